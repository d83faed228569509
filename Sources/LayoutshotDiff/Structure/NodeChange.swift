import LayoutshotCore

/// One difference between a reference layout and the actual one, for one node.
public struct NodeChange: Hashable, Sendable, CustomStringConvertible {
    /// How the node is named in messages: "`title`", or "`stack` at root.children[1]".
    public var node: String
    /// What changed.
    public var kind: Kind
    /// The node's path in the reference layout; `nil` for an added node.
    public var referencePath: String?
    /// The node's path in the actual layout; `nil` for a removed node.
    public var actualPath: String?
    /// Why the node has its new size or place: the first decision that differs, when both
    /// layouts came with their decisions (a reference's sidecar keeps them).
    public var cause: DecisionChange?
    /// The node listed before this one whose change has the same cause, when one holds this
    /// node: its change says the cause once.
    public var sameCauseAs: String?

    /// A change of the node named `node`.
    public init(node: String, kind: Kind, paths: (reference: String?, actual: String?) = (nil, nil))
    {
        self.node = node
        self.kind = kind
        referencePath = paths.reference
        actualPath = paths.actual
    }

    /// What changed about a node; frames and origins are in the parent's space.
    public enum Kind: Hashable, Sendable {
        /// The node is only in the actual layout, at this frame.
        case added(Rect)
        /// The node is only in the reference layout, where it had this frame.
        case removed(Rect)
        /// Same id, other element type.
        case retyped(from: String, to: String)
        /// The node has another size.
        case resized(from: Size, to: Size)
        /// Origin in the parent's space.
        case moved(from: Point, to: Point)

        /// Whether the node moved: its cause is in the steps that place it.
        public var isMove: Bool {
            if case .moved = self { true } else { false }
        }
    }

    /// The change and its cause: "`title` width 80 → 60: `row` decides otherwise (stack.shrink): …".
    public var description: String {
        if let sameCauseAs { return headline + ": as \(sameCauseAs), which holds it" }
        return headline + (cause.map { ": " + $0.description } ?? "")
    }

    /// The change alone: "`title` width 180 → 176", "`icon` moved (12, 8) → (14, 8)", "`badge`
    /// added at (300, 4, 20, 20)".
    public var headline: String {
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
