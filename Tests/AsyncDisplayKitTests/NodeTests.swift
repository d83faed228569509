import AsyncDisplayKit
import Foundation
@_spi(Locking) import LayoutshotCore
import LayoutshotLayout
import Testing

/// Nodes as Texture code uses them: subclasses with their own specs nested in other nodes' specs,
/// text with runs, images by name, buttons, and the names messages use.
@Suite struct NodeTests {
    /// A row whose spec depends on the width it is given.
    final class AdaptiveRowNode: ASDisplayNode {
        let leadingNode = ASDisplayNodeWithBackgroundColor(.red, CGSize(width: 80, height: 20))
        let trailingNode = ASDisplayNodeWithBackgroundColor(.blue, CGSize(width: 80, height: 20))

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            let stack =
                constrainedSize.max.width < 200
                ? ASStackLayoutSpec.vertical() : ASStackLayoutSpec.horizontal()
            stack.alignItems = .start
            stack.children = [leadingNode, trailingNode]
            return stack
        }
    }

    final class CardNode: ASCellNode {
        let rowNode = AdaptiveRowNode()
        let footerNode = ASDisplayNodeWithBackgroundColor(.gray, CGSize(width: 10, height: 10))

        override init() {
            super.init()
            footerNode.debugName = "footer"
        }

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            ASInsetLayoutSpec(
                insets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5),
                child: ASStackLayoutSpec(
                    direction: .vertical, spacing: 0, justifyContent: .start,
                    alignItems: .start, children: [rowNode, footerNode]))
        }
    }

    @Test(arguments: [
        (300.0, CGSize(width: 170, height: 40), CGRect(x: 80, y: 0, width: 80, height: 20)),
        (150.0, CGSize(width: 90, height: 60), CGRect(x: 0, y: 20, width: 80, height: 20)),
    ])
    func nodesWithTheirOwnSpecsNest(width: Double, size: CGSize, trailing: CGRect) {
        let card = CardNode()
        let layout = card.layoutThatFits(range(CGFloat(width), .infinity))
        #expect(layout.size == size)
        #expect(
            card.rowNode.calculatedLayout?.sublayouts.first?.sublayouts.map(\.frame).last
                == trailing)
        #expect(card.footerNode.calculatedSize == CGSize(width: 10, height: 10))
    }

    /// A pass makes the root's layout only; the rest are made when read, give the frames an
    /// eager tree would, and a subnode's `calculatedLayout` matches its place in its parent's.
    @Test func sublayoutsAreMadeWhenReadWithTheFramesOfThePass() {
        let card = CardNode()
        let layout = card.layoutThatFits(range(300, .infinity))
        #expect(card.calculatedLayout === layout)
        #expect(layout.type == .displayNode && layout.layoutElement === card)
        let inset = layout.sublayouts[0]
        #expect(inset.layoutElement is ASInsetLayoutSpec && inset.type == .layoutSpec)
        #expect(layout.sublayouts[0] === inset, "sublayouts are made once")
        let stack = inset.sublayouts[0]
        #expect(stack.sublayouts.map(\.frame) == [rect(0, 0, 160, 20), rect(0, 20, 10, 10)])
        let elements = stack.sublayouts.map(\.layoutElement)
        #expect(
            elements.count == 2 && elements[0] === card.rowNode && elements[1] === card.footerNode)
        let row = card.rowNode.calculatedLayout
        #expect(row?.frame == rect(0, 0, 160, 20) && row?.layoutElement === card.rowNode)
        #expect(
            row?.sublayouts.first?.sublayouts.map(\.frame) == [
                rect(0, 0, 80, 20), rect(80, 0, 80, 20),
            ])
        #expect(card.rowNode.calculatedLayout === row, "a node keeps the layout it made")
        // A new pass replaces the subnodes' layouts too.
        _ = card.layoutThatFits(range(150, .infinity))
        #expect(card.rowNode.calculatedSize == CGSize(width: 80, height: 40))
        #expect(
            card.rowNode.calculatedLayout?.sublayouts.first?.sublayouts.map(\.frame) == [
                rect(0, 0, 80, 20), rect(0, 20, 80, 20),
            ])
    }

    /// A subnode finds its layout in the pass that laid it out while that pass's layout lives,
    /// and has none once it is gone.
    @Test func aSubnodesLayoutLivesAsLongAsItsPasssLayout() {
        let row: AdaptiveRowNode
        do {
            let card = CardNode()
            row = card.rowNode
            _ = card.layoutThatFits(range(300, .infinity))
            #expect(row.calculatedSize == CGSize(width: 160, height: 20))
            #expect(row.constrainedSizeForCalculatedLayout.max == CGSize(width: 160, height: 20))
        }
        // The card and its layout are gone; the row still exists.
        #expect(row.calculatedLayout == nil)
        #expect(row.calculatedSize == .zero)
        #expect(row.constrainedSizeForCalculatedLayout.max == .zero)
    }

    /// Code run by a pass reads a subnode's layout from before the pass, as in Texture; once
    /// the pass is done, the subnode's layout is the one it made, and a subnode the new layout
    /// leaves out keeps its last.
    @Test func aSubnodesLayoutIsTheLastFinishedPasss() {
        final class WatchingNode: ASDisplayNode {
            let rowNode = AdaptiveRowNode()
            let extraNode = ASDisplayNodeWithBackgroundColor(.green, CGSize(width: 5, height: 5))
            var showsExtra = true
            var rowWidthsSeen: [CGFloat] = []

            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                rowWidthsSeen.append(rowNode.calculatedSize.width)
                return ASStackLayoutSpec(
                    direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                    children: showsExtra ? [rowNode, extraNode] : [rowNode])
            }
        }
        let node = WatchingNode()
        let wide = node.layoutThatFits(range(300, .infinity))
        #expect(node.rowNode.calculatedSize == CGSize(width: 160, height: 20))
        node.showsExtra = false
        _ = node.layoutThatFits(range(150, .infinity))
        #expect(
            node.rowWidthsSeen.first == 0 && node.rowWidthsSeen.last == 160,
            "during the second pass, the first's")
        #expect(node.rowNode.calculatedSize == CGSize(width: 80, height: 40))
        #expect(
            node.rowNode.calculatedLayout?.sublayouts.first?.sublayouts.map(\.frame) == [
                rect(0, 0, 80, 20), rect(0, 20, 80, 20),
            ])
        #expect(node.extraNode.calculatedLayout?.frame == rect(0, 20, 5, 5))
        #expect(wide.sublayouts[0].sublayouts.count == 2, "the first layout keeps its frames")
    }

    /// Passes one after another, with no read between them: code run by each still reads the
    /// layout of the one before; a pass whose layout was dropped leaves the one before it; a
    /// pass over a converted tree (a renderer's) changes no node's layout.
    @Test func aSubnodesLayoutIsTheLastFinishedKeptPasssWithoutReadsBetween() {
        final class WatchingNode: ASDisplayNode {
            let rowNode = AdaptiveRowNode()
            var rowSizesSeen: [CGSize] = []

            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                rowSizesSeen.append(rowNode.calculatedSize)
                return ASWrapperLayoutSpec(layoutElement: rowNode)
            }
        }
        let node = WatchingNode()
        _ = node.layoutThatFits(range(300, .infinity))
        node.setNeedsLayout()  // else the same range gives the same layout, without a pass
        _ = node.layoutThatFits(range(300, .infinity))
        _ = node.layoutThatFits(range(150, .infinity))
        // (The first pass also asks once while finding what the class overrides.)
        #expect(
            node.rowSizesSeen.suffix(2) == [
                CGSize(width: 160, height: 20), CGSize(width: 160, height: 20),
            ])
        #expect(node.rowSizesSeen.dropLast(2).allSatisfy { $0 == .zero })
        #expect(node.rowNode.calculatedSize == CGSize(width: 80, height: 40))

        let row = AdaptiveRowNode()
        let spec = ASWrapperLayoutSpec(layoutElement: row)
        let kept = spec.layoutThatFits(range(300, .infinity))
        _ = spec.layoutThatFits(range(150, .infinity))
        #expect(
            row.calculatedSize == CGSize(width: 160, height: 20),
            "the dropped pass leaves the kept one")
        #expect(row.constrainedSizeForCalculatedLayout.max == CGSize(width: 160, height: 20))
        _ = LayoutshotPass.engineTree(of: spec).laidOut(
            in: SizeRange(min: .zero, max: Size(150, .infinity)))
        #expect(row.calculatedSize == CGSize(width: 160, height: 20))
        #expect(kept.size == CGSize(width: 160, height: 20))
    }

    /// As in Texture, a node's layout holds the node weakly and its specs strongly: a node and
    /// its layout do not keep each other alive once the test lets go of the node, whether the
    /// layout came from `layoutThatFits` or a snapshot's pass, and with every layout read.
    @Test(arguments: [false, true])
    func aLaidOutNodeIsFreedWithItsLayout(bySnapshotPass: Bool) {
        weak var weakCard: CardNode?
        weak var weakRow: AdaptiveRowNode?
        weak var weakLayout: ASLayout?
        do {
            let card = CardNode()
            weakCard = card
            weakRow = card.rowNode
            let layout =
                bySnapshotPass
                ? LayoutshotPass(of: card, in: range(300, .infinity)).layout
                : card.layoutThatFits(range(300, .infinity))
            weakLayout = layout
            _ = card.rowNode.calculatedLayout?.sublayouts[0].sublayouts
            _ = card.footerNode.calculatedLayout
            #expect(layout.sublayouts[0].sublayouts[0].sublayouts.count == 2)
            #expect(
                layout.sublayouts[0].sublayouts[0].sublayouts[0].sublayouts[0].sublayouts.count == 2
            )
        }
        #expect(weakCard == nil && weakRow == nil && weakLayout == nil)
    }

    /// A snapshot's pass gives the layout `layoutThatFits` gives, and every node of it its own.
    @Test func aSnapshotPassGivesTheLayoutOfLayoutThatFits() {
        let card = CardNode()
        let pass = LayoutshotPass(of: card, in: range(300, .infinity))
        #expect(
            card.calculatedLayout === pass.layout
                && pass.layout.size == CGSize(width: 170, height: 40))
        let stack = pass.layout.sublayouts[0].sublayouts[0]
        #expect(stack.sublayouts.map(\.frame) == [rect(0, 0, 160, 20), rect(0, 20, 10, 10)])
        #expect(
            stack.sublayouts[0].layoutElement === card.rowNode
                && stack.sublayouts[1].layoutElement === card.footerNode)
        #expect(
            card.rowNode.calculatedLayout?.sublayouts.first?.sublayouts.map(\.frame) == [
                rect(0, 0, 80, 20), rect(80, 0, 80, 20),
            ])
        #expect(card.footerNode.calculatedSize == CGSize(width: 10, height: 10))
        #expect(
            pass.resolved.layout.children[0].children[0].children.map(\.frame.size) == [
                Size(160, 20), Size(10, 10),
            ])
    }

    /// The first reads of a layout's sublayouts may come from several threads at once: all of
    /// them get the same layouts.
    @Test func sublayoutsReadFromManyThreadsAreTheSame() {
        let card = CardNode()
        // Shared as Texture code shares layouts: `ASLayout` makes no Sendable claim.
        nonisolated(unsafe) let layout = card.layoutThatFits(range(300, .infinity))
        let seen = CheckedMutex<[ObjectIdentifier]>([])
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            let inset = layout.sublayouts[0]
            seen.withLock { $0.append(ObjectIdentifier(inset)) }
        }
        #expect(Set(seen.withLock { $0 }).count == 1)
    }

    /// The first reads of a subnode's layout may come from several threads at once: the node's
    /// lock lets one of them take the finished pass's place and make the layout, and all of them
    /// get that layout.
    @Test func aSubnodesLayoutReadFromManyThreadsIsMadeOnce() {
        let card = CardNode()
        _ = card.layoutThatFits(range(300, .infinity))
        // Shared as Texture code shares nodes: `ASDisplayNode` makes no Sendable claim.
        nonisolated(unsafe) let footer = card.footerNode
        let seen = CheckedMutex<[ObjectIdentifier?]>([])
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            let layout = footer.calculatedLayout
            seen.withLock { $0.append(layout.map(ObjectIdentifier.init)) }
        }
        let layouts = seen.withLock { $0 }
        #expect(layouts.count == 16 && Set(layouts).count == 1 && layouts[0] != nil)
        #expect(footer.calculatedLayout?.size == CGSize(width: 10, height: 10))
    }

    /// Passes on several threads at once, each over cells of its own, at two widths: every
    /// subnode finds the layout of its own cell's last pass.
    @Test func passesOnManyThreadsEachFindTheirSubnodesLayouts() {
        // Shared as Texture code shares nodes: each thread lays out only its own cell.
        nonisolated(unsafe) let cards = (0..<8).map { _ in CardNode() }
        let wrong = CheckedMutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: cards.count) { index in
            let card = cards[index]
            for round in 0..<20 {
                let width: CGFloat = (index + round).isMultiple(of: 2) ? 300 : 150
                let size = card.layoutThatFits(range(width, .infinity)).size
                let trailing = card.rowNode.calculatedLayout?.sublayouts.first?.sublayouts.map(
                    \.frame
                ).last
                let expected =
                    width == 300
                    ? (CGSize(width: 170, height: 40), CGRect(x: 80, y: 0, width: 80, height: 20))
                    : (CGSize(width: 90, height: 60), CGRect(x: 0, y: 20, width: 80, height: 20))
                if size != expected.0 || trailing != expected.1
                    || card.footerNode.calculatedSize != CGSize(width: 10, height: 10)
                {
                    wrong.withLock {
                        $0.append(
                            "card \(index), round \(round): \(size), \(String(describing: trailing))"
                        )
                    }
                }
            }
        }
        #expect(wrong.withLock { $0 } == [])
    }

    /// Styles are converted for the engine once and kept until a value changes: every change,
    /// in place or whole, shows in the next layout; values set back give the defaults' frames.
    @Test func styleChangesShowInTheNextLayout() {
        let node = ASDisplayNodeWithBackgroundColor(.red, CGSize(width: 40, height: 20))
        let spec = ASStackLayoutSpec(
            direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
            children: [node])
        let width300 = ASSizeRange(
            min: CGSize(width: 300, height: 0), max: CGSize(width: 300, height: 100))
        func frame() -> CGRect { spec.layoutThatFits(width300).sublayouts[0].frame }
        #expect(frame() == CGRect(x: 0, y: 0, width: 40, height: 20))
        node.style.width.value = 60
        #expect(frame() == CGRect(x: 0, y: 0, width: 60, height: 20))
        node.style.flexGrow = 1
        #expect(frame() == CGRect(x: 0, y: 0, width: 300, height: 20))
        node.style.flexGrow = 1
        #expect(frame() == CGRect(x: 0, y: 0, width: 300, height: 20))
        node.style.flexGrow = 0
        node.style.preferredLayoutSize = ASLayoutSize(
            width: ASDimensionMake("50%"), height: ASDimensionAuto)
        #expect(frame() == CGRect(x: 0, y: 0, width: 150, height: 100))
        node.style.width = ASDimensionAuto
        #expect(frame() == CGRect(x: 0, y: 0, width: 0, height: 0))
    }

    @Test func nodesAreNamedByDebugNameThenByProperty() {
        let pass = LayoutshotPass(of: CardNode(), in: range(300, .infinity))
        let ids = pass.resolved.layout.absoluteFrames(scale: 2).compactMap(\.id)
        #expect(ids == ["rowNode", "leadingNode", "trailingNode", "footer"])
        #expect(pass.resolved.layout.type == "CardNode")
        #expect(pass.resolved.layout.children[0].children[0].children[0].type == "AdaptiveRowNode")
    }

    /// A text's conversion is reused while its string object and options stay; a mutable string
    /// can change in place, so it is read again at every pass.
    @Test func aTextChangedInPlaceOrReplacedIsMeasuredAgain() {
        let node = ASTextNode()
        let string = NSMutableAttributedString(
            string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        node.attributedText = string
        let short = node.layoutThatFits(range(300, .infinity)).size
        string.append(
            NSAttributedString(
                string: ", everyone", attributes: [.font: UIFont.systemFont(ofSize: 14)]))
        node.setNeedsLayout()  // a change in place is no setter: Texture's cache needs telling
        let long = node.layoutThatFits(range(300, .infinity)).size
        #expect(long.width > short.width * 2 && long.height == short.height)
        node.attributedText = NSAttributedString(
            string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        #expect(node.layoutThatFits(range(300, .infinity)).size == short)
        node.maximumNumberOfLines = 1
        node.attributedText = NSAttributedString(
            string: String(repeating: "word ", count: 40),
            attributes: [.font: UIFont.systemFont(ofSize: 14)])
        let oneLine = node.layoutThatFits(range(300, .infinity)).size
        node.maximumNumberOfLines = 0
        #expect(
            node.layoutThatFits(range(300, .infinity)).size.height > oneLine.height * 2,
            "the same text, a new option")
    }

    @Test func textRunsBecomeMarkupAndUniformTextStaysPlain() throws {
        let plain = ASTextNode()
        plain.attributedText = NSAttributedString(
            string: "Tom & Jerry",
            attributes: [.font: UIFont.boldSystemFont(ofSize: 15)])
        let mixed = ASTextNode()
        let string = NSMutableAttributedString(
            string: "Price ", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        string.append(
            NSAttributedString(
                string: "<€5>",
                attributes: [
                    .font: UIFont.systemFont(ofSize: 14, weight: .semibold),
                    .foregroundColor: UIColor.red, .kern: 1.5,
                ]))
        mixed.attributedText = string
        mixed.maximumNumberOfLines = 1
        mixed.truncationMode = .byTruncatingMiddle
        let stack = ASStackLayoutSpec(
            direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
            children: [plain, mixed])
        let pass = LayoutshotPass(of: stack, in: range(300, .infinity))
        #expect(pass.problems == [])
        guard case .text(let first) = pass.resolved.tree.children[0].kind,
            case .text(let second) = pass.resolved.tree.children[1].kind
        else {
            Issue.record(
                "text nodes are not text: \(pass.resolved.tree.children.map(\.kind.typeName))")
            return
        }
        #expect(first == TextContent(text: "Tom & Jerry", font: "DejaVu Sans, Bold 15"))
        #expect(second.markup)
        #expect(
            second.text
                == "<span font_desc=\"DejaVu Sans, 14\" foreground=\"#000000FF\">Price </span>"
                + "<span font_desc=\"DejaVu Sans, Semi-Bold 14\" foreground=\"#FF0000FF\" letter_spacing=\"1536\">&lt;€5&gt;</span>"
        )
        #expect(second.maximumNumberOfLines == 1)
        #expect(second.truncation == .middle)
        #expect(pass.layout.sublayouts[0].size.height > 10)
    }

    @Test func imagesByNameTakeTheirScaleFromTheFileName() throws {
        let retina = try #require(UIImage(named: "Fixtures/avatar"))
        #expect(retina.scale == 2)
        #expect(retina.size == CGSize(width: 44, height: 44))
        let plain = try #require(UIImage.as_imageNamed("Fixtures/thumbnail.png"))
        #expect(plain.size == CGSize(width: 88, height: 88))
        #expect(UIImage(named: "no-such-image") == nil)
        #expect(UIImage.missingNames.contains("no-such-image"))

        let imageNode = ASImageNode()
        imageNode.image = retina
        let layout = imageNode.layoutThatFits(range(300, 300))
        #expect(layout.size == CGSize(width: 44, height: 44))
    }

    @Test func networkImagesComeFromTheImagesATestProvides() throws {
        let url = try #require(URL(string: "https://example.com/NodeTests/avatar.png"))
        let node = ASNetworkImageNode()
        node.url = url
        node.style.preferredSize = CGSize(width: 30, height: 30)
        let placeholder = LayoutshotPass(of: node, in: range(300, 300))
        guard case .box(let appearance) = placeholder.resolved.tree.kind else {
            Issue.record("a network image without an image is a placeholder box")
            return
        }
        #expect(appearance.color == .init(red: 0xE5, green: 0xE5, blue: 0xEA))

        ASNetworkImageNode.provideImage(UIImage(named: "Fixtures/avatar"), for: url)
        defer { ASNetworkImageNode.provideImage(nil, for: url) }
        let unsized = ASNetworkImageNode()
        unsized.url = url
        #expect(unsized.layoutThatFits(range(300, 300)).size == CGSize(width: 44, height: 44))
    }

    @Test func buttonsLayOutTheirTitleLikeTexture() {
        let button = ASButtonNode()
        button.setTitle("Follow", with: .boldSystemFont(ofSize: 15), with: .white, for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 6, left: 14, bottom: 6, right: 14)
        let layout = button.layoutThatFits(range(300, 300))
        let inset = layout.sublayouts[0]
        #expect(inset.layoutElement is ASInsetLayoutSpec)
        let title = inset.sublayouts[0].sublayouts[0]
        #expect(title.layoutElement === button.titleNode)
        #expect(title.position == CGPoint(x: 0, y: 0))
        #expect(inset.sublayouts[0].frame.origin == CGPoint(x: 14, y: 6))
        #expect(layout.size == CGSize(width: title.size.width + 28, height: title.size.height + 12))
    }

    @Test func buttonsShowTheTitleOfTheirStateAsTextureChoosesIt() {
        let button = ASButtonNode()
        button.setTitle("Follow", with: .boldSystemFont(ofSize: 15), with: .white, for: .normal)
        button.setTitle(
            "Following", with: .boldSystemFont(ofSize: 15), with: .black, for: .selected)
        button.setTitle(
            "Unfollow", with: .boldSystemFont(ofSize: 15), with: .red,
            for: [.selected, .highlighted])
        let normalWidth = button.layoutThatFits(range(300, 300)).size.width
        button.isSelected = true
        #expect(button.titleNode.attributedText?.string == "Following")
        #expect(button.layoutThatFits(range(300, 300)).size.width > normalWidth)
        button.isHighlighted = true
        #expect(button.titleNode.attributedText?.string == "Unfollow")
        // A state without its own title shows the normal one.
        button.isSelected = false
        #expect(button.titleNode.attributedText?.string == "Follow")
        button.isHighlighted = false
        button.isEnabled = false
        #expect(button.titleNode.attributedText?.string == "Follow")
        button.setTitle("Unavailable", with: nil, with: .gray, for: .disabled)
        #expect(button.titleNode.attributedText?.string == "Unavailable")
        button.isEnabled = true
        #expect(button.titleNode.attributedText?.string == "Follow")
    }

    @Test func misuseIsReportedNotTrappedOn() {
        let child = ASDisplayNodeWithBackgroundColor(.red, CGSize(width: 10, height: 10))
        let ratio = ASRatioLayoutSpec(ratio: 0, child: child)
        let inset = ASInsetLayoutSpec()
        let font = ASTextNode()
        font.attributedText = NSAttributedString(
            string: "Hi", attributes: [.font: UIFont(name: "Avenir-Medium", size: 14) as Any])
        let stack = ASStackLayoutSpec(
            direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
            children: [ratio, inset, font])
        let pass = LayoutshotPass(of: stack, in: range(100, 100))
        // In the order the pass reads the tree: level by level.
        #expect(pass.problems.count == 3)
        #expect(
            pass.problems[0]
                == "ASRatioLayoutSpec has the ratio 0.0: a ratio (height ÷ width) must be a positive number; 1 is used"
        )
        #expect(
            pass.problems[2]
                == "the child of ASInsetLayoutSpec is nil: give the spec a child (Texture asserts here)"
        )
        #expect(
            pass.problems[1].hasPrefix(
                "ASTextNode: the font 'Avenir-Medium' is not in the fonts folders (family 'Avenir'; available: DejaVu Sans, DejaVu Sans Mono, DejaVu Serif"
            ))
        #expect(pass.layout.sublayouts[0].size == CGSize(width: 100, height: 100))
    }

    @Test func aSpecThatContainsItsOwnNodeIsReported() {
        let node = ASDisplayNode()
        node.layoutSpecBlock = { node, _ in ASWrapperLayoutSpec(layoutElement: node) }
        let pass = LayoutshotPass(of: node, in: range(50, 50))
        #expect(
            pass.problems == [
                "children[0] of ASWrapperLayoutSpec (ASDisplayNode) contains itself: a layout spec cannot include its own node or spec"
            ])
    }

    @Test func namedFontsComeFromTheFontsFolders() {
        let serif = ASTextNode()
        serif.attributedText = NSAttributedString(
            string: "Serif",
            attributes: [.font: UIFont(name: "DejaVuSerif-BoldItalic", size: 12) as Any])
        let pass = LayoutshotPass(of: serif, in: range(300, 300))
        #expect(pass.problems == [])
        guard case .text(let content) = pass.resolved.tree.kind else {
            Issue.record("not a text")
            return
        }
        #expect(content.font == "DejaVu Serif, Bold Italic 12")
    }
}
