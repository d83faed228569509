import AsyncDisplayKit
import Foundation
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotText

/// `layoutThatFits` of a 100-cell feed built as `ASCellNode`s against the same feed as a
/// fixture laid out by the engine directly, both with Pango-measured text at @2x. The two are
/// timed in alternating rounds (this machine's speed drifts between phases), and the ratio is
/// taken round by round. Goal: at most 1.5x the fixture path (issue 10).
struct TextureFeedBenchmark {
    static let cellCount = 100

    func run() throws {
        let feed = FeedNode(count: Self.cellCount)
        let range = ASSizeRangeMake(CGSize(width: 375, height: 0), CGSize(width: 375, height: CGFloat.infinity))
        let fixture = try FixtureLoader.decode(Self.fixtureText(count: Self.cellCount), path: "texture-feed.yaml")
        let environment = LayoutEnvironment(scale: 2, textMeasurer: try PangoTextMeasurer(fonts: FontSet.shared()))

        // Same frames first: a benchmark of two different layouts would mean nothing.
        let nodeLayout = LayoutshotPass(of: feed, in: range, scale: 2).resolved.layout
        let fixtureLayout = fixture.layout(environment: environment)
        guard nodeLayout.size == fixtureLayout.size else {
            throw BenchmarkError("the node feed is \(nodeLayout.size), the fixture feed \(fixtureLayout.size)")
        }

        let nodeSize = CGSize(width: nodeLayout.size.width, height: nodeLayout.size.height)
        var nodes = Samples(nanoseconds: []), fixtures = Samples(nanoseconds: []), ratios: [Double] = []
        for _ in 0 ..< 15 {
            let node = Samples.measure(minRuns: 3, maxRuns: 3, minTotal: .zero, { feed.layoutThatFits(range) },
                                       check: { layout in precondition(layout.size == nodeSize) })
            let plain = Samples.measure(minRuns: 3, maxRuns: 3, minTotal: .zero, { fixture.layout(environment: environment) },
                                        check: { layout in precondition(layout.size == fixtureLayout.size) })
            nodes.nanoseconds += node.nanoseconds
            fixtures.nanoseconds += plain.nanoseconds
            ratios.append(node.median / plain.median)
        }
        ReportLine(step: "texture_feed_nodes", samples: nodes, extra: "\(Self.cellCount)_cells").print()
        ReportLine(step: "texture_feed_fixture", samples: fixtures, extra: "\(Self.cellCount)_cells").print()
        let sorted = ratios.sorted()
        print(String(format: "texture_feed_ratio median %.2f min %.2f max %.2f rounds %d", sorted[sorted.count / 2],
                     sorted.first ?? 0, sorted.last ?? 0, sorted.count))
    }

    /// The feed as a fixture: the same cells, the same text, in a vertical stack.
    static func fixtureText(count: Int) -> String {
        var yaml = "sizeRange: {min: [375, 0], max: [375, .inf]}\nscale: 2\nroot:\n  type: stack\n  direction: vertical\n  children:\n"
        for index in 0 ..< count {
            yaml += """
                - type: inset
                  insets: {top: 12, left: 16, bottom: 12, right: 16}
                  child:
                    type: stack
                    direction: vertical
                    spacing: 10
                    children:
                      - type: stack
                        spacing: 8
                        alignItems: center
                        children:
                          - {type: box, color: "#5C6BC0", cornerRadius: 22, preferredSize: [44, 44]}
                          - {type: text, text: "\(FeedCell.name(index))", font: "DejaVu Sans Bold 15", flexShrink: 1, maximumNumberOfLines: 1}
                          - {type: spacer, flexGrow: 1}
                          - {type: text, text: "\(index + 1)h", font: "DejaVu Sans 13", color: "#8E8E93"}
                      - {type: text, text: "\(FeedCell.body(index))", font: "DejaVu Sans 15"}
                      - type: ratio
                        ratio: 0.5625
                        child: {type: box, color: "#B0BEC5"}

            """
        }
        return yaml
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The feed cell of the Texture benchmark, as an iOS team writes it.
final class FeedCell: ASCellNode {
    let avatarNode = ASDisplayNode()
    let nameNode = ASTextNode()
    let timeNode = ASTextNode()
    let bodyNode = ASTextNode()
    let photoNode = ASDisplayNode()

    static func name(_ index: Int) -> String { "Author number \(index)" }
    static func body(_ index: Int) -> String {
        "Post \(index): the Analytical Engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves."
    }

    init(index: Int) {
        super.init()
        automaticallyManagesSubnodes = true
        avatarNode.backgroundColor = UIColor(red: 0x5C / 255.0, green: 0x6B / 255.0, blue: 0xC0 / 255.0, alpha: 1)
        avatarNode.cornerRadius = 22
        avatarNode.style.preferredSize = CGSize(width: 44, height: 44)
        nameNode.attributedText = NSAttributedString(string: Self.name(index), attributes: [.font: UIFont.boldSystemFont(ofSize: 15)])
        nameNode.maximumNumberOfLines = 1
        timeNode.attributedText = NSAttributedString(string: "\(index + 1)h", attributes: [
            .font: UIFont.systemFont(ofSize: 13),
            .foregroundColor: UIColor(red: 0x8E / 255.0, green: 0x8E / 255.0, blue: 0x93 / 255.0, alpha: 1),
        ])
        bodyNode.attributedText = NSAttributedString(string: Self.body(index), attributes: [.font: UIFont.systemFont(ofSize: 15)])
        photoNode.backgroundColor = UIColor(red: 0xB0 / 255.0, green: 0xBE / 255.0, blue: 0xC5 / 255.0, alpha: 1)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        nameNode.style.flexShrink = 1
        let spacer = ASLayoutSpec()
        spacer.style.flexGrow = 1
        let header = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center,
                                       children: [avatarNode, nameNode, spacer, timeNode])
        let column = ASStackLayoutSpec(direction: .vertical, spacing: 10, justifyContent: .start, alignItems: .stretch,
                                       children: [header, bodyNode, ASRatioLayoutSpec(ratio: 9.0 / 16.0, child: photoNode)])
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16), child: column)
    }
}

/// A list of cells: the feed's root node.
final class FeedNode: ASDisplayNode {
    let cells: [FeedCell]

    init(count: Int) {
        cells = (0 ..< count).map { FeedCell(index: $0) }
        super.init()
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: cells)
    }
}
