/// The object a node was made from, carried through layout untouched so that a front end can
/// map results back to its own objects (the `AsyncDisplayKit` module's nodes and specs).
/// The engine never reads it; the reference is only held.
public struct LayoutSource: @unchecked Sendable {
    /// The front end's object.
    public let object: AnyObject

    /// Wraps `object`.
    public init(_ object: AnyObject) {
        self.object = object
    }
}
