import AsyncDisplayKit
import LayoutshotCore
import LayoutshotRender
import Testing

/// A snapshot shows a node as Texture shows it (`NodeLifecycle`): nodes enter the hierarchy, frames
/// are set top-down, then `layout()` and `layoutDidFinish()`, and what those set is drawn.
struct NodeLifecycleTests {
    /// A capsule tag as apps write it: the capsule border is set in `layout()`.
    final class CapsuleTagNode: ASDisplayNode {
        let labelNode = ASDisplayNode()

        override init() {
            super.init()
            automaticallyManagesSubnodes = true
            backgroundColor = .white
            labelNode.style.preferredSize = CGSize(width: 60, height: 10)
        }

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            ASInsetLayoutSpec(
                insets: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10), child: labelNode)
        }

        override func layout() {
            super.layout()
            cornerRadius = frame.height / 2
            borderWidth = 2
            borderColor = UIColor.red.cgColor
            backgroundColor = .blue
        }
    }

    @Test func aBorderSetInLayoutIsDrawnAsACapsule() throws {
        let image = try picture(
            of: CapsuleTagNode(), in: ASSizeRangeMake(.zero, CGSize(width: 200, height: 200)),
            scale: 1)
        #expect(image.width == 80 && image.height == 20)
        // The corner is outside the 10 pt radius: the canvas; the middle of the left edge is the
        // border; inside is the background layout() set.
        #expect(pixel(image, 0, 0) == [255, 255, 255, 255])
        #expect(pixel(image, 1, 10) == [255, 0, 0, 255])
        #expect(pixel(image, 40, 10) == [0, 0, 255, 255])
        // A square box would have painted its corner.
        #expect(pixel(image, 1, 1) == [255, 255, 255, 255])
    }

    /// An award dot rounds itself in an overridden `frame`.
    final class DotNode: ASDisplayNode {
        private(set) var frames: [CGRect] = []
        override var frame: CGRect {
            didSet {
                frames.append(frame)
                cornerRadius = frame.width / 2
            }
        }
    }

    final class AwardsNode: ASDisplayNode {
        let dots = [DotNode(), DotNode()]

        override init() {
            super.init()
            for dot in dots {
                dot.style.preferredSize = CGSize(width: 20, height: 20)
                dot.backgroundColor = .green
            }
        }

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            let row = ASStackLayoutSpec(
                direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start,
                children: dots)
            return ASInsetLayoutSpec(
                insets: UIEdgeInsets(top: 3, left: 6, bottom: 3, right: 6), child: row)
        }
    }

    @Test func anOverriddenFrameSeesTheFrameInItsSupernodeThroughSpecs() throws {
        let awards = AwardsNode()
        let image = try picture(
            of: awards, in: ASSizeRangeMake(.zero, CGSize(width: 200, height: 200)), scale: 1)
        // Each dot's frame in the awards node: the inset's origin plus the stack's.
        #expect(awards.dots[0].frames == [CGRect(x: 6, y: 3, width: 20, height: 20)])
        #expect(awards.dots[1].frames == [CGRect(x: 30, y: 3, width: 20, height: 20)])
        #expect(awards.dots[1].bounds == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(
            awards.frame == CGRect(x: 0, y: 0, width: 56, height: 26),
            "the root is placed at the origin")
        // Round: the dot's corner pixel is the canvas, its centre green.
        #expect(pixel(image, 6, 3) == [255, 255, 255, 255])
        #expect(pixel(image, 16, 13) == [0, 255, 0, 255])
        #expect(pixel(image, 31, 4) == [255, 255, 255, 255])
    }

    /// Notes every hook, in order, for itself and its child.
    final class RecordingNode: ASDisplayNode {
        let name: String
        let child: RecordingNode?
        let log: Log

        final class Log {
            var events: [String] = []
        }

        init(_ name: String, child: RecordingNode? = nil, log: Log) {
            self.name = name
            self.child = child
            self.log = log
            super.init()
            style.preferredSize = CGSize(width: 30, height: 30)
        }

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            guard let child else { return ASLayoutSpec() }
            return ASInsetLayoutSpec(
                insets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2), child: child)
        }

        override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
            CGSize(width: 10, height: 10)
        }
        override func didLoad() { log.events.append("\(name).didLoad") }
        override func willEnterHierarchy() { log.events.append("\(name).willEnterHierarchy") }
        override func didEnterHierarchy() { log.events.append("\(name).didEnterHierarchy") }
        override func interfaceStateDidChange(
            _ newState: ASInterfaceState, from oldState: ASInterfaceState
        ) {
            log.events.append("\(name).interfaceState \(oldState.rawValue)→\(newState.rawValue)")
        }
        override func didEnterPreloadState() { log.events.append("\(name).didEnterPreloadState") }
        override func didEnterDisplayState() { log.events.append("\(name).didEnterDisplayState") }
        override func didEnterVisibleState() {
            log.events.append("\(name).didEnterVisibleState \(isVisible)")
        }
        override func calculatedLayoutDidChange() {
            log.events.append("\(name).calculatedLayoutDidChange")
        }
        override var frame: CGRect {
            didSet { log.events.append("\(name).frame \(frame.origin.x),\(frame.origin.y)") }
        }
        override func layout() { log.events.append("\(name).layout") }
        override func layoutDidFinish() { log.events.append("\(name).layoutDidFinish") }
    }

    @Test func hooksRunInTexturesOrderTopDown() throws {
        let log = RecordingNode.Log()
        let leaf = RecordingNode("leaf", log: log)
        let root = RecordingNode("root", child: leaf, log: log)
        let renderer = try Renderer()
        let range = ASSizeRangeMake(.zero, CGSize(width: 100, height: 100))
        _ = try prepare(root, in: range, scale: 2, with: renderer)
        let entering = [
            "willEnterHierarchy", "didEnterHierarchy", "interfaceState 0→15",
            "didEnterPreloadState",
            "didEnterDisplayState", "didEnterVisibleState true",
        ]
        #expect(
            log.events
                == ["root.didLoad"] + entering.map { "root." + $0 } + [
                    "root.frame 0.0,0.0", "leaf.didLoad",
                ]
                + entering.map { "leaf." + $0 }
                + [
                    "root.calculatedLayoutDidChange", "leaf.frame 2.0,2.0", "root.layout",
                    "root.layoutDidFinish",
                    "leaf.calculatedLayoutDidChange", "leaf.layout", "leaf.layoutDidFinish",
                ])
        #expect(root.interfaceState == .inHierarchy && leaf.isVisible && leaf.isInDisplayState)

        // A second snapshot lays the nodes out again; they are already in the hierarchy.
        log.events = []
        _ = try prepare(root, in: range, scale: 2, with: renderer)
        #expect(
            log.events == [
                "root.frame 0.0,0.0", "root.calculatedLayoutDidChange", "leaf.frame 2.0,2.0",
                "root.layout",
                "root.layoutDidFinish", "leaf.calculatedLayoutDidChange", "leaf.layout",
                "leaf.layoutDidFinish",
            ])
    }

    @Test func layoutThatFitsAloneRunsNoHook() {
        let log = RecordingNode.Log()
        let root = RecordingNode("root", child: RecordingNode("leaf", log: log), log: log)
        _ = root.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 100, height: 100)))
        #expect(log.events == [])
        #expect(root.interfaceState == [] && !root.isVisible)
    }

    /// A card whose `didLoad` adds nothing but `layout()` clears what the initializer painted.
    final class ClearedNode: ASDisplayNode {
        override init() {
            super.init()
            backgroundColor = .red
            style.preferredSize = CGSize(width: 10, height: 10)
        }

        override func layout() {
            super.layout()
            backgroundColor = .clear
        }
    }

    @Test func aBackgroundClearedInLayoutIsNotPainted() throws {
        let image = try picture(
            of: ClearedNode(), in: ASSizeRangeMake(.zero, CGSize(width: 50, height: 50)), scale: 1)
        #expect(pixel(image, 5, 5) == [255, 255, 255, 255])
    }
}

/// A text or image subclass that sizes itself keeps drawing its text or image.
struct SelfSizingContentTests {
    final class BadgeTextNode: ASTextNode {
        override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
            CGSize(width: 60, height: 24)
        }
    }

    final class IconNode: ASImageNode {
        override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
            CGSize(width: 30, height: 30)
        }
    }

    @Test func aTextSubclassThatSizesItselfDrawsItsText() throws {
        let badge = BadgeTextNode()
        badge.attributedText = NSAttributedString(
            string: "NEW",
            attributes: [.font: UIFont.boldSystemFont(ofSize: 16), .foregroundColor: UIColor.red])
        badge.backgroundColor = .yellow
        let image = try picture(
            of: badge, in: ASSizeRangeMake(.zero, CGSize(width: 200, height: 200)), scale: 1)
        #expect(image.width == 60 && image.height == 24)
        #expect(pixel(image, 59, 23) == [255, 255, 0, 255], "its own background")
        var red = 0
        for y in 0..<24 {
            for x in 0..<60 where pixel(image, x, y) == [255, 0, 0, 255] { red += 1 }
        }
        #expect(red > 20, "its text, in red")
    }

    @Test func anImageSubclassThatSizesItselfDrawsItsImage() throws {
        let icon = IconNode()
        icon.image = UIImage(systemName: "star")?.withTintColor(.blue)
        icon.clipsToBounds = false
        let image = try picture(
            of: icon, in: ASSizeRangeMake(.zero, CGSize(width: 200, height: 200)), scale: 1)
        #expect(image.width == 30 && image.height == 30)
        #expect(pixel(image, 0, 15) == [0, 0, 255, 255], "the symbol's outline at the node's size")
    }
}
