import AsyncDisplayKit
import LayoutshotCore
import LayoutshotRender
import Testing

/// SF Symbols (`UIImage(systemName:)`) are stand-ins: the symbol's size for its configuration, a
/// rounded outline in its tint with a pattern of its name.
struct SymbolImageTests {
    static let sizes: [(UIImage.SymbolConfiguration, CGFloat)] = [
        (UIImage.SymbolConfiguration.unspecified, 20.4),  // 17 pt, the body style
        (UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold), 24),
        (UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large), 31.2),
        (UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .small), 19.2),
        (UIImage.SymbolConfiguration(textStyle: .title1), 33.6),
        (UIImage.SymbolConfiguration(font: .systemFont(ofSize: 10, weight: .bold)), 12),
    ]

    @Test(arguments: sizes)
    func theSizeFollowsTheConfiguration(configuration: UIImage.SymbolConfiguration, side: CGFloat)
        throws
    {
        let image = try #require(
            UIImage(systemName: "heart.fill", withConfiguration: configuration))
        #expect(abs(image.size.width - side) < 1e-9 && abs(image.size.height - side) < 1e-9)
        #expect(image.isSymbolImage && image.symbolConfiguration == configuration)
    }

    @Test func configurationsApplyOverEachOther() throws {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        let combined = base.applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(
            combined == UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large))
        let image = try #require(UIImage(systemName: "star")?.applyingSymbolConfiguration(combined))
        #expect(abs(image.size.width - 31.2) < 1e-9)
        #expect(
            UIImage(systemName: "star")?.withConfiguration(
                UIImage.SymbolConfiguration(pointSize: 10)
            ).size.width == 12)
        #expect(
            UIImage(systemName: "gear", compatibleWith: nil)?.description
                == "UIImage(systemName: \"gear\"), 20.4x20.4")
    }

    /// A symbol avatar as apps write it: a tinted symbol in an image node.
    private func avatar(_ name: String, tint: UIColor? = .red, nodeTint: UIColor? = nil) throws
        -> RGBAImage
    {
        let node = ASImageNode()
        let symbol = try #require(
            UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 40))
        )
        node.image = tint.map { symbol.withTintColor($0) } ?? symbol
        node.tintColor = nodeTint
        return try picture(
            of: node, in: ASSizeRangeMake(.zero, CGSize(width: 100, height: 100)), scale: 1)
    }

    @Test func aSymbolIsDrawnInItsTintAtItsSize() throws {
        let image = try avatar("person.crop.circle")
        #expect(image.width == 48 && image.height == 48)
        // The outline (3.2 pt at 40 pt regular) on the left edge's middle, in the tint; the
        // corner is outside its 10.56 pt radius; the wash between outline and pattern is the
        // tint at 12 % over white.
        #expect(pixel(image, 1, 24) == [255, 0, 0, 255])
        #expect(pixel(image, 0, 0) == [255, 255, 255, 255])
        #expect(pixel(image, 6, 24) == [255, 224, 224, 255])
    }

    @Test func anotherNameDrawsAnotherPictureTheSameNameTheSame() throws {
        let heart = try avatar("heart.fill")
        #expect(try avatar("heart.fill").pixels == heart.pixels)
        #expect(try avatar("star.fill").pixels != heart.pixels)
    }

    @Test func theTintIsTheImagesElseTheNodesElseBlack() throws {
        #expect(pixel(try avatar("bell", tint: nil, nodeTint: .blue), 1, 24) == [0, 0, 255, 255])
        #expect(pixel(try avatar("bell", tint: nil), 1, 24) == [0, 0, 0, 255])
        #expect(
            pixel(try avatar("bell", tint: .green, nodeTint: .blue), 1, 24) == [0, 255, 0, 255])
    }

    @Test func layoutOutputNamesTheSymbol() {
        let node = ASImageNode()
        node.image = UIImage(systemName: "bell.badge")
        let pass = LayoutshotPass(
            of: node, in: ASSizeRangeMake(.zero, CGSize(width: 100, height: 100)), scale: 2)
        #expect(pass.resolved.layout.children.first?.id == "bell.badge")
        guard case .deferred(let deferred) = pass.resolved.tree.kind else {
            Issue.record("a symbol image node is a deferred element")
            return
        }
        #expect(deferred.standIn == "SF Symbol \"bell.badge\"")
    }
}
