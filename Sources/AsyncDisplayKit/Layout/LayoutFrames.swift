import Foundation
import LayoutshotLayout

/// The frames of one layout pass, from which its `ASLayout`s are made when code reads them:
/// the engine's result itself, read in place. A pass makes one layout object, the root's: the
/// 100-cell feed of `make bench` has 1,100 elements, and making an object for each took a fifth
/// of `layoutThatFits`, copying the frames out another (issue 10).
///
/// The result keeps the pass's specs and subnodes, as the layouts made from them would; the
/// subnodes keep the frames only weakly (`PendingLayout`), and the result does not keep the
/// root's element, so that nothing keeps itself alive.
final class LayoutFrames {
    /// The engine's result.
    private let root: LaidOutElement

    /// The layout of `element`, laid out as `root`: its node remembers it as `calculatedLayout`,
    /// and every subnode remembers where its own is.
    static func rootLayout(of element: ASLayoutElement, in range: ASSizeRange, _ root: LaidOutElement) -> ASLayout {
        let frames = LayoutFrames(root)
        // A pass starts at a node or a spec of this module (their `layoutThatFits`).
        let node = element as? ASDisplayNode
        let layout = ASLayout(of: element, size: CGSize(root.frame.size), position: CGPoint(root.frame.origin),
                              frames: frames, index: root.number)
        node?.calculatedLayout = layout
        node?.rootRange = range
        return layout
    }

    private init(_ root: LaidOutElement) {
        self.root = root
        root.visitBreadthFirst { number, source, _, _ in
            // Every element is a node or a spec of this module, or a part of one (no source).
            (source as? ASDisplayNode)?.pendingLayout = PendingLayout(frames: self, index: number)
        }
    }

    /// Whether element `index` has children.
    func hasChildren(_ index: Int) -> Bool { root.element(numbered: index).childCount > 0 }

    /// The lazily made layouts of element `index`'s children.
    func sublayouts(of index: Int) -> [ASLayout] {
        let element = root.element(numbered: index)
        var sublayouts: [ASLayout] = []
        sublayouts.reserveCapacity(element.childCount)
        element.visitChildren { number, source, frame in
            sublayouts.append(ASLayout(of: source, size: CGSize(frame.size), position: CGPoint(frame.origin),
                                       frames: self, index: number))
        }
        return sublayouts
    }

    /// The layout of the node at `index`, made whole: a node's layout that kept these frames
    /// would keep its supernode's specs, and through them the node itself.
    func nodeLayout(at index: Int) -> ASLayout {
        Self.wholeLayout(root.element(numbered: index))
    }

    private static func wholeLayout(_ element: LaidOutElement) -> ASLayout {
        ASLayout(layoutElement: Self.element(of: element.sourceObject), size: CGSize(element.frame.size),
                 position: CGPoint(element.frame.origin),
                 sublayouts: (0 ..< element.childCount).map { wholeLayout(element.child($0)) })
    }

    /// The size of element `index`, without making its layout.
    func size(at index: Int) -> CGSize { CGSize(root.element(numbered: index).frame.size) }

    /// The element a pass's object stands for: every one is a node or a spec of this module
    /// (`ASLayoutSpec.engineElement`). Class casts cost far less than a protocol conformance check.
    static func element(of object: AnyObject?) -> ASLayoutElement {
        (object as? ASDisplayNode) ?? (object as? ASLayoutSpec) ?? ASLayoutSpec()
    }
}

/// Where a node's layout waits in the frames of the pass that laid it out, until code reads
/// it. Weak: the frames keep the node.
struct PendingLayout {
    weak var frames: LayoutFrames?
    var index = 0
}
