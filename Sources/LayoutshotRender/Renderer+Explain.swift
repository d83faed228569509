import LayoutshotCore
import LayoutshotLayout

extension Renderer {
    /// Why `node` of `scene` has its frame, laid out exactly as `layout(_:scale:)` lays it out
    /// (text measured by Pango, with its lines and truncation; images at their size): the
    /// ranges handed down from the root, the node's size and its position, as numbered steps.
    ///
    /// ```swift
    /// let explanation = try renderer.explanation(of: "title", in: scene)
    /// print(explanation)   // one numbered step a line
    /// ```
    /// - Parameters:
    ///   - node: An id, a node path (`root.children[1]`), or a name as messages print it.
    ///   - scene: The scene, laid out in its size range at its scale.
    /// - Throws: `SceneError` when the scene does not lay out (as `layout(_:scale:)`);
    ///   `ExplanationError` when no node, or several, answer to `node`.
    public func explanation(of node: String, in scene: Scene) throws -> LayoutExplanation {
        _ = try layout(scene)
        return try scene.root.explanation(
            of: node, in: scene.sizeRange, environment: environment(for: scene))
    }

    /// The explanation of every node of `scene`, depth first (the order of
    /// `Layout.absoluteFrames(scale:)`).
    /// - Throws: `SceneError` when the scene does not lay out.
    public func explanations(in scene: Scene) throws(SceneError) -> [LayoutExplanation] {
        _ = try layout(scene)
        return scene.root.explanations(in: scene.sizeRange, environment: environment(for: scene))
    }

    /// Why each node of `scene` has its frame: every node's own steps, which put together along
    /// a node's chain are its explanation; what a reference's layout sidecar keeps.
    /// - Throws: `SceneError` when the scene does not lay out.
    public func decisions(in scene: Scene) throws(SceneError) -> LayoutDecisions {
        _ = try layout(scene)
        return scene.root.decisions(in: scene.sizeRange, environment: environment(for: scene))
    }

    /// What `layout(_:scale:)` lays a scene out with.
    private func environment(for scene: Scene) -> LayoutEnvironment {
        LayoutEnvironment(scale: scene.scale, textMeasurer: textStack, imageSizer: ImageStore())
    }
}
