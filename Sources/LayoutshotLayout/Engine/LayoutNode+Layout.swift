import LayoutshotCore

extension LayoutNode {
    /// Lays this tree out in `range`, as `-[ASLayoutElement layoutThatFits:]`: the root resolves
    /// its style against `range.max` (where finite), then every spec computes Texture's frames,
    /// sizes ceiled to the pixel grid at `environment.scale`.
    ///
    /// ```swift
    /// let layout = node.layout(in: SizeRange(min: .zero, max: Size(320, .infinity)),
    ///                          environment: LayoutEnvironment(scale: 2))
    /// ```
    /// - Complexity: Linear in the number of nodes per measurement; stacks measure a child up to
    ///   three times (intrinsic, flexed, stretched); a node's last measurement and (for nodes with
    ///   children) its few before are reused for a range it had before.
    public func layout(in range: SizeRange, environment: LayoutEnvironment = LayoutEnvironment())
        -> Layout
    {
        finishedPass(in: range, parentSize: nil, environment: environment).makeLayout(
            0, origin: .zero)
    }

    /// Lays this tree out as `layout(in:environment:)` does, and also returns the tree as it was
    /// laid out: the same as `self` except that every `deferred` node has the subtree it was
    /// built as for its final range as its one child. Pair the two to draw or map results back.
    ///
    /// ```swift
    /// let resolved = node.resolvedLayout(in: SizeRange(exactly: Size(320, 100)))
    /// resolved.tree.children.count == resolved.layout.children.count
    /// ```
    /// - Parameters:
    ///   - range: The sizes the root may take.
    ///   - parentSize: The size the root resolves percentages against; by default
    ///     `range.max` where finite (`-layoutThatFits:` without a parent).
    ///   - environment: The pixel grid's scale and the measurers of text and images; by default
    ///     scale 1 and none.
    public func resolvedLayout(
        in range: SizeRange, parentSize: ParentSize? = nil,
        environment: LayoutEnvironment = LayoutEnvironment()
    ) -> ResolvedLayout {
        let computation = finishedPass(in: range, parentSize: parentSize, environment: environment)
        return ResolvedLayout(
            layout: computation.makeLayout(0, origin: .zero), tree: computation.makeTree(0))
    }

    /// Lays this tree out as `resolvedLayout(in:parentSize:environment:)` does and returns the
    /// root of the result to read in place: for front ends that build their own objects from
    /// the frames, the cost of a `Layout` and a resolved tree is saved.
    ///
    /// ```swift
    /// let root = node.laidOut(in: SizeRange(exactly: Size(320, 100)))
    /// root.frame.size == node.layout(in: SizeRange(exactly: Size(320, 100))).size
    /// ```
    public func laidOut(
        in range: SizeRange, parentSize: ParentSize? = nil,
        environment: LayoutEnvironment = LayoutEnvironment()
    ) -> LaidOutElement {
        LaidOutElement(
            finishedPass(in: range, parentSize: parentSize, environment: environment), 0,
            origin: .zero)
    }

    /// The tree laid out in `range`, its root resolving percentages against `parentSize`, by
    /// default `range.max` where finite (`-layoutThatFits:` without a parent): what every entry
    /// point reads its results from, and an explanation asks.
    func finishedPass(
        in range: SizeRange, parentSize: ParentSize?, environment: LayoutEnvironment
    ) -> LayoutComputation {
        let computation = LayoutComputation(root: self, environment: environment)
        computation.layOutRoot(in: range, parent: parentSize ?? ParentSize(validating: range.max))
        return computation
    }
}

extension LayoutElement {
    /// Lays this element out in `range`; see `LayoutNode.layout(in:environment:)`.
    public func layout(in range: SizeRange, environment: LayoutEnvironment = LayoutEnvironment())
        -> Layout
    {
        node.layout(in: range, environment: environment)
    }

    /// Lays this element out at exactly `size`.
    public func layout(size: Size, environment: LayoutEnvironment = LayoutEnvironment()) -> Layout {
        node.layout(in: SizeRange(exactly: size), environment: environment)
    }
}
