import AsyncDisplayKit
import Foundation
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotText

/// `layoutThatFits` of a 100-cell feed built as `ASCellNode`s against the same feed as a
/// fixture laid out by the engine directly, both with Pango-measured text at @2x. The two are
/// timed in alternating rounds (this machine's speed drifts between phases), and the ratio is
/// taken round by round. Goal: at most 1.5x the fixture path. Each timed layout follows a
/// `setNeedsLayout()`, as a relayout in an app does: the same range again would return the
/// node's cached layout (measured apart, as `texture_feed_cached`).
struct TextureFeedBenchmark {
    static let cellCount = 100

    func run() throws {
        let feed = FeedNode(count: Self.cellCount)
        let range = ASSizeRangeMake(
            CGSize(width: 375, height: 0), CGSize(width: 375, height: CGFloat.infinity))
        let fixture = try FixtureLoader.decode(
            Self.fixtureText(count: Self.cellCount), path: "texture-feed.yaml")
        let environment = LayoutEnvironment(
            scale: 2, textMeasurer: try PangoTextMeasurer(fonts: FontSet.shared()))

        // Same frames first: a benchmark of two different layouts would mean nothing.
        let nodeLayout = LayoutshotPass(of: feed, in: range, scale: 2).resolved.layout
        let fixtureLayout = fixture.layout(environment: environment)
        guard nodeLayout.size == fixtureLayout.size else {
            throw BenchmarkError(
                "the node feed is \(nodeLayout.size), the fixture feed \(fixtureLayout.size)")
        }

        let nodeSize = CGSize(width: nodeLayout.size.width, height: nodeLayout.size.height)
        let frameCount = Self.frameCount(of: feed.layoutThatFits(range))
        var nodes = Samples(nanoseconds: [])
        var walked = Samples(nanoseconds: [])
        var specs = Samples(nanoseconds: [])
        var fixtures = Samples(nanoseconds: [])
        var cached = Samples(nanoseconds: [])
        var ratios: [Double] = []
        var walkedRatios: [Double] = []
        var specRatios: [Double] = []
        for _ in 0..<15 {
            let node = Samples.measure(
                minRuns: 3, maxRuns: 3, minTotal: .zero, { Self.layOutAgain(feed, range) },
                check: { layout in precondition(layout.size == nodeSize) })
            // The same, then every sublayout read: layouts are made when read (LayoutFrames), and
            // a front end that reads them all pays for them here.
            let all = Samples.measure(
                minRuns: 3, maxRuns: 3, minTotal: .zero,
                { Self.frameCount(of: Self.layOutAgain(feed, range)) },
                check: { count in precondition(count == frameCount) })
            // The cells' own spec code alone (Texture objects made and freed): part of the node
            // path that no engine change can remove.
            let spec = Samples.measure(
                minRuns: 3, maxRuns: 3, minTotal: .zero, { Self.buildSpecs(of: feed) },
                check: { count in precondition(count == Self.cellCount) })
            let plain = Samples.measure(
                minRuns: 3, maxRuns: 3, minTotal: .zero,
                { fixture.layout(environment: environment) },
                check: { layout in precondition(layout.size == fixtureLayout.size) })
            let reused = Samples.measure(
                minRuns: 3, maxRuns: 3, minTotal: .zero, { feed.layoutThatFits(range) },
                check: { layout in precondition(layout.size == nodeSize) })
            cached.nanoseconds += reused.nanoseconds
            nodes.nanoseconds += node.nanoseconds
            walked.nanoseconds += all.nanoseconds
            specs.nanoseconds += spec.nanoseconds
            fixtures.nanoseconds += plain.nanoseconds
            ratios.append(node.median / plain.median)
            walkedRatios.append(all.median / plain.median)
            specRatios.append(spec.median / plain.median)
        }
        ReportLine(step: "texture_feed_nodes", samples: nodes, extra: "\(Self.cellCount)_cells")
            .print()
        ReportLine(
            step: "texture_feed_nodes_all_sublayouts_read", samples: walked,
            extra: "\(frameCount)_layouts"
        )
        .print()
        ReportLine(
            step: "texture_feed_cell_specs_alone", samples: specs,
            extra: "\(Self.cellCount)_layoutSpecThatFits"
        )
        .print()
        ReportLine(
            step: "texture_feed_fixture", samples: fixtures, extra: "\(Self.cellCount)_cells"
        ).print()
        ReportLine(step: "texture_feed_cached", samples: cached, extra: "same_range_again").print()
        Self.printRatio("texture_feed_ratio", ratios)
        Self.printRatio("texture_feed_all_read_ratio", walkedRatios)
        Self.printRatio("texture_feed_cell_specs_alone_ratio", specRatios)
    }

    private static func printRatio(_ name: String, _ ratios: [Double]) {
        let sorted = ratios.sorted()
        print(
            String(
                format: "%@ median %.2f min %.2f max %.2f rounds %d", name,
                sorted[sorted.count / 2],
                sorted.first ?? 0, sorted.last ?? 0, sorted.count))
    }

    /// A new layout of `feed` in `range`: `setNeedsLayout()` first, so the pass runs.
    private static func layOutAgain(_ feed: FeedNode, _ range: ASSizeRange) -> ASLayout {
        feed.setNeedsLayout()
        return feed.layoutThatFits(range)
    }

    /// The number of layouts under `layout`, itself included, reading every one's frame.
    private static func frameCount(of layout: ASLayout) -> Int {
        var count = 1
        var width = layout.frame.width
        for sublayout in layout.sublayouts {
            count += frameCount(of: sublayout)
            width += sublayout.frame.width
        }
        precondition(width.isFinite)
        return count
    }

    /// Runs every cell's `layoutSpecThatFits` once, as a layout pass does at least.
    private static func buildSpecs(of feed: FeedNode) -> Int {
        let range = ASSizeRangeMake(
            CGSize(width: 375, height: 0), CGSize(width: 375, height: CGFloat.infinity))
        var count = 0
        for cell in feed.cells where cell.layoutSpecThatFits(range).children?.isEmpty == false {
            count += 1
        }
        return count
    }

    /// What `profile` lays out.
    enum Side: String {
        case nodes, read, fixture
    }

    /// Lays out one side only, `runs` times, untimed (`read`: the nodes, then every sublayout
    /// read): under callgrind, the instructions of one layout are the difference between two
    /// run counts.
    func profile(_ side: Side, runs: Int) throws {
        let range = ASSizeRangeMake(
            CGSize(width: 375, height: 0), CGSize(width: 375, height: CGFloat.infinity))
        var total = 0.0
        switch side {
        case .nodes, .read:
            let feed = FeedNode(count: Self.cellCount)
            for _ in 0..<runs {
                let layout = Self.layOutAgain(feed, range)
                total += side == .read ? Double(Self.frameCount(of: layout)) : layout.size.height
            }
        case .fixture:
            let fixture = try FixtureLoader.decode(
                Self.fixtureText(count: Self.cellCount), path: "texture-feed.yaml")
            let environment = LayoutEnvironment(
                scale: 2, textMeasurer: try PangoTextMeasurer(fonts: FontSet.shared()))
            for _ in 0..<runs { total += fixture.layout(environment: environment).size.height }
        }
        print("texture_profile \(side.rawValue) runs \(runs) total \(total)")
    }

    /// The feed as a fixture: the same cells, the same text, in a vertical stack.
    static func fixtureText(count: Int) -> String {
        var yaml =
            "sizeRange: {min: [375, 0], max: [375, .inf]}\nscale: 2\nroot:\n  type: stack\n  direction: vertical\n  children:\n"
        for index in 0..<count {
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
        avatarNode.backgroundColor = UIColor(
            red: 0x5C / 255.0, green: 0x6B / 255.0, blue: 0xC0 / 255.0, alpha: 1)
        avatarNode.cornerRadius = 22
        avatarNode.style.preferredSize = CGSize(width: 44, height: 44)
        nameNode.attributedText = NSAttributedString(
            string: Self.name(index), attributes: [.font: UIFont.boldSystemFont(ofSize: 15)])
        nameNode.maximumNumberOfLines = 1
        timeNode.attributedText = NSAttributedString(
            string: "\(index + 1)h",
            attributes: [
                .font: UIFont.systemFont(ofSize: 13),
                .foregroundColor: UIColor(
                    red: 0x8E / 255.0, green: 0x8E / 255.0, blue: 0x93 / 255.0, alpha: 1),
            ])
        bodyNode.attributedText = NSAttributedString(
            string: Self.body(index), attributes: [.font: UIFont.systemFont(ofSize: 15)])
        photoNode.backgroundColor = UIColor(
            red: 0xB0 / 255.0, green: 0xBE / 255.0, blue: 0xC5 / 255.0, alpha: 1)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        nameNode.style.flexShrink = 1
        let spacer = ASLayoutSpec()
        spacer.style.flexGrow = 1
        let header = ASStackLayoutSpec(
            direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center,
            children: [avatarNode, nameNode, spacer, timeNode])
        let column = ASStackLayoutSpec(
            direction: .vertical, spacing: 10, justifyContent: .start, alignItems: .stretch,
            children: [header, bodyNode, ASRatioLayoutSpec(ratio: 9.0 / 16.0, child: photoNode)])
        return ASInsetLayoutSpec(
            insets: UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16), child: column)
    }
}

/// A list of cells: the feed's root node.
final class FeedNode: ASDisplayNode {
    let cells: [FeedCell]

    init(count: Int) {
        cells = (0..<count).map { FeedCell(index: $0) }
        super.init()
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(
            direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
            children: cells)
    }
}
