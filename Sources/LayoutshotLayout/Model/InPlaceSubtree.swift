/// A subtree that one of this package's front ends reads in place from its own objects, as a
/// deferred element's content (`DeferredLayout.Content.inPlace`). Public only as the type of that
/// case: nothing of it is, since only the package's front ends make one (an app's deferred
/// element gives a `subtree` or a `size`).
public struct InPlaceSubtree: @unchecked Sendable {
    // Unchecked: the front end's objects are read by one pass at a time, on the pass's thread.
    /// The subtree's root.
    package let root: any InPlaceElement

    /// Wraps `root`.
    package init(_ root: any InPlaceElement) {
        self.root = root
    }
}
