import Foundation
import LayoutshotCore
import LayoutshotLayout
import LayoutshotUIKit

// `package`: the snapshot library (`LayoutshotTesting`) draws nodes with these; app code lays
// nodes out with `layoutThatFits` or `LayoutshotPass(of:in:scale:)`.
extension LayoutshotPass {
    /// The engine's tree for `element`, for Layoutshot's renderer: nodes with their own specs
    /// stay deferred and are expanded as the renderer lays the tree out. Lay it out inside
    /// `collectingProblems(scale:_:)`, so that `UIScreen.main.scale` is the snapshot's and
    /// misuse is reported, and give the scene `nameAndColorNodes` to finish the laid-out tree.
    package static func engineTree(of element: ASLayoutElement) -> LayoutNode {
        LayoutNode(converting: TexturePass.rootElement(element))
    }

    /// The font folders of `LAYOUTSHOT_FONT_PATH`, which Texture code measures its named fonts
    /// in: a snapshot's scene draws with them too (`Scene.fontDirectories`), so an app's own font
    /// is what the picture shows, and is pinned in its fingerprint.
    package static var appFontDirectories: [String] { TextureText.process.folders }

    /// Finishes a laid-out tree for drawing: shows it as a device does, running each node's
    /// layout hooks (`NodeLifecycle`: frames set top-down, `layout()`, `layoutDidFinish()`), then
    /// names its nodes that have no `debugName` after the properties their owners keep them in
    /// (`titleNode`), and gives every node the colours it is drawn with (faded by the `alpha` of
    /// the nodes around it): a renderer scene's `namingAndColoring`.
    @Sendable package static func nameAndColorNodes(_ resolved: ResolvedLayout) -> ResolvedLayout {
        NodeLifecycle.show(resolved)
        return LayoutDrawing.finish(resolved)
    }

    /// Runs `body` (a layout of trees from `engineTree(of:)`) at `scale` points per pixel, and
    /// returns what it returned with the misuse found on the way.
    package static func collectingProblems<Value>(scale: CGFloat, _ body: () throws -> Value)
        rethrows
        -> (value: Value, problems: [String])
    {
        let problems = LayoutProblems()
        let value = try UIScreen.$currentScale.withValue(scale) {
            try TexturePassContext.collecting(into: problems, body)
        }
        return (value, problems.all)
    }
}

extension ASSizeRange {
    /// The range as the engine takes it: NaN and negative minimums become 0, NaN maximums unbounded.
    package var layoutshotRange: SizeRange { engineRange }
}
