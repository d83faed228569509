import LayoutshotLayout

/// An element the engine can lay out: every node and spec class of this module. A type that
/// only conforms to `ASLayoutElement` from outside is reported as a misuse.
protocol EngineElement: ASLayoutElement {
    /// The element as the engine's tree node (children converted through `builder`).
    func makeLayoutNode(_ builder: TreeBuilder) -> LayoutNode
}
