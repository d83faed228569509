import Foundation
import LayoutshotCore
import LayoutshotLayout
import LayoutshotText
import LayoutshotUIKit

/// The layout passes behind Texture's own calls (`layoutThatFits`, `calculateLayoutThatFits`, a
/// text node's `calculateSizeThatFits`): the engine reads the elements in place, lays them out
/// with Pango-measured text at the screen scale, and the frames are mapped back onto `ASLayout`s
/// of the same elements. `LayoutshotPass`, the public value a snapshot lays a node out with,
/// runs one of these and keeps what Layoutshot's tools read besides.
enum TexturePass {
    /// `-layoutThatFits:parentSize:` for any element of this module.
    static func layout(_ element: ASLayoutElement, in range: ASSizeRange, parentSize: CGSize?)
        -> ASLayout
    {
        if let context = TexturePassContext.current.customSpec,
            let index = context.index(of: element)
        {
            let parent = ParentSize(validating: (parentSize ?? range.max).engineSize)
            let size = context.measure(index, in: range.engineRange, parentSize: parent)
            return ASLayout(layoutElement: element, size: CGSize(size))
        }
        return layoutTree(element, in: range, parentSize: parentSize)
    }

    /// A whole pass from `element` for Texture code: the `ASLayout` of the root only, on the
    /// frames of the engine's result; the rest are made when read (`LayoutFrames`).
    static func layoutTree(_ element: ASLayoutElement, in range: ASSizeRange, parentSize: CGSize?)
        -> ASLayout
    {
        inPass(rootElement(element), scale: UIScreen.currentScale, problems: LayoutProblems()) {
            root, environment in
            LayoutFrames.rootLayout(
                of: element, in: range,
                root.laidOut(
                    in: range.engineRange,
                    parentSize: parentSize.map { ParentSize(validating: $0.engineSize) },
                    environment: environment))
        }
    }

    /// A whole pass from `element`, with the engine's resolved tree (named, and coloured for
    /// drawing: `LayoutDrawing`) and the misuse found on the way, for Layoutshot's own tools.
    /// The `ASLayout` is the one `layoutTree` gives, on the same pass; `text` measures its text.
    static func run(
        _ element: ASLayoutElement, in range: ASSizeRange, parentSize: CGSize?, scale: CGFloat,
        text: TextureText = .process
    ) -> (layout: ASLayout, resolved: ResolvedLayout, problems: [String]) {
        let problems = LayoutProblems()
        let (root, resolved) = inPass(
            rootElement(element), scale: scale, problems: problems, text: text
        ) {
            root, environment in
            root.laidOutAndResolved(
                in: range.engineRange,
                parentSize: parentSize.map { ParentSize(validating: $0.engineSize) },
                environment: environment)
        }
        return (
            LayoutFrames.rootLayout(of: element, in: range, root), LayoutDrawing.finish(resolved),
            problems.all
        )
    }

    /// `part`, an element that stands for part of a node or a spec (a text node's text in its
    /// inset, a spec as its superclass lays it out), laid out alone in `range` as a pass from a
    /// node is.
    static func layOutPart(_ part: any InPlaceElement, in range: ASSizeRange) -> LaidOutElement {
        inPass(part, scale: UIScreen.currentScale, problems: LayoutProblems()) {
            root, environment in
            root.laidOut(in: range.engineRange, environment: environment)
        }
    }

    /// Runs `body` on `root` (made from an element by `rootElement(_:)` inside the pass), with
    /// the screen scale and the problem collector of the pass bound, and an environment with
    /// text measured at that scale by a measurer of `text` that the pass holds until it ends
    /// (no measurer, and a problem saying why, when `text` has no fonts).
    private static func inPass<Result>(
        _ root: @autoclosure () -> any InPlaceElement, scale: CGFloat,
        problems: LayoutProblems, text: TextureText = .process,
        _ body: (any InPlaceElement, LayoutEnvironment) -> Result
    ) -> Result {
        text.withMeasurer { measurer, unavailable in
            UIScreen.$currentScale.withValue(scale) {
                TexturePassContext.collecting(into: problems) {
                    let root = root()
                    if let unavailable {
                        problems.record("text cannot be measured: \(unavailable)")
                    }
                    let environment = LayoutEnvironment(
                        scale: Double(scale), textMeasurer: measurer,
                        imageSizer: FileImageSizer())
                    return body(root, environment)
                }
            }
        }
    }

    /// `element` as the root of a pass: a node or a spec of this module, else an empty spec and
    /// a problem.
    static func rootElement(_ element: ASLayoutElement) -> any InPlaceElement {
        var root: (any InPlaceElement)?
        ASLayoutSpec.visitEngineElement(
            element, role: { "the root element" }, isAncestor: { _ in false }
        ) { root = $0 }
        return root ?? ASLayoutSpec()
    }
}
