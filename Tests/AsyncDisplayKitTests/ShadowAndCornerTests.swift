import AsyncDisplayKit
import Foundation
import LayoutshotCore
import LayoutshotRender
import Testing

/// Shadows, masked corners and continuous corners are drawn as a device draws them.
struct ShadowAndCornerTests {
    /// A card as apps write it: white, rounded, its shadow set in `didLoad()`.
    final class CardNode: ASDisplayNode {
        let inner = ASDisplayNode()
        let path: Bool

        init(path: Bool = false) {
            self.path = path
            super.init()
            backgroundColor = .white
            cornerRadius = 12
            inner.style.preferredSize = CGSize(width: 80, height: 40)
        }

        override func didLoad() {
            super.didLoad()
            layer.shadowColor = UIColor.black.cgColor
            layer.shadowOpacity = 0.5
            layer.shadowOffset = CGSize(width: 0, height: 4)
            layer.shadowRadius = 4
            if path {
                layer.shadowPath =
                    UIBezierPath(
                        roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 12
                    ).cgPath
            }
        }

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            ASInsetLayoutSpec(
                insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: inner)
        }
    }

    final class CanvasNode: ASDisplayNode {
        let card: ASDisplayNode

        init(_ card: ASDisplayNode) {
            self.card = card
            super.init()
            backgroundColor = UIColor(white: 0.9, alpha: 1)
        }

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            ASInsetLayoutSpec(
                insets: UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20), child: card)
        }
    }

    private func draw(_ node: ASDisplayNode, scale: Double = 1) throws -> RGBAImage {
        try picture(
            of: node, in: ASSizeRangeMake(.zero, CGSize(width: 300, height: 300)), scale: scale)
    }

    @Test func aCardCastsItsShadowBelowIt() throws {
        let image = try draw(CanvasNode(CardNode()))
        #expect(image.width == 140 && image.height == 100)
        let canvas: [UInt8] = [230, 230, 230, 255]
        // Far from the card: the canvas. Just below it, moved 4 pt down: darker, and darker than
        // the same distance above it; the card itself stays white.
        #expect(pixel(image, 2, 2) == canvas)
        let below = pixel(image, 70, 82)[0]
        let above = pixel(image, 70, 18)[0]
        #expect(below < 200 && below < above && above <= 230)
        #expect(pixel(image, 70, 50) == [255, 255, 255, 255])
        // The same bytes every time, and from a shadow path of the card's own shape.
        #expect(try draw(CanvasNode(CardNode())).pixels == image.pixels)
        #expect(try draw(CanvasNode(CardNode(path: true))).pixels == image.pixels)
    }

    @Test func clipsToBoundsClipsTheShadowAway() throws {
        let card = CardNode()
        card.clipsToBounds = true
        let image = try draw(CanvasNode(card))
        #expect(pixel(image, 70, 82) == [230, 230, 230, 255])
    }

    @Test func aShadowIsItsBlurWideAtEveryScale() throws {
        let one = try draw(CanvasNode(CardNode()), scale: 1)
        let two = try draw(CanvasNode(CardNode()), scale: 2)
        // The same point 2 pt below the card's bottom edge has about the same darkness at 1x and 2x.
        let a = Int(pixel(one, 70, 82)[0])
        let b = Int(pixel(two, 141, 165)[0])
        #expect(abs(a - b) <= 12)
    }

    /// A sheet's top: only the top corners rounded.
    @Test func onlyTheMaskedCornersAreRounded() throws {
        let sheet = ASDisplayNode()
        sheet.backgroundColor = .red
        sheet.cornerRadius = 10
        sheet.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheet.style.preferredSize = CGSize(width: 60, height: 40)
        let image = try draw(sheet)
        #expect(pixel(image, 0, 0) == [255, 255, 255, 255], "the top-left corner is round")
        #expect(pixel(image, 59, 0) == [255, 255, 255, 255], "the top-right corner is round")
        #expect(pixel(image, 0, 39) == [255, 0, 0, 255], "the bottom-left corner is square")
        #expect(pixel(image, 59, 39) == [255, 0, 0, 255], "the bottom-right corner is square")
    }

    @Test func continuousCornersReachFartherAlongTheEdges() throws {
        func tile(_ curve: CALayerCornerCurve) throws -> RGBAImage {
            let tile = ASDisplayNode()
            tile.backgroundColor = .blue
            tile.cornerRadius = 10
            tile.layer.cornerCurve = curve
            tile.style.preferredSize = CGSize(width: 60, height: 60)
            return try draw(tile, scale: 2)
        }
        let circular = try tile(.circular)
        let continuous = try tile(.continuous)
        // 11 pt along the top edge, the circular corner has ended; the continuous one (which
        // starts 15.3 pt from the corner) still curves down, so the edge pixel is lighter.
        #expect(pixel(circular, 22, 0) == [0, 0, 255, 255])
        #expect(pixel(continuous, 22, 0)[0] > 0)
        #expect(pixel(continuous, 60, 60) == [0, 0, 255, 255])
    }
}

/// The drawing this round added, recorded once: a card with continuous corners and a shadow, a
/// sheet with masked corners and a shadow, and a symbol stand-in, compared byte for byte with the
/// committed PNG, here and (`make portability`) under another Debian's Cairo, pixman and FreeType.
struct ShadowGoldenTests {
    @Test func theShadowsCornersAndSymbolAreTheCommittedBytes() throws {
        let card = ShadowAndCornerTests.CardNode()
        card.layer.cornerCurve = .continuous
        let sheet = ASDisplayNode()
        sheet.backgroundColor = .systemBlue
        sheet.cornerRadius = 16
        sheet.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheet.style.preferredSize = CGSize(width: 100, height: 60)
        sheet.shadowOpacity = 0.3
        sheet.shadowRadius = 8
        sheet.shadowOffset = CGSize(width: 0, height: 6)
        let symbol = ASImageNode()
        symbol.image = UIImage(
            systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20))?
            .withTintColor(.systemRed)
        let root = ASDisplayNode()
        root.backgroundColor = UIColor(white: 0.95, alpha: 1)
        root.layoutSpecBlock = { _, _ in
            ASInsetLayoutSpec(
                insets: UIEdgeInsets(top: 24, left: 24, bottom: 24, right: 24),
                child: ASStackLayoutSpec(
                    direction: .horizontal, spacing: 32, justifyContent: .start, alignItems: .start,
                    children: [card, sheet, symbol]))
        }
        let renderer = try Renderer()
        let (prepared, problems) = try prepare(
            root, in: ASSizeRangeMake(.zero, CGSize(width: 400, height: 300)), scale: 2,
            with: renderer)
        #expect(problems == [])
        let path = try #require(
            Bundle.module.path(
                forResource: "shadows-corners-symbol", ofType: "png", inDirectory: "Fixtures"))
        let committed = try #require(FileManager.default.contents(atPath: path))
        let drawn = Data(try renderer.png(of: prepared))
        #expect(
            drawn == committed,
            "the drawing of shadows, corners or symbols changed: \(drawn.count) bytes against \(committed.count)"
        )
    }
}
