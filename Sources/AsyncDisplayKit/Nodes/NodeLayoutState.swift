import Foundation
@_spi(Locking) import LayoutshotCore
import LayoutshotLayout

/// Where a node's last layout is: made (the node was the root of a pass, or code read the layout
/// of a subnode), or waiting unmade in the frames of a pass that laid the node out as a subnode.
///
/// A pass tells each subnode its place as it adds it (`note(added:)`), and the layout there is
/// taken only once that pass is done and its frames exist: until then, code run by the pass (a
/// `layoutSpecThatFits` reading `calculatedSize`) reads the layout from before, as in Texture.
/// The place a pass before it gave is kept aside for that. A pass whose layout was dropped
/// leaves the layout before it.
struct NodeLayoutState: @unchecked Sendable {
    // Unchecked: only ever read and written under its node's lock (`CheckedMutex.withState`), as
    // Texture's node state is under the node's instance lock.
    /// The layout once made or set.
    private(set) var made: ASLayout?
    /// The range of the last pass the node was the root of, until another pass lays it out.
    private(set) var rootRange: ASSizeRange?
    /// What the layout made by the node's last `layoutThatFits` was made for, while it is the
    /// node's layout: another call with the same key returns it (Texture's layout cache).
    private var reusableFor: (key: LayoutCacheKey, stamp: UInt64)?
    /// Where the layout waits, unmade, in the frames of a finished pass.
    private var place = LaidOutElement.Place()
    /// Where the pass before the last one to add the node put it, until taken.
    private var earlier = LaidOutElement.Place()
    /// Where the last pass to add the node put it, until taken.
    private var added = LaidOutElement.Place()

    /// The state of a node whose layout is `layout`, of a pass in `rootRange` it was the root of.
    init(made layout: ASLayout? = nil, rootRange: ASSizeRange? = nil) {
        made = layout
        self.rootRange = rootRange
    }

    /// A pass adds the node at `place`.
    mutating func note(added place: LaidOutElement.Place) {
        if place.pass != added.pass, added.pass != 0 { earlier = added }
        added = place
    }

    /// The frames and the place of the layout while it waits there unmade: the newest place
    /// whose pass is done, taken as the node's layout (forgetting the one made before).
    mutating func pending() -> (frames: LayoutFrames, place: LaidOutElement.Place)? {
        if let frames = LivePasses.frames(added.pass) {
            take(added)
            added = LaidOutElement.Place()
            earlier = LaidOutElement.Place()
            return (frames, place)
        }
        if let frames = LivePasses.frames(earlier.pass) {
            take(earlier)
            earlier = LaidOutElement.Place()
            return (frames, place)
        }
        guard made == nil, let frames = LivePasses.frames(place.pass) else { return nil }
        return (frames, place)
    }

    /// The size of the layout while it waits unmade (see `pending()`), without making it; zero
    /// when the finished layout left the node out.
    mutating func pendingSize() -> CGSize? {
        pending().map { $0.frames.size(at: $0.place) ?? .zero }
    }

    /// The layout of `node`'s last `layoutThatFits`, when it was made for `key` and no node in it
    /// has changed since.
    func reusableLayout(for key: LayoutCacheKey, node: ASDisplayNode) -> ASLayout? {
        guard let reusableFor, reusableFor.key == key, let made else { return nil }
        if LayoutStamp.now == reusableFor.stamp { return made }
        return made.changed(since: reusableFor.stamp, of: node) ? nil : made
    }

    /// `layout`, just given by `node`'s `layoutThatFits` for `key`, may be reused for the same key
    /// while it stays the node's layout and its nodes do not change. The stamp is taken after the
    /// pass: a spec that sets its subnodes' styles as it runs (as apps do) made this layout with
    /// them.
    mutating func noteReusable(_ layout: ASLayout, for key: LayoutCacheKey) {
        if made === layout { reusableFor = (key, LayoutStamp.now) }
    }

    /// Keeps `layout`, made from the frames at the pending place.
    mutating func keep(_ layout: ASLayout?) {
        made = layout
    }

    private mutating func take(_ newer: LaidOutElement.Place) {
        place = newer
        made = nil
        rootRange = nil
        reusableFor = nil
    }
}

/// What a layout of `layoutThatFits` was asked for: the range, the parent size and the screen
/// scale its text was measured at.
struct LayoutCacheKey: Equatable {
    var range: ASSizeRange
    var parentSize: CGSize?
    var scale: CGFloat
}

extension CheckedMutex where Value == NodeLayoutState {
    /// Runs `body` on the state under the lock and returns what it returned: a layout read
    /// from the state leaves the lock with the caller, who owns the node it belongs to.
    func withState<Result>(_ body: (inout NodeLayoutState) -> Result) -> Result {
        withLock { state in Handed(value: body(&state)) }.value
    }
}

/// What `withState` hands out of the lock: a `Mutex` passes on only what it can send, and a
/// node's layout is read from any thread, as in Texture, without a Sendable claim of its own.
private struct Handed<Value>: @unchecked Sendable {
    var value: Value
}
