import LayoutshotCore

/// One difference between a reference layout and the actual one, for one node.
public struct NodeChange: Hashable, Sendable, CustomStringConvertible {
    /// How the node is named in messages: "`title`", or "`stack` at root.children[1]".
    public var node: String
    public var kind: Kind

    public enum Kind: Hashable, Sendable {
        case added(Rect)
        case removed(Rect)
        /// Same id, other element type.
        case retyped(from: String, to: String)
        case resized(from: Size, to: Size)
        /// Origin in the parent's space.
        case moved(from: Point, to: Point)
    }

    /// "`title` width 180 → 176", "`icon` moved (12, 8) → (14, 8)", "`badge` added".
    public var description: String {
        switch kind {
        case .added(let frame): "\(node) added at \(frame)"
        case .removed: "\(node) removed"
        case .retyped(let from, let to): "\(node) is a \(to), was a \(from)"
        case .resized(let from, let to):
            if from.height == to.height {
                "\(node) width \(formatPoints(from.width)) → \(formatPoints(to.width))"
            } else if from.width == to.width {
                "\(node) height \(formatPoints(from.height)) → \(formatPoints(to.height))"
            } else {
                "\(node) size \(from) → \(to)"
            }
        case .moved(let from, let to): "\(node) moved \(from) → \(to)"
        }
    }
}
