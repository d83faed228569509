import Foundation
import LayoutshotLayout

/// Lays out Texture elements for Layoutshot's own tools (snapshot assertions, rendering): the
/// `ASLayout` Texture code sees, the engine's resolved tree for drawing, and the misuse found.
///
/// ```swift
/// let pass = LayoutshotPass(of: cell, in: ASSizeRangeMake(CGSize(width: 375, height: 0),
///                                                       CGSize(width: 375, height: .infinity)), scale: 3)
/// pass.problems   // [] when the tree is well formed
/// ```
public struct LayoutshotPass {
    /// The layout, as `layoutThatFits` returns it.
    public let layout: ASLayout
    /// The engine's frames and the tree they were computed from, every node's spec expanded.
    public let resolved: ResolvedLayout
    /// Misuse found on the way (a missing child, a ratio of zero, an unknown font), each saying
    /// what to change. Texture asserts on most of these; Layoutshot reports and goes on.
    public let problems: [String]
    /// Pixels per point the layout was snapped to.
    public let scale: CGFloat

    /// Lays `element` out in `range` at `scale` pixels per point.
    public init(of element: ASLayoutElement, in range: ASSizeRange, scale: CGFloat = 2) {
        let scale = scale.isFinite && scale > 0 ? scale : 2
        let result = TexturePass.run(element, in: range, parentSize: nil, scale: scale)
        layout = result.layout
        resolved = result.resolved
        problems = result.problems
        self.scale = scale
    }
}
