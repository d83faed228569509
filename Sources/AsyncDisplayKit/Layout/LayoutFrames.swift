import Foundation
import LayoutshotLayout

/// The frames of one layout pass, from which its `ASLayout`s are made when code reads them.
/// A pass makes one layout object, the root's: the 100-cell feed of `make bench` has 1,100
/// elements, and making an object for each took a fifth of `layoutThatFits` (issue 10).
///
/// The frames keep the pass's specs and subnodes, as the layouts made from them would; the
/// subnodes keep the frames only weakly (`PendingLayout`), and the root's element not at all,
/// so that nothing keeps itself alive.
final class LayoutFrames {
    /// One element of the pass.
    private struct Entry {
        /// The node or spec; `nil` for the root's (its layout holds it).
        var object: AnyObject?
        var frame: CGRect
        /// Where the element's children end: element `i`'s are `entries[i - 1].childEnd ..<
        /// entries[i].childEnd`, the root's from 1.
        var childEnd: Int
    }

    /// The elements breadth first, so that each one's children are neighbours. Written once,
    /// by the initializer, and only read after.
    @exclusivity(unchecked) private var entries: ContiguousArray<Entry> = []

    /// The layout of `element`, laid out as `root`: its node remembers it as `calculatedLayout`,
    /// and every subnode remembers where its own is.
    static func rootLayout(of element: ASLayoutElement, in range: ASSizeRange, _ root: LaidOutElement) -> ASLayout {
        let frames = LayoutFrames(root)
        let frame = frames.entries[0].frame
        // A pass starts at a node or a spec of this module (their `layoutThatFits`).
        let node = element as? ASDisplayNode
        let layout = ASLayout(of: element, size: frame.size, position: frame.origin, frames: frames, index: 0)
        node?.calculatedLayout = layout
        node?.rootRange = range
        return layout
    }

    private init(_ root: LaidOutElement) {
        var childEnd = 1
        root.visitBreadthFirst { source, frame, childCount in
            let index = entries.count
            childEnd += childCount
            // Every element is a node or a spec of this module, or a part of one (`engineSource` nil).
            let object = index == 0 ? nil : source?.object
            entries.append(Entry(object: object, frame: CGRect(origin: CGPoint(frame.origin), size: CGSize(frame.size)),
                                 childEnd: childEnd))
            (object as? ASDisplayNode)?.pendingLayout = PendingLayout(frames: self, index: index)
        }
    }

    /// Whether element `index` has children.
    func hasChildren(_ index: Int) -> Bool { !children(of: index).isEmpty }

    /// The lazily made layouts of element `index`'s children.
    func sublayouts(of index: Int) -> [ASLayout] {
        children(of: index).map { child in
            ASLayout(of: entries[child].object, size: entries[child].frame.size, position: entries[child].frame.origin,
                     frames: self, index: child)
        }
    }

    /// The layout of the node at `index`, made whole: a node's layout that kept these frames
    /// would keep its supernode's specs, and through them the node itself.
    func nodeLayout(at index: Int) -> ASLayout {
        ASLayout(layoutElement: Self.element(of: entries[index].object), size: entries[index].frame.size,
                 position: entries[index].frame.origin,
                 sublayouts: children(of: index).map { nodeLayout(at: $0) })
    }

    /// The size of element `index`, without making its layout.
    func size(at index: Int) -> CGSize { entries[index].frame.size }

    private func children(of index: Int) -> Range<Int> {
        (index == 0 ? 1 : entries[index - 1].childEnd) ..< entries[index].childEnd
    }

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
