import LayoutshotCore
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotRender

extension Scene {
    /// The scene as a variant draws it: its width, its scale and its content size, as for a
    /// fixture (`FixtureVariant.apply(to:scale:root:)`). An appearance changes only colours given
    /// per appearance, which only fixtures have: load those with `FixtureLoader.load(path:variant:)`.
    public func applying(_ variant: FixtureVariant) -> Scene {
        var scene = self
        variant.apply(to: &scene.sizeRange, scale: &scene.scale, root: &scene.root)
        return scene
    }
}
