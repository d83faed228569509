import LayoutshotCore
import LayoutshotLayout

extension Fixture {
    /// The fixture as one of its variants draws it: the width replaces the size range's max
    /// width (and its min width where the two are equal), the scale replaces the scale, and
    /// the content size scales every font as Dynamic Type scales body text. (The appearance is
    /// chosen when the file is decoded: `FixtureLoader.load(path:variant:)`.)
    public func applying(_ variant: FixtureVariant) -> Fixture {
        var fixture = self
        if let width = variant.width { fixture.sizeRange = sizeRange.replacingWidth(width) }
        if let scale = variant.scale { fixture.scale = scale }
        if let category = variant.contentSize, category != .large {
            fixture.root = root.scalingFonts(by: category.fontScale)
        }
        return fixture
    }
}
