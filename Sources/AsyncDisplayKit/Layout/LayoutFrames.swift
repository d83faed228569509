import Foundation
import LayoutshotLayout
import Synchronization

/// The frames of one layout pass, from which its `ASLayout`s are made when code reads them:
/// the engine's result itself, read in place. A pass makes one layout object, the root's: the
/// 100-cell feed of `make bench` has 1,100 elements, and making an object for each took a fifth
/// of `layoutThatFits`, copying the frames out another (issue 10).
///
/// The result keeps the pass's specs and subnodes, as the layouts made from them would; the
/// subnodes find the frames by the pass's number (`PendingLayout`), and the result does not
/// keep the root's element, so that nothing keeps itself alive.
final class LayoutFrames: @unchecked Sendable {
    // Unchecked: written by the initializer only, then read from any thread, as Texture's
    // layouts are.
    /// The engine's result.
    private let root: LaidOutElement
    /// The pass's number in `LivePasses`.
    private let number: UInt64

    /// The layout of `element`, laid out as `root`: its node remembers it as `calculatedLayout`,
    /// and every subnode remembers where its own is.
    static func rootLayout(of element: ASLayoutElement, in range: ASSizeRange, _ root: LaidOutElement) -> ASLayout {
        let frames = LayoutFrames(root)
        // A pass starts at a node or a spec of this module (their `layoutThatFits`).
        let node = element as? ASDisplayNode
        let layout = ASLayout(of: element, size: CGSize(root.frame.size), position: CGPoint(root.frame.origin),
                              frames: frames, index: root.number, weakly: true)
        node?.calculatedLayout = layout
        node?.rootRange = range
        return layout
    }

    private init(_ root: LaidOutElement) {
        self.root = root
        number = LivePasses.number()
        LivePasses.register(self, number)
        root.visitBreadthFirst { [number] index, source, _, _ in
            // Every element is a node or a spec of this module, or a part of one (no source).
            (source as? ASDisplayNode)?.pendingLayout = PendingLayout(pass: number, index: index)
        }
    }

    deinit {
        LivePasses.unregister(number)
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
                                       frames: self, index: number, weakly: false))
        }
        return sublayouts
    }

    /// The layout of the node at `index`, made whole: a node's layout that kept these frames
    /// would keep its supernode's specs, and through them the node itself. It holds the node
    /// weakly, and the elements below strongly, as a pass's layouts do.
    func nodeLayout(at index: Int) -> ASLayout {
        Self.wholeLayout(root.element(numbered: index), weakly: true)
    }

    private static func wholeLayout(_ element: LaidOutElement, weakly: Bool) -> ASLayout {
        ASLayout(layoutElement: Self.element(of: element.sourceObject), size: CGSize(element.frame.size),
                 position: CGPoint(element.frame.origin),
                 sublayouts: (0 ..< element.childCount).map { wholeLayout(element.child($0), weakly: false) },
                 weakly: weakly)
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
/// it: the pass's number and the node's in it. Not a reference to the frames: they keep the
/// node, and a weak reference cost two atomic counts per node of every pass.
struct PendingLayout {
    /// The pass's number in `LivePasses`; 0 for none.
    var pass: UInt64 = 0
    var index = 0

    /// The pass's frames, while its layouts live.
    var frames: LayoutFrames? { pass == 0 ? nil : LivePasses.frames(pass) }
}

/// The frames of the passes whose layouts are alive, by number, held weakly: one weak reference
/// per pass instead of one per node.
enum LivePasses {
    private final class Entry: @unchecked Sendable {
        // Unchecked: a weak reference, read and written under `state`'s lock only.
        weak var frames: LayoutFrames?
        init(_ frames: LayoutFrames) { self.frames = frames }
    }

    private static let state = Mutex<(last: UInt64, entries: [UInt64: Entry])>((0, [:]))

    /// A new pass number (never 0).
    static func number() -> UInt64 {
        state.withLock { state in
            state.last += 1
            return state.last
        }
    }

    static func register(_ frames: LayoutFrames, _ number: UInt64) {
        let entry = Entry(frames)
        state.withLock { $0.entries[number] = entry }
    }

    static func unregister(_ number: UInt64) {
        _ = state.withLock { $0.entries.removeValue(forKey: number) }
    }

    /// The frames of pass `number`, if its layouts are alive.
    static func frames(_ number: UInt64) -> LayoutFrames? {
        state.withLock { $0.entries[number]?.frames }
    }
}
