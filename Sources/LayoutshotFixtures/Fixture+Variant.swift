import LayoutshotCore
import LayoutshotLayout

extension Fixture {
    /// The fixture as one of its variants draws it (`FixtureVariant.apply(to:scale:root:)`).
    /// The appearance is chosen when the file is decoded: `FixtureLoader.load(path:variant:)`.
    public func applying(_ variant: FixtureVariant) -> Fixture {
        var fixture = self
        variant.apply(to: &fixture.sizeRange, scale: &fixture.scale, root: &fixture.root)
        return fixture
    }
}
