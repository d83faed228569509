import LayoutshotCore

extension LayoutNode {
    /// Why `node` gets its frame when this tree is laid out in `range`: the range each ancestor
    /// hands down and why, the node's own style and size, and its position, as numbered steps.
    /// The tree is laid out as `layout(in:environment:)` lays it out, then each node of the
    /// chain from the root runs its calculation again with a recorder.
    ///
    /// ```swift
    /// let row = Stack(.horizontal) {
    ///     Box(.red).flexGrow(1).maxWidth(50).id("grows")
    ///     Box(.blue).preferredSize(125, 44)
    /// }.node
    /// let explanation = try row.explanation(of: "grows", in: SizeRange(exactly: Size(300, 44)))
    /// explanation.frame.size   // 175 × 44: the stack's exact width wins over maxWidth 50
    /// ```
    /// - Parameters:
    ///   - node: An id, a node path (`root.children[1].child`), or a name as messages print it.
    ///   - range: The sizes the root may take.
    ///   - parentSize: What the root resolves percentages against; by default `range.max`
    ///     where finite.
    ///   - environment: The pixel grid's scale and the measurers, as for the layout.
    /// - Throws: `ExplanationError` when no node, or several, answer to `node`.
    public func explanation(
        of node: String, in range: SizeRange, parentSize: ParentSize? = nil,
        environment: LayoutEnvironment = LayoutEnvironment()
    ) throws(ExplanationError)
        -> LayoutExplanation
    {
        let computation = finishedPass(in: range, parentSize: parentSize, environment: environment)
        return try computation.explanation(of: node)
    }

    /// The explanation of every node of the tree laid out in `range`, depth first (the order of
    /// `Layout.absoluteFrames(scale:)`): what a check that explanations compose walks. One walk
    /// of the tree, put together per node from `decisions(in:parentSize:environment:)`.
    public func explanations(
        in range: SizeRange, parentSize: ParentSize? = nil,
        environment: LayoutEnvironment = LayoutEnvironment()
    ) -> [LayoutExplanation] {
        var (frames, explainer) = finishedPass(
            in: range, parentSize: parentSize, environment: environment
        ).explainer()
        let decisions = LayoutDecisions(nodes: explainer.explainTree())
        return frames.compactMap { frame in
            decisions.steps(explaining: frame.path).map {
                LayoutExplanation(
                    node: explainer.names[frame.path] ?? frame.path, path: frame.path,
                    frame: frame.frame, steps: $0)
            }
        }
    }

    /// Every node's own steps when this tree is laid out in `range`: the decisions that sized
    /// and placed it, which a reference's layout sidecar keeps.
    ///
    /// ```swift
    /// let decisions = row.decisions(in: SizeRange(exactly: Size(300, 44)))
    /// decisions.steps(explaining: "root.children[0]")
    /// ```
    public func decisions(
        in range: SizeRange, parentSize: ParentSize? = nil,
        environment: LayoutEnvironment = LayoutEnvironment()
    ) -> LayoutDecisions {
        let computation = finishedPass(in: range, parentSize: parentSize, environment: environment)
        return computation.decisions()
    }
}

extension LayoutElement {
    /// Why `node` gets its frame when this element is laid out in `range`; see
    /// `LayoutNode.explanation(of:in:parentSize:environment:)`.
    public func explanation(
        of node: String, in range: SizeRange, parentSize: ParentSize? = nil,
        environment: LayoutEnvironment = LayoutEnvironment()
    ) throws(ExplanationError)
        -> LayoutExplanation
    {
        try self.node.explanation(
            of: node, in: range, parentSize: parentSize, environment: environment)
    }
}

extension LayoutComputation {
    /// The explanation of the node `query` names, in this finished pass.
    func explanation(of query: String) throws(ExplanationError) -> LayoutExplanation {
        var (frames, explainer) = explainer()
        let target = try NodeQuery.resolve(query, among: frames)
        let chain = LayoutDecisions(nodes: explainer.explainTree(towards: target.path))
        return LayoutExplanation(
            node: explainer.names[target.path] ?? target.path, path: target.path,
            frame: target.frame,
            steps: chain.steps(explaining: target.path) ?? [])
    }
}
