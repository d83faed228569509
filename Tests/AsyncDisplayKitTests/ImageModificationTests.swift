import AsyncDisplayKit
import Foundation
import LayoutshotCore
import LayoutshotRender
import Testing

/// Texture's image modification blocks change the pixels as on a device: the image drawn at the
/// node's pixel size first (never more pixels than the image has), then modified. Every
/// expectation is computed by hand from that rule, at 2 pixels per point on white.
@Suite struct ImageModificationTests {
    /// A PNG file of `width` × `height` pixels (scale 1), left `opaqueColumns` columns in `color`,
    /// the rest transparent.
    static func pngFile(
        _ name: String, width: Int, height: Int, color: Color, opaqueColumns: Int? = nil
    ) throws
        -> UIImage
    {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<(opaqueColumns ?? width) {
                let offset = (y * width + x) * 4
                image.pixels.replaceSubrange(
                    offset..<offset + 4, with: [color.red, color.green, color.blue, color.alpha])
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutshot-modification-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name + ".png").path
        try Data(try PNGCodec.encode(image)).write(to: URL(fileURLWithPath: path), options: .atomic)
        return try #require(UIImage(contentsOfFile: path))
    }

    /// An image node of 40 × 40 pt showing `image` through `block`.
    static func avatar(_ image: UIImage, _ block: asimagenode_modification_block_t?) -> ASImageNode
    {
        let node = ASImageNode()
        node.image = image
        node.style.preferredSize = CGSize(width: 40, height: 40)
        node.imageModificationBlock = block
        return node
    }

    /// The node drawn alone at 2 pixels per point on white: 80 × 80 pixels.
    func draw(_ node: ASDisplayNode) throws -> RGBAImage {
        try picture(of: node, in: ASSizeRangeMake(CGSize(width: 40, height: 40)), scale: 2)
    }

    static let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255],
        white: [UInt8] = [255, 255, 255, 255]

    @Test func aRoundBorderClipsTheImageToTheNodesCircleWithHalfItsWidthInside() throws {
        // 100 × 100 pixels fill the node's 80 × 80: the circle has its centre at (40, 40) and a
        // radius of 40 pixels; the 8-pixel stroke is clipped to it, so the ring is 36…40 out.
        let image = try Self.pngFile("red100", width: 100, height: 100, color: .red)
        let node = Self.avatar(image, ASImageNodeRoundBorderModificationBlock(8, .blue))
        let picture = try draw(node)
        #expect(pixel(picture, 40, 40) == Self.red, "the centre")
        #expect(pixel(picture, 40, 5) == Self.red, "34…35 px out: inside the ring")
        #expect(pixel(picture, 40, 1) == Self.blue, "38…39 px out: on the ring")
        #expect(pixel(picture, 1, 40) == Self.blue, "the ring on the left")
        #expect(pixel(picture, 78, 40) == Self.blue, "the ring on the right")
        #expect(pixel(picture, 0, 0) == Self.white, "outside the circle: the canvas")
        #expect(pixel(picture, 79, 79) == Self.white)
        #expect(pixel(picture, 8, 8) == Self.white, "about 45 px out")
    }

    @Test func theBorderIsInThePixelsOfTheImageTheNodeDraws() throws {
        // 20 × 20 pixels are fewer than the node's 80 × 80: Texture draws a 20-pixel backing and
        // shows it four times larger, so the 8-pixel stroke (4 inside the clip) is 16 pixels wide.
        let image = try Self.pngFile("red20", width: 20, height: 20, color: .red)
        let picture = try draw(
            Self.avatar(image, ASImageNodeRoundBorderModificationBlock(8, .blue)))
        #expect(pixel(picture, 40, 10) == Self.blue, "about 30 px out: on the 24…40 ring")
        #expect(pixel(picture, 40, 30) == Self.red, "about 10 px out")
        #expect(pixel(picture, 0, 0) == Self.white)
    }

    @Test func noBorderWidthOnlyRounds() throws {
        let image = try Self.pngFile("red100", width: 100, height: 100, color: .red)
        let picture = try draw(Self.avatar(image, ASImageNodeRoundBorderModificationBlock(0, nil)))
        #expect(pixel(picture, 40, 1) == Self.red)
        #expect(pixel(picture, 0, 0) == Self.white)
    }

    @Test func aTintFillsTheImagesAlphaWithTheColour() throws {
        // The left half opaque red, the right half transparent: 100 columns drawn into 80, so
        // columns 0…39 are blue, 40…79 the canvas (away from the seam, smoothed by the scaling).
        let image = try Self.pngFile(
            "half", width: 100, height: 100, color: .red, opaqueColumns: 50)
        let picture = try draw(Self.avatar(image, ASImageNodeTintColorModificationBlock(.blue)))
        #expect(pixel(picture, 10, 40) == Self.blue)
        #expect(pixel(picture, 30, 70) == Self.blue)
        #expect(pixel(picture, 60, 40) == Self.white)
    }

    @Test func blocksComposeInTheOrderTheyAreCalled() throws {
        // Rounded with a blue ring, then tinted green: the ring and the image are both green.
        let image = try Self.pngFile("red100", width: 100, height: 100, color: .red)
        let round = ASImageNodeRoundBorderModificationBlock(8, .blue)
        let tint = ASImageNodeTintColorModificationBlock(.green)
        let picture = try draw(
            Self.avatar(image) { image, traits in round(image, traits).flatMap { tint($0, traits) }
            })
        #expect(pixel(picture, 40, 40) == [0, 255, 0, 255])
        #expect(pixel(picture, 40, 1) == [0, 255, 0, 255])
        #expect(pixel(picture, 0, 0) == Self.white)
    }

    @Test func aBlockThatReturnsNilShowsNoImageAndTheSizeStaysTheImages() throws {
        let image = try Self.pngFile("red100", width: 100, height: 100, color: .red)
        let node = ASImageNode()
        node.image = image
        node.imageModificationBlock = { _, _ in nil }
        #expect(
            node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 500, height: 500))).size
                == CGSize(width: 100, height: 100))
        let picture = try draw(Self.avatar(image) { _, _ in nil })
        #expect(pixel(picture, 40, 40) == Self.white)
    }
}
