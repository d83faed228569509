import AsyncDisplayKit
import Foundation
import LayoutshotLayout
import LayoutshotRender
import Testing

/// What a node's own properties draw, as in Texture: a text or image node's background, border
/// and corners behind its content; `isHidden` hiding the node and its subnodes but keeping their
/// place; `alpha` fading a node's layer and everything below it.
@Suite struct NodeDrawingTests {
    /// A text node of 100 × 40 pt with "Hi" at its top left.
    static func label(background: UIColor? = nil, alpha: CGFloat = 1, hidden: Bool = false)
        -> ASTextNode
    {
        let node = ASTextNode()
        node.attributedText = NSAttributedString(
            string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        node.style.preferredSize = CGSize(width: 100, height: 40)
        node.backgroundColor = background
        node.alpha = alpha
        node.isHidden = hidden
        return node
    }

    /// A node whose spec holds one subnode, for what a supernode passes down.
    final class HolderNode: ASDisplayNode {
        let heldNode: ASDisplayNode

        init(holding node: ASDisplayNode) {
            heldNode = node
            super.init()
        }

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            ASWrapperLayoutSpec(layoutElement: heldNode)
        }
    }

    /// The element drawn at 1 pixel per point on white, and its root frame's size.
    func draw(_ element: ASLayoutElement) throws -> (image: RGBAImage, layout: Layout) {
        let renderer = try Renderer()
        let (prepared, problems) = try prepare(
            element, in: ASSizeRangeMake(CGSize(width: 100, height: 40)), scale: 1, with: renderer)
        #expect(problems == [])
        return (try renderer.image(of: prepared), prepared.layout)
    }

    /// The distinct pixels of the image.
    func colours(_ image: RGBAImage) -> Set<[UInt8]> {
        Set(stride(from: 0, to: image.pixels.count, by: 4).map { Array(image.pixels[$0..<$0 + 4]) })
    }

    @Test func aTextNodeDrawsItsBackgroundBorderAndCornersBehindItsText() throws {
        let node = Self.label(background: .red)
        node.cornerRadius = 10
        node.borderWidth = 2
        node.borderColor = UIColor.blue.cgColor
        let (image, _) = try draw(node)
        #expect(pixel(image, 60, 20) == [255, 0, 0, 255], "the background behind the text's line")
        #expect(pixel(image, 50, 0) == [0, 0, 255, 255], "the border, inside the bounds")
        #expect(pixel(image, 0, 0) == [255, 255, 255, 255], "the rounded corner leaves the canvas")
        // The glyphs are drawn over the background, in the text's colour.
        let glyphs = (0..<20).flatMap { y in (4..<24).map { x in pixel(image, x, y) } }
        #expect(glyphs.contains([0, 0, 0, 255]), "no black glyph pixel over the red background")
    }

    @Test func aTextContainerInsetPadsTheTextInsideTheBackground() throws {
        func tag(inset: UIEdgeInsets) -> ASTextNode {
            let node = ASTextNode()
            node.attributedText = NSAttributedString(
                string: "Tag", attributes: [.font: UIFont.systemFont(ofSize: 12)])
            node.backgroundColor = .red
            node.textContainerInset = inset
            return node
        }
        let range = ASSizeRangeMake(.zero, CGSize(width: 100, height: 40))
        let plain = tag(inset: .zero).layoutThatFits(range).size
        let padded = tag(inset: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        #expect(
            padded.layoutThatFits(range).size
                == CGSize(width: plain.width + 16, height: plain.height + 8))
        func topLeft(_ node: ASTextNode) -> ASLayoutSpec {
            ASRelativeLayoutSpec(
                horizontalPosition: .start, verticalPosition: .start, sizingOption: [], child: node)
        }
        let text = try #require(try draw(topLeft(tag(inset: .zero))).layout.children.first).frame
            .size
        let (image, layout) = try draw(topLeft(padded))
        let node = try #require(layout.children.first)
        #expect(node.frame.size == Size(text.width + 16, text.height + 8))
        #expect(
            node.children.map(\.type).sorted() == ["box", "inset"],
            "the background, then the inset text")
        #expect(pixel(image, 3, 2) == [255, 0, 0, 255], "the background covers the inset")
        #expect(pixel(image, Int(text.width) + 12, Int(text.height) + 5) == [255, 0, 0, 255])
        // No glyph in the left inset or the top one: the text starts 8 pt in and 4 pt down.
        #expect(
            (0..<Int(node.frame.size.height)).allSatisfy { y in
                (0..<6).allSatisfy { x in pixel(image, x, y) == [255, 0, 0, 255] }
            })
        #expect(
            (0..<3).allSatisfy { y in
                (0..<Int(node.frame.size.width)).allSatisfy { x in
                    pixel(image, x, y) == [255, 0, 0, 255]
                }
            })
    }

    @Test func underlinesStrikethroughsBackgroundsAndBaselineOffsetsAreDrawn() throws {
        let string = NSMutableAttributedString(
            string: "Now ", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        string.append(
            NSAttributedString(
                string: "$20",
                attributes: [
                    .font: UIFont.systemFont(ofSize: 14),
                    .strikethroughStyle: NSUnderlineStyle.single.rawValue,
                ]))
        string.append(
            NSAttributedString(
                string: " $15",
                attributes: [
                    .font: UIFont.systemFont(ofSize: 14),
                    .underlineStyle: NSUnderlineStyle.double,
                    .backgroundColor: UIColor.yellow,
                    .baselineOffset: 2,
                ]))
        let node = ASTextNode()
        node.attributedText = string
        let pass = LayoutshotPass(
            of: node, in: ASSizeRangeMake(.zero, CGSize(width: 200, height: 40)))
        guard case .text(let content) = pass.resolved.tree.kind else {
            Issue.record("not a text: \(pass.resolved.tree.kind.typeName)")
            return
        }
        #expect(
            content.text
                == "<span font_desc=\"DejaVu Sans, 14\" foreground=\"#000000FF\">Now </span>"
                + "<span font_desc=\"DejaVu Sans, 14\" foreground=\"#000000FF\" strikethrough=\"true\">$20</span>"
                + "<span font_desc=\"DejaVu Sans, 14\" foreground=\"#000000FF\" underline=\"double\""
                + " background=\"#FFFF00FF\" rise=\"2048\"> $15</span>")
        // Drawn: the yellow behind " $15", and a line through "$20" that plain text does not have.
        let (image, _) = try draw(node)
        #expect(colours(image).contains([255, 255, 0, 255]))
        let plain = ASTextNode()
        plain.attributedText = NSAttributedString(
            string: "Now $20", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        let (struck, _) = try draw(
            ASStackLayoutSpec(
                direction: .horizontal, spacing: 0, justifyContent: .start,
                alignItems: .start, children: [node]))
        let (unstruck, _) = try draw(plain)
        let darkInRow = { (image: RGBAImage, y: Int) in
            (0..<image.width).filter { pixel(image, $0, y)[0] < 100 }.count
        }
        let rows = 0..<20
        #expect(
            rows.map { darkInRow(struck, $0) }.max()! > rows.map { darkInRow(unstruck, $0) }.max()!,
            "no line through the struck-through run")
    }

    @Test func aHiddenNodeKeepsItsPlaceButDrawsNothing() throws {
        let visible = ASStackLayoutSpec(
            direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
            children: [
                Self.label(background: .red),
                ASDisplayNodeWithBackgroundColor(.blue, CGSize(width: 10, height: 10)),
            ])
        let hidden = ASStackLayoutSpec(
            direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
            children: [
                Self.label(background: .red, hidden: true),
                ASDisplayNodeWithBackgroundColor(.blue, CGSize(width: 10, height: 10)),
            ])
        let (shown, shownLayout) = try draw(visible)
        let (image, layout) = try draw(hidden)
        #expect(layout == shownLayout, "hiding a node changed the frames")
        #expect(colours(shown).contains([255, 0, 0, 255]))
        #expect(
            !colours(image).contains([255, 0, 0, 255]), "the hidden node's background was drawn")
        #expect(
            colours(image).isSubset(of: [[255, 255, 255, 255], [0, 0, 255, 255]]),
            "the hidden node's text was drawn")
    }

    @Test func aHiddenSupernodeHidesItsSubnodes() throws {
        let holder = HolderNode(holding: Self.label(background: .red))
        holder.isHidden = true
        let (image, _) = try draw(holder)
        #expect(colours(image) == [[255, 255, 255, 255]])
    }

    @Test func alphaFadesTheTextAndItsBackgroundAsOneLayer() throws {
        // Black text on a black background at half opacity: one grey, with no darker glyphs,
        // as a layer's opacity composites its content once.
        let (image, _) = try draw(Self.label(background: .black, alpha: 0.5))
        let grey = pixel(image, 60, 20)
        #expect(
            grey[0] >= 127 && grey[0] <= 128 && grey[0] == grey[1] && grey[1] == grey[2], "\(grey)")
        #expect(colours(image) == [grey])
    }

    @Test func aSupernodesAlphaMultipliesItsSubnodes() throws {
        let holder = HolderNode(holding: Self.label(background: .black, alpha: 0.5))
        holder.alpha = 0.5
        let (image, _) = try draw(holder)
        let grey = pixel(image, 60, 20)
        // 255 × (1 − 0.25): the subnode at a quarter of full opacity.
        #expect(grey[0] >= 191 && grey[0] <= 192, "\(grey)")
    }
}
