import LayoutshotCore

/// The decisions that sized and placed every node of a layout: each node's own steps, kept by
/// node path. A node's `LayoutExplanation` is its chain's steps put together, so one walk of
/// the tree answers for every node; a reference's layout sidecar keeps them (without their
/// sentences) so that a failing snapshot can say which decision changed.
///
/// A node's own steps are the range its parent hands it, its style met with that range, its
/// size, where its parent puts it, and the pixel grid's rounding of its origin.
///
/// ```swift
/// let decisions = card.node.decisions(in: SizeRange(exactly: Size(300, 44)))
/// let steps = decisions.steps(explaining: "root.children[1]")   // as explanation(of:) gives them
/// ```
public struct LayoutDecisions: Hashable, Sendable {
    /// One node's own steps.
    public struct Node: Hashable, Sendable {
        /// The node's path: `root.children[1].child`.
        public var path: String
        /// Its steps, in the order its explanation gives them.
        public var steps: [ExplanationStep]

        /// Creates a node's entry.
        public init(path: String, steps: [ExplanationStep]) {
            self.path = path
            self.steps = steps
        }
    }

    /// Every node, depth first (the order of `Layout.absoluteFrames(scale:)`).
    public let nodes: [Node]
    /// Each node's place in `nodes`, by path: a failure asks for a chain per changed node, and a
    /// search of every node for each would grow with the square of a long list's size.
    private let positions: [String: Int]
    /// The places of each node's children in `nodes`, in order, by the parent's path.
    private let childPositions: [String: [Int]]

    /// Decisions of the given nodes.
    public init(nodes: [Node]) {
        self.nodes = nodes
        var positions: [String: Int] = [:]
        var childPositions: [String: [Int]] = [:]
        for (position, node) in nodes.enumerated() where positions[node.path] == nil {
            positions[node.path] = position
            if let parent = Self.parent(of: node.path) {
                childPositions[parent, default: []].append(position)
            }
        }
        self.positions = positions
        self.childPositions = childPositions
    }

    /// The node at `path`'s own steps; `nil` when no node has that path.
    public func ownSteps(of path: String) -> [ExplanationStep]? {
        positions[path].map { nodes[$0].steps }
    }

    /// The children of the node at `path`, in order.
    func children(of path: String) -> [Node] {
        (childPositions[path] ?? []).map { nodes[$0] }
    }

    /// `root.children[1]` for `root.children[1].child`; `nil` for the root.
    static func parent(of path: String) -> String? {
        path.lastIndex(of: ".").map { String(path[..<$0]) }
    }

    /// The steps that explain the node at `path`, as `explanation(of:)` gives them: the ranges
    /// of the chain from the root, the node's size, each position from the root down, and the
    /// grid's rounding of its origin; each range step starts `from` the last range before it.
    /// `nil` when no node has that path.
    public func steps(explaining path: String) -> [ExplanationStep]? {
        chain(explaining: path)?.map(\.step)
    }

    /// The steps of `steps(explaining:)`, each with the path of the node whose own step it is.
    func chain(explaining path: String) -> [(owner: String, step: ExplanationStep)]? {
        guard let own = ownSteps(of: path) else { return nil }
        // The chain: the node's ancestors, from the root down.
        var chain: [Node] = []
        var ancestor = Self.parent(of: path)
        while let current = ancestor {
            if let position = positions[current] { chain.append(nodes[position]) }
            ancestor = Self.parent(of: current)
        }
        chain.reverse()
        func owned(_ node: Node, _ phases: Set<ExplanationRule.Phase>) -> [(
            owner: String, step: ExplanationStep
        )] {
            node.steps.filter { phases.contains($0.rule.phase) }.map { (node.path, $0) }
        }
        let target = Node(path: path, steps: own)
        var steps = chain.flatMap { owned($0, [.range]) } + owned(target, [.range, .size])
        steps += chain.flatMap { owned($0, [.position]) } + owned(target, [.position, .gridOrigin])
        var last: SizeRange?
        for index in steps.indices where steps[index].step.range != nil {
            steps[index].step.from = last
            last = steps[index].step.range
        }
        return steps
    }
}
