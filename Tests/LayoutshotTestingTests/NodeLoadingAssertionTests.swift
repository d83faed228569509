import AsyncDisplayKit
import Foundation
import LayoutshotTestSupport
import LayoutshotTesting
import Testing

/// A node assertion runs the node's life cycle as a device does before showing it: `didLoad`
/// once on every node the node holds, before the first layout, on the simulated screen
/// (`UIScreen.main`) of the assertion's range and scale.
struct NodeLoadingAssertionTests {
    /// A node whose `didLoad` sizes its subnode and colours itself; it notes the screen its layout
    /// saw.
    final class LoadingNode: ASDisplayNode {
        let dotNode = ASDisplayNode()
        private(set) var loads = 0
        private(set) var dotLoads = 0
        private(set) var screen: CGRect = .zero
        private(set) var screenScale: CGFloat = 0

        override init() {
            super.init()
            dotNode.onDidLoad { [unowned self] _ in dotLoads += 1 }
        }

        override func didLoad() {
            super.didLoad()
            loads += 1
            dotNode.style.preferredSize = CGSize(width: 30, height: 20)
            dotNode.view.backgroundColor = .red
            view.backgroundColor = .blue
        }

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            screen = UIScreen.main.bounds
            screenScale = UIScreen.main.scale
            return ASInsetLayoutSpec(
                insets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 10), child: dotNode)
        }
    }

    @Test func didLoadRunsOnceOnEveryHeldNodeBeforeTheFirstLayout() throws {
        let folder = SnapshotFolder.make()
        let node = LoadingNode()
        withKnownIssue {
            assertLayoutSnapshot(
                of: node, in: ASSizeRangeMake(.zero, CGSize(width: 320, height: 480)), scale: 3,
                named: "loaded", record: .missing, snapshotDirectory: folder)
        }
        #expect(node.loads == 1 && node.dotLoads == 1)
        #expect(node.isNodeLoaded && node.dotNode.isNodeLoaded)
        #expect(
            node.screen == CGRect(x: 0, y: 0, width: 320, height: 480),
            "the screen is the assertion's range")
        #expect(node.screenScale == 3)
        // didLoad's size is laid out: 30 + 10 by 20 pt, at 3x; the dot red, the inset right blue.
        let png = try PNGTestImage(
            contentsOfFile: folder
                + "/didLoadRunsOnceOnEveryHeldNodeBeforeTheFirstLayout.loaded.png")
        #expect(png.width == 120 && png.height == 60)
        #expect(Array(png.pixel(x: 45, y: 30)) == [255, 0, 0, 255])
        #expect(Array(png.pixel(x: 105, y: 30)) == [0, 0, 255, 255])
        // A second snapshot does not load the nodes again.
        assertLayoutSnapshot(
            of: node, in: ASSizeRangeMake(.zero, CGSize(width: 320, height: 480)), scale: 3,
            named: "loaded", record: .never, snapshotDirectory: folder)
        #expect(node.loads == 1)
    }

    @Test func anUnboundedHeightKeepsTheDefaultScreensHeight() {
        let folder = SnapshotFolder.make()
        let node = LoadingNode()
        withKnownIssue {
            assertLayoutSnapshot(
                of: node, named: "default", record: .missing, snapshotDirectory: folder)
        }
        #expect(node.screen == CGRect(x: 0, y: 0, width: 375, height: 812))
        #expect(node.screenScale == 2)
        #expect(
            UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 375, height: 812),
            "outside an assertion")
    }
}
