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
    public var nodes: [Node]

    /// Decisions of the given nodes.
    public init(nodes: [Node]) {
        self.nodes = nodes
    }

    /// The node at `path`'s own steps; `nil` when no node has that path.
    public func ownSteps(of path: String) -> [ExplanationStep]? {
        nodes.first { $0.path == path }?.steps
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
        // The chain: every node whose path continues into this one's, shortest first.
        let chain = nodes.filter { path.hasPrefix($0.path + ".") }.sorted { $0.path.count < $1.path.count }
        func owned(_ node: Node, _ phases: Set<ExplanationRule.Phase>) -> [(owner: String, step: ExplanationStep)] {
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
