import AsyncDisplayKit
import LayoutshotCore
import LayoutshotRender
import Testing

/// Texture is used widely by Korean and Japanese teams: a profile cell in Korean renders with the
/// bundled Hangul fonts, bold names in the bold face, and names them in its fingerprint.
struct KoreanProfileCellTests {
    final class ProfileCellNode: ASCellNode {
        let nameNode = ASTextNode()
        let bioNode = ASTextNode()

        init(name: String, bio: String, bold: Bool = true) {
            super.init()
            automaticallyManagesSubnodes = true
            nameNode.attributedText = NSAttributedString(
                string: name,
                attributes: [.font: UIFont.systemFont(ofSize: 17, weight: bold ? .bold : .regular)])
            bioNode.attributedText = NSAttributedString(
                string: bio,
                attributes: [
                    .font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.darkGray,
                ])
        }

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            let column = ASStackLayoutSpec(
                direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .start,
                children: [nameNode, bioNode])
            return ASInsetLayoutSpec(
                insets: UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12), child: column)
        }
    }

    private func draw(_ cell: ProfileCellNode) throws -> (image: RGBAImage, fingerprint: String) {
        let renderer = try Renderer()
        let (prepared, problems) = try prepare(
            cell,
            in: ASSizeRangeMake(CGSize(width: 320, height: 0), CGSize(width: 320, height: 400)),
            scale: 2,
            with: renderer)
        #expect(problems == [])
        return (try renderer.image(of: prepared), prepared.fingerprint.description)
    }

    /// The share of a region's pixels that are darker than mid-grey (ink).
    private func ink(_ image: RGBAImage, _ region: (x: Range<Int>, y: Range<Int>)) -> Int {
        var count = 0
        for y in region.y {
            for x in region.x where pixel(image, x, y)[0] < 128 { count += 1 }
        }
        return count
    }

    @Test func hangulIsDrawnWithTheBundledFonts() throws {
        let (image, fingerprint) = try draw(
            ProfileCellNode(name: "홍길동", bio: "안녕하세요! 서울에 사는 iOS 개발자입니다."))
        // The name's three syllables, at 17 pt from (12, 10), have ink; the fingerprint names
        // the script fonts.
        #expect(ink(image, (24..<124, 20..<60)) > 300)
        #expect(fingerprint.contains("; scripts 3:"))
        let (latin, latinFingerprint) = try draw(
            ProfileCellNode(name: "Gildong", bio: "iOS developer in Seoul"))
        #expect(ink(latin, (24..<124, 20..<60)) > 100)
        #expect(
            !latinFingerprint.contains("scripts"), "other pictures keep the fingerprint they had")
    }

    @Test func aBoldNameIsDrawnInTheBoldFace() throws {
        let bold = try draw(ProfileCellNode(name: "홍길동", bio: "", bold: true)).image
        let regular = try draw(ProfileCellNode(name: "홍길동", bio: "", bold: false)).image
        #expect(ink(bold, (24..<124, 20..<60)) > ink(regular, (24..<124, 20..<60)) + 100)
    }
}
