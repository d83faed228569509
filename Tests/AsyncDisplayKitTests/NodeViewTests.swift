import AsyncDisplayKit
import Foundation
import LayoutshotCore
import LayoutshotRender
import Testing

/// A node's `view` and `layer`: made on first access, which calls `didLoad` once; their
/// properties are the node's, so that what changes pixels on a device (background, corners with
/// masking, border) is drawn. Pixels computed by hand at 1 pixel per point on white.
@Suite struct NodeViewTests {
    /// A 40 × 40 card whose `didLoad` sets its look through its view and layer, holding a green
    /// node that fills it.
    final class CardNode: ASDisplayNode {
        let fillNode = ASDisplayNode()
        let masks: Bool
        private(set) var loads = 0

        init(masks: Bool) {
            self.masks = masks
            super.init()
            style.preferredSize = CGSize(width: 40, height: 40)
            fillNode.backgroundColor = .green
        }

        override func didLoad() {
            super.didLoad()
            loads += 1
            view.backgroundColor = .red
            view.isUserInteractionEnabled = false
            layer.cornerRadius = 10
            layer.masksToBounds = masks
            layer.borderWidth = 2
            layer.borderColor = UIColor.blue.cgColor
            layer.shadowOpacity = 0.3
            layer.shadowOffset = CGSize(width: 0, height: 2)
        }

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            ASInsetLayoutSpec(insets: .zero, child: fillNode)
        }
    }

    func draw(_ node: ASDisplayNode) throws -> RGBAImage {
        try picture(of: node, in: ASSizeRangeMake(CGSize(width: 40, height: 40)), scale: 1)
    }

    static let green: [UInt8] = [0, 255, 0, 255], blue: [UInt8] = [0, 0, 255, 255],
        white: [UInt8] = [255, 255, 255, 255]

    @Test func theViewAndLayerAreMadeOnceAndCallDidLoadOnce() {
        let node = CardNode(masks: true)
        var order: [String] = []
        node.onDidLoad { _ in order.append("block") }
        #expect(!node.isNodeLoaded)
        let view = node.view
        #expect(node.isNodeLoaded)
        #expect(node.view === view && node.layer === view.layer)
        #expect(node.loads == 1)
        node.onDidLoad { _ in order.append("late block") }
        #expect(order == ["block", "late block"], "a block added once loaded runs at once")
        _ = node.layer
        #expect(node.loads == 1)
    }

    @Test func theViewAndLayerPropertiesAreTheNodes() {
        let node = CardNode(masks: true)
        _ = node.view
        #expect(node.backgroundColor == .red)
        #expect(node.cornerRadius == 10 && node.clipsToBounds && node.borderWidth == 2)
        #expect(node.borderColor == UIColor.blue.cgColor)
        #expect(!node.isUserInteractionEnabled)
        #expect(
            node.shadowOpacity == CGFloat(Float(0.3))
                && node.shadowOffset == CGSize(width: 0, height: 2))
        node.alpha = 0.5
        #expect(node.layer.opacity == 0.5 && node.view.alpha == 0.5)
        node.view.clipsToBounds = false
        #expect(!node.layer.masksToBounds)
        node.layer.backgroundColor = UIColor.blue.cgColor
        #expect(node.view.backgroundColor == .blue)
        // A view of your own keeps its values.
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        plain.backgroundColor = .red
        plain.layer.cornerRadius = 4
        #expect(
            plain.backgroundColor == .red && plain.layer.cornerRadius == 4
                && plain.frame.width == 10)
    }

    @Test func aLayerOfYourOwnKeepsCoreAnimationsDefaultsAndItsValues() {
        let layer = CALayer()
        #expect(
            layer.backgroundColor == nil && layer.opacity == 1 && !layer.masksToBounds
                && !layer.isOpaque)
        #expect(layer.shadowOpacity == 0 && layer.shadowOffset == CGSize(width: 0, height: -3))
        layer.backgroundColor = UIColor.blue.cgColor
        layer.opacity = 0.3
        layer.shadowOpacity = 0.7
        layer.masksToBounds = true
        #expect(
            layer.backgroundColor == UIColor.blue.cgColor && layer.opacity == 0.3
                && layer.shadowOpacity == 0.7)
        #expect(layer.masksToBounds)
    }

    @Test func aNodeWhoseViewIsLoadedIsFreedWithItsLastReference() {
        weak var gone: ASDisplayNode?
        weak var goneTable: ASTableNode?
        do {
            let node = CardNode(masks: false)
            let table = ASTableNode()
            _ = node.view
            _ = table.view.layer
            gone = node
            goneTable = table
            #expect(node.isNodeLoaded && table.isNodeLoaded)
        }
        #expect(gone == nil && goneTable == nil, "the view and layer hold their node unowned")
    }

    @Test func cornersWithMaskingClipTheSubnodesAndTheBorderIsDrawnOverThem() throws {
        let picture = try draw(CardNode(masks: true))
        #expect(pixel(picture, 20, 20) == Self.green, "the subnode")
        #expect(pixel(picture, 20, 0) == Self.blue, "the 2-point border, over the subnode")
        #expect(pixel(picture, 20, 1) == Self.blue)
        #expect(pixel(picture, 20, 2) == Self.green)
        #expect(pixel(picture, 0, 0) == Self.white, "the subnode is clipped to the rounded corner")
        #expect(
            pixel(picture, 1, 1) == Self.white, "11.3 pt or more from the corner's centre: outside")
        #expect(pixel(picture, 39, 39) == Self.white)
    }

    @Test func theSVGClipsToTheRoundedBoundsToo() throws {
        let renderer = try Renderer()
        let (prepared, _) = try prepare(
            CardNode(masks: true), in: ASSizeRangeMake(CGSize(width: 40, height: 40)), scale: 1,
            with: renderer)
        let svg = String(decoding: try renderer.svg(of: prepared), as: UTF8.self)
        #expect(svg.contains("<clipPath id=\"clip0\"><path d=\"M 10 0 H 30 A 10 10 0 0 1 40 10"))
        #expect(
            svg.components(separatedBy: "<g ").count == svg.components(separatedBy: "</g>").count,
            "every group closed")
        // The green subnode inside the clip group, then the blue border after it closes.
        let green = try #require(svg.range(of: "fill=\"#00FF00\""))
        let border = try #require(svg.range(of: "stroke=\"#0000FF\""))
        let close = try #require(svg.range(of: "</g>", range: green.upperBound..<svg.endIndex))
        #expect(close.lowerBound < border.lowerBound)
    }

    @Test func cornersWithoutMaskingRoundOnlyTheNodesOwnBox() throws {
        let picture = try draw(CardNode(masks: false))
        #expect(pixel(picture, 0, 0) == Self.green, "the subnode is not clipped")
        #expect(pixel(picture, 20, 0) == Self.blue, "the border, over the subnode")
        #expect(pixel(picture, 20, 20) == Self.green)
    }

    @Test func anImageNodeClipsItsImageToItsCornersAsTextures() throws {
        let image = try ImageModificationTests.pngFile(
            "red100", width: 100, height: 100, color: .red)
        let node = ASImageNode()
        node.image = image
        node.style.preferredSize = CGSize(width: 40, height: 40)
        node.cornerRadius = 20
        node.borderWidth = 4
        node.borderColor = UIColor.blue.cgColor
        #expect(node.clipsToBounds, "Texture's image node clips to its bounds")
        let picture = try draw(node)
        #expect(pixel(picture, 20, 20) == [255, 0, 0, 255])
        #expect(
            pixel(picture, 20, 1) == Self.blue,
            "18…19 pt from the centre: on the 16…20 ring, over the image")
        #expect(pixel(picture, 20, 5) == [255, 0, 0, 255], "14…15 pt from the centre: the image")
        #expect(pixel(picture, 0, 0) == Self.white, "the image clipped to the circle")
        #expect(pixel(picture, 3, 3) == Self.white, "22.6 pt or more from the centre")
    }
}
