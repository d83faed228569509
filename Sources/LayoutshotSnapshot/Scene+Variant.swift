import LayoutshotCore
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotRender

extension Scene {
    /// The scene as a variant draws it: its width (the size range's max width, and min width
    /// where they are equal), its scale, and its content size (every font scaled as Dynamic Type
    /// scales body text). An appearance changes only colours given per appearance, which only
    /// fixtures have: load those with `FixtureLoader.load(path:variant:)`.
    public func applying(_ variant: FixtureVariant) -> Scene {
        var scene = self
        if let width = variant.width { scene.sizeRange = sizeRange.replacingWidth(width) }
        if let scale = variant.scale { scene.scale = scale }
        if let category = variant.contentSize, category != .large {
            scene.root = root.scalingFonts(by: category.fontScale)
        }
        return scene
    }
}
