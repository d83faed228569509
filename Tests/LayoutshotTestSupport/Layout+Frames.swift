import LayoutshotCore
import LayoutshotLayout

extension Layout {
    /// The frame (in the parent's space) of the node with `id`; traps if there is none, naming it.
    public func frame(of id: String) -> Rect {
        guard let node = self[id: id] else {
            fatalError("no node with id '\(id)' in:\n\(treeDescription())")
        }
        return node.frame
    }

    /// Frames in root coordinates of every node with an id, as drawn at `scale`.
    public func absoluteFramesByID(scale: Double = 1) -> [String: Rect] {
        var result: [String: Rect] = [:]
        for frame in absoluteFrames(scale: scale) {
            if let id = frame.id { result[id] = frame.frame }
        }
        return result
    }

    /// The child frames, in paint order.
    public var childFrames: [Rect] { children.map(\.frame) }
}
