import LayoutshotCore
import LayoutshotLayout
import LayoutshotTestSupport
import Testing

/// Reusing an earlier measurement's size (the engine's `MeasureHistory`) must not move a single
/// frame: the same trees whose leaves get their size from user code (a deferred element, which
/// never reuses) lay out exactly alike.
struct MeasureHistoryTests {
    /// Nested flexible stacks of alternating direction, as `make bench`'s deep workload: every
    /// stack is measured under the same few ranges again and again as its parents flex.
    static func nested(
        _ level: Int, levels: Int, alignItems: AlignItems, leaf: (LayoutStyle) -> LayoutNode
    ) -> LayoutNode {
        var style = LayoutStyle()
        style.flexGrow = 1
        guard level < levels else {
            style.preferredSize = Size(10, 10)
            style.ascender = 4
            return leaf(style)
        }
        let direction: StackDirection = level % 2 == 0 ? .horizontal : .vertical
        let children = (0..<3).map { _ in
            nested(level + 1, levels: levels, alignItems: alignItems, leaf: leaf)
        }
        return LayoutNode(
            .stack(StackOptions(direction: direction, spacing: 1, alignItems: alignItems)),
            style: style, children: children)
    }

    /// A box, measured as `ASDisplayNode` is: its range's max when valid, else zero.
    static func box(_ style: LayoutStyle) -> LayoutNode {
        LayoutNode(.box(BoxAppearance(color: .red)), style: style)
    }

    /// The same box, but sized by a deferred element's code.
    static func deferredBox(_ style: LayoutStyle) -> LayoutNode {
        LayoutNode(
            .deferred(
                DeferredLayout(typeName: "DeferredBox") { range in
                    let valid =
                        PixelGrid.isValidForSize(range.max.width)
                        && PixelGrid.isValidForSize(range.max.height)
                    return .size(valid ? range.max : .zero)
                }), style: style)
    }

    @Test(arguments: [AlignItems.stretch, .center, .baselineFirst], [1.0, 3.0])
    func nestedFlexibleStacksKeepEveryFrame(alignItems: AlignItems, scale: Double) {
        let environment = LayoutEnvironment(scale: scale)
        for range in [
            SizeRange(exactly: Size(400, 400)), SizeRange(min: .zero, max: Size(250, .infinity)),
        ] {
            let reusing = Self.nested(0, levels: 5, alignItems: alignItems, leaf: Self.box)
                .layout(in: range, environment: environment)
            let recomputing = Self.nested(
                0, levels: 5, alignItems: alignItems, leaf: Self.deferredBox
            )
            .layout(in: range, environment: environment)
            #expect(
                reusing.absoluteFrames(scale: scale).map(\.frame)
                    == recomputing.absoluteFrames(scale: scale).map(\.frame))
            #expect(reusing.absoluteFrames(scale: scale).count == 364)
        }
    }

    /// Random trees of stacks, insets and ratios (a fixed seed): the mixes of flex, stretch,
    /// wrap and baselines under which a node's last measurement repeats an earlier range.
    @Test(arguments: 0..<40)
    func randomTreesKeepEveryFrame(seed: UInt64) {
        let range = SizeRange(min: Size(0, 0), max: Size(320, .infinity))
        var generator = SeededGenerator(seed: seed)
        let shape = RandomTree.make(depth: 7, using: &generator)
        let reusing = shape.node(leaf: Self.box).layout(
            in: range, environment: LayoutEnvironment(scale: 2))
        let recomputing = shape.node(leaf: Self.deferredBox).layout(
            in: range, environment: LayoutEnvironment(scale: 2))
        #expect(
            reusing.absoluteFrames(scale: 2).map(\.frame)
                == recomputing.absoluteFrames(scale: 2).map(\.frame))
    }
}

/// A random tree's shape, built twice with different leaves.
private indirect enum RandomTree {
    case leaf(LayoutStyle)
    case stack(StackOptions, LayoutStyle, [RandomTree])
    case inset(EdgeInsets, RandomTree)
    case ratio(Double, LayoutStyle, RandomTree)

    static func make(depth: Int, using generator: inout SeededGenerator) -> RandomTree {
        var style = LayoutStyle()
        style.flexGrow = [0, 0, 1, 2].randomElement(using: &generator) ?? 0
        style.flexShrink = [0, 1].randomElement(using: &generator) ?? 0
        style.alignSelf =
            [.auto, .auto, .auto, .start, .stretch, .center].randomElement(using: &generator)
            ?? .auto
        style.ascender = Double(Int.random(in: 0...12, using: &generator))
        if depth == 0 || Int.random(in: 0..<5, using: &generator) == 0 {
            style.preferredSize = Size(
                Double(Int.random(in: 4...90, using: &generator)),
                Double(Int.random(in: 4...60, using: &generator)))
            return .leaf(style)
        }
        switch Int.random(in: 0..<6, using: &generator) {
        case 0:
            return .inset(
                EdgeInsets(top: 3, left: 5, bottom: 2, right: 7),
                make(depth: depth - 1, using: &generator))
        case 1:
            return .ratio(0.5, style, make(depth: depth - 1, using: &generator))
        default:
            let options = StackOptions(
                direction: [.horizontal, .vertical].randomElement(using: &generator) ?? .horizontal,
                spacing: Double(Int.random(in: 0...6, using: &generator)),
                justifyContent: [.start, .center, .spaceBetween].randomElement(using: &generator)
                    ?? .start,
                alignItems: [.stretch, .start, .center, .end, .baselineFirst].randomElement(
                    using: &generator) ?? .stretch,
                flexWrap: Int.random(in: 0..<4, using: &generator) == 0 ? .wrap : .noWrap,
                alignContent: [.start, .stretch].randomElement(using: &generator) ?? .start)
            let children = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                make(depth: depth - 1, using: &generator)
            }
            return .stack(options, style, children)
        }
    }

    func node(leaf: (LayoutStyle) -> LayoutNode) -> LayoutNode {
        switch self {
        case .leaf(let style): leaf(style)
        case .stack(let options, let style, let children):
            LayoutNode(
                .stack(options), style: style, children: children.map { $0.node(leaf: leaf) })
        case .inset(let insets, let child):
            LayoutNode(.inset(insets), children: [child.node(leaf: leaf)])
        case .ratio(let ratio, let style, let child):
            LayoutNode(.ratio(ratio), style: style, children: [child.node(leaf: leaf)])
        }
    }
}
