import AsyncDisplayKit
import LayoutshotCore
import LayoutshotRender
import Testing

/// `element` prepared by `renderer` as a node snapshot draws it: its engine tree in `range` at
/// `scale` pixels per point on `background`, with the misuse found while laying it out.
func prepare(
    _ element: ASLayoutElement, in range: ASSizeRange, scale: Double, background: Color = .white,
    with renderer: Renderer
) throws -> (scene: Renderer.Prepared, problems: [String]) {
    let scene = Scene(
        root: LayoutshotPass.engineTree(of: element), sizeRange: range.layoutshotRange,
        scale: scale,
        background: background, namingAndColoring: LayoutshotPass.nameAndColorNodes)
    let (prepared, problems) = try LayoutshotPass.collectingProblems(scale: CGFloat(scale)) {
        try renderer.prepare(scene)
    }
    return (prepared, problems)
}

/// `element` drawn alone as a node snapshot draws it, on white (see `prepare`); the test fails
/// on any misuse found while laying it out.
func picture(of element: ASLayoutElement, in range: ASSizeRange, scale: Double) throws -> RGBAImage
{
    let renderer = try Renderer()
    let (prepared, problems) = try prepare(element, in: range, scale: scale, with: renderer)
    #expect(problems == [])
    return try renderer.image(of: prepared)
}

/// The RGBA bytes of pixel (`x`, `y`) of `image`.
func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
    let start = (y * image.width + x) * 4
    return Array(image.pixels[start..<start + 4])
}
