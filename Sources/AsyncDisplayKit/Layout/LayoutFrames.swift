import Foundation
@_spi(Locking) import LayoutshotCore
import LayoutshotLayout

/// The frames of one layout pass, from which its `ASLayout`s are made when code reads them:
/// the engine's result itself, read in place. A pass makes one layout object, the root's: the
/// 100-cell feed of `make bench` has 1,100 elements, and making an object for each took a fifth
/// of `layoutThatFits`, copying the frames out another.
///
/// The result keeps the pass's specs and subnodes, as the layouts made from them would. A
/// subnode finds its own layout by the place the pass told it it had (`engineAdded(at:)`) and
/// the pass's number (`LivePasses`), so the frames visit no node; they do not keep the root's
/// element, so that nothing keeps itself alive.
final class LayoutFrames: @unchecked Sendable {
    // Unchecked: written by the initializer only, then read from any thread, as Texture's
    // layouts are.
    /// The engine's result.
    private let root: LaidOutElement

    /// The layout of `element`, laid out as `root`: its node remembers it as `calculatedLayout`,
    /// and every subnode finds its own in the frames.
    static func rootLayout(
        of element: ASLayoutElement, in range: ASSizeRange, _ root: LaidOutElement
    ) -> ASLayout {
        let frames = LayoutFrames(root)
        // A pass starts at a node or a spec of this module (their `layoutThatFits`).
        let node = element as? ASDisplayNode
        let layout = ASLayout(
            of: element, size: CGSize(root.frame.size), position: CGPoint(root.frame.origin),
            frames: frames, index: root.number, weakly: true)
        node?.setRootLayout(layout, in: range)
        return layout
    }

    private init(_ root: LaidOutElement) {
        self.root = root
        LivePasses.register(self, root.place.pass)
    }

    deinit {
        LivePasses.unregister(root.place.pass)
    }

    /// Whether element `index` has children.
    func hasChildren(_ index: Int) -> Bool { root.element(numbered: index).childCount > 0 }

    /// The lazily made layouts of element `index`'s children.
    func sublayouts(of index: Int) -> [ASLayout] {
        let element = root.element(numbered: index)
        var sublayouts: [ASLayout] = []
        sublayouts.reserveCapacity(element.childCount)
        element.visitChildren { number, source, frame in
            sublayouts.append(
                ASLayout(
                    of: source, size: CGSize(frame.size), position: CGPoint(frame.origin),
                    frames: self, index: number, weakly: false))
        }
        return sublayouts
    }

    /// The layout of the node at `place`, made whole, if the finished layout has it: a node's
    /// layout that kept these frames would keep its supernode's specs, and through them the
    /// node itself. It holds the node weakly, and the elements below strongly, as a pass's
    /// layouts do.
    func nodeLayout(at place: LaidOutElement.Place) -> ASLayout? {
        root.element(at: place).map { Self.wholeLayout($0, weakly: true) }
    }

    private static func wholeLayout(_ element: LaidOutElement, weakly: Bool) -> ASLayout {
        ASLayout(
            layoutElement: Self.element(of: element.sourceObject), size: CGSize(element.frame.size),
            position: CGPoint(element.frame.origin),
            sublayouts: (0..<element.childCount).map {
                wholeLayout(element.child($0), weakly: false)
            },
            weakly: weakly)
    }

    /// Whether a node of the pass has changed what its layout depends on after `stamp`
    /// (`ASDisplayNode.layoutChangedAt`, its style's `changedAt`).
    func anyNodeChanged(since stamp: UInt64) -> Bool {
        var changed = false
        root.visitBreadthFirst { _, source, _, _ in
            if !changed, let node = source as? ASDisplayNode {
                changed = node.changed(since: stamp)
            }
        }
        return changed
    }

    /// The size of the element at `place`, if the finished layout has it, without making its layout.
    func size(at place: LaidOutElement.Place) -> CGSize? {
        root.element(at: place).map { CGSize($0.frame.size) }
    }

    /// The element a pass's object stands for: every one is a node or a spec of this module
    /// (`ASLayoutSpec.visitEngineElement`). Class casts cost far less than a protocol conformance check.
    static func element(of object: AnyObject?) -> ASLayoutElement {
        (object as? ASDisplayNode) ?? (object as? ASLayoutSpec) ?? ASLayoutSpec()
    }
}

/// The frames of the passes whose layouts are alive, by number, held weakly: one weak reference
/// per pass instead of one per node.
///
/// Process-wide, as the engine's pass numbers are: a node learns only its place (a pass number)
/// while the pass runs, before the frames exist, and is read later on any thread.
enum LivePasses {
    private final class Entry: @unchecked Sendable {
        // Unchecked: a weak reference, read and written under `entries`' lock only.
        weak var frames: LayoutFrames?
        init(_ frames: LayoutFrames) { self.frames = frames }
    }

    private static let entries = CheckedMutex<[UInt64: Entry]>([:])

    /// Registers the frames of pass `number` (the engine's, `LaidOutElement.Place.pass`).
    static func register(_ frames: LayoutFrames, _ number: UInt64) {
        let entry = Entry(frames)
        entries.withLock { $0[number] = entry }
    }

    static func unregister(_ number: UInt64) {
        _ = entries.withLock { $0.removeValue(forKey: number) }
    }

    /// The frames of pass `number`, if its layouts are alive (`nil` for 0, no pass).
    static func frames(_ number: UInt64) -> LayoutFrames? {
        number == 0 ? nil : entries.withLock { $0[number]?.frames }
    }
}
