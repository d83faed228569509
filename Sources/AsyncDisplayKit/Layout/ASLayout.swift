import Foundation
@_spi(Locking) import LayoutshotCore
import Synchronization

/// A computed layout: an element, its size, its position in its parent and its sublayouts,
/// as Texture's `ASLayout`. Positions are in the parent's coordinate space.
///
/// ```swift
/// let layout = cell.layoutThatFits(ASSizeRangeMake(CGSize(width: 375, height: 0), CGSize(width: 375, height: .infinity)))
/// layout.size               // the cell's size
/// layout.sublayouts[0].frame
/// ```
///
/// As in Texture, a node's own layout holds the node weakly: the node keeps its
/// `calculatedLayout`, and a layout that kept its node would keep both alive for ever. So do
/// the layouts made with this class's initializers. A spec is held strongly, since once the pass
/// is over only its layouts keep it. The sublayouts of a pass's layouts are made when first
/// read, from the frames the pass keeps, and hold their nodes as the pass does: strongly (a
/// weak reference gives a node a side table, which makes every later reference count of it
/// several times dearer, and layouts of nodes are read on every pass).
open class ASLayout: NSObject {
    /// The element laid out; an empty spec once the node it laid out is gone.
    public var layoutElement: ASLayoutElement { element ?? node ?? ASLayoutSpec() }
    /// The size, snapped to the pixel grid.
    public let size: CGSize
    /// The position in the parent (zero until a parent places it).
    public var position: CGPoint

    /// The sublayouts, in paint order.
    public var sublayouts: [ASLayout] {
        // A leaf of a pass stores nothing: about half of the layouts read.
        if let frames, !frames.hasChildren(index) { return [] }
        return madeSublayouts.withLock { made in
            if made.layouts == nil { made.layouts = frames?.sublayouts(of: index) ?? [] }
            return made
        }.layouts ?? []
    }

    /// The element when it is held strongly: a spec, or a node when `shouldRetainSublayoutLayoutElements`
    /// was on or the layout is a sublayout of a pass.
    private let element: ASLayoutElement?
    /// The node when it is held weakly.
    private weak var node: ASDisplayNode?
    /// The sublayouts once made. Locked, not a plain lazy property: an `ASLayout` is read
    /// from any thread, as in Texture, and the first read makes them.
    private let madeSublayouts: CheckedMutex<MadeSublayouts>
    /// The pass's frames, and this layout's place in them, while its sublayouts are not made.
    private let frames: LayoutFrames?
    private let index: Int

    /// Whether `node`, whose layout this is, or a node of its pass changed what its layout
    /// depends on after `stamp` (`LayoutStamp`).
    func changed(since stamp: UInt64, of node: ASDisplayNode) -> Bool {
        node.changed(since: stamp) || frames?.anyNodeChanged(since: stamp) == true
    }

    /// A layout of an element.
    public convenience init(
        layoutElement: ASLayoutElement, size: CGSize, position: CGPoint, sublayouts: [ASLayout]?
    ) {
        self.init(
            layoutElement: layoutElement, size: size, position: position, sublayouts: sublayouts,
            weakly: true)
    }

    /// A layout of an element that holds a node `weakly` or strongly.
    init(
        layoutElement: ASLayoutElement, size: CGSize, position: CGPoint, sublayouts: [ASLayout]?,
        weakly: Bool
    ) {
        let node = layoutElement as? ASDisplayNode
        (element, self.node) = Self.reference(layoutElement, node: node, weakly: weakly)
        type = node == nil ? layoutElement.layoutElementType : .displayNode
        self.size = size
        self.position = position
        madeSublayouts = CheckedMutex(MadeSublayouts(layouts: sublayouts ?? []))
        frames = nil
        index = 0
    }

    /// A layout of element `index` of a pass, the node or spec `object`, whose sublayouts come
    /// from `frames` when read; a node is held `weakly` by its own layout (the pass's root),
    /// else strongly. One class cast, the same as `LayoutFrames.element(of:)`'s: this runs for
    /// every layout read.
    init(
        of object: AnyObject?, size: CGSize, position: CGPoint, frames: LayoutFrames, index: Int,
        weakly: Bool
    ) {
        let node = object as? ASDisplayNode
        (element, self.node) = Self.reference(
            node ?? LayoutFrames.element(of: object), node: node, weakly: weakly)
        type = node == nil ? .layoutSpec : .displayNode
        self.size = size
        self.position = position
        self.frames = frames
        self.index = index
        madeSublayouts = CheckedMutex(MadeSublayouts(layouts: nil))
    }

    /// A layout at position zero.
    public convenience init(layoutElement: ASLayoutElement, size: CGSize, sublayouts: [ASLayout]?) {
        self.init(layoutElement: layoutElement, size: size, position: .zero, sublayouts: sublayouts)
    }

    /// A layout without sublayouts.
    public convenience init(layoutElement: ASLayoutElement, size: CGSize) {
        self.init(layoutElement: layoutElement, size: size, position: .zero, sublayouts: nil)
    }

    /// How a layout holds `element`, which is `node` when it is one: a node `weakly` unless
    /// `shouldRetainSublayoutLayoutElements` is on, anything else strongly.
    private static func reference(
        _ element: ASLayoutElement, node: ASDisplayNode?,
        weakly: Bool
    ) -> (strongly: ASLayoutElement?, weakly: ASDisplayNode?) {
        guard let node, weakly, !retainsElements.load(ordering: .relaxed) else {
            return (element, nil)
        }
        return (nil, node)
    }

    /// The frame in the parent: position and size, a non-finite value read as 0 (as Texture does).
    public var frame: CGRect {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return CGRect(
            x: finite(position.x), y: finite(position.y), width: finite(size.width),
            height: finite(size.height))
    }

    /// The frame of the sublayout of `layoutElement`, or `CGRect.null` when it is not a direct
    /// child (Texture's `frameForElement:`).
    ///
    /// ```swift
    /// let stack = cell.layoutThatFits(range).sublayouts[0]
    /// stack.frame(for: cell.titleNode)   // where the title sits in the stack
    /// ```
    public func frame(for layoutElement: ASLayoutElement) -> CGRect {
        sublayouts.first { $0.layoutElement === layoutElement }?.frame ?? .null
    }

    /// The layout with its specs flattened away: its node layouts, at their positions in this
    /// layout, each without sublayouts (Texture's `filteredNodeLayoutTree`, what a node applies
    /// to its subnodes). A node's own subnodes stay inside its layout, as in Texture.
    ///
    /// ```swift
    /// let frames = cell.layoutThatFits(range).filteredNodeLayoutTree().sublayouts.map(\.frame)
    /// ```
    public func filteredNodeLayoutTree() -> ASLayout {
        var flattened: [ASLayout] = []
        // Depth first, in order: a spec's sublayouts are visited where the spec was.
        var pending = sublayouts.reversed().map { ($0, $0.position) }
        while let (layout, position) = pending.popLast() {
            if layout.type == .displayNode {
                flattened.append(
                    layout.sublayouts.isEmpty && layout.position == position
                        ? layout
                        : ASLayout(
                            layoutElement: layout.layoutElement, size: layout.size,
                            position: position, sublayouts: []))
            } else {
                pending += layout.sublayouts.reversed().map {
                    ($0, CGPoint(x: position.x + $0.position.x, y: position.y + $0.position.y))
                }
            }
        }
        return ASLayout(
            layoutElement: layoutElement, size: size, position: position, sublayouts: flattened)
    }

    /// Whether layouts made from now on also hold their node strongly when they would hold it
    /// weakly: a node's own layout and those made with `ASLayout`'s initializers (a pass's
    /// sublayouts always hold theirs, as the pass does). Texture's debugging switch, which tools
    /// that keep layouts turn on. Off by default: a node keeps its own layout, so with the
    /// switch on, a node and its own layout keep each other for ever.
    public class var shouldRetainSublayoutLayoutElements: Bool {
        get { retainsElements.load(ordering: .relaxed) }
        set { retainsElements.store(newValue, ordering: .relaxed) }
    }

    /// Process-wide, as Texture's class property is.
    private static let retainsElements = Atomic(false)

    /// Whether the element is a spec or a node; read when the layout is made, as in Texture.
    public let type: ASLayoutElementType

    /// The sublayouts once made, as the lock holds them: only ever read and written under it
    /// (`ASLayout` makes no Sendable claim, since `position` is writable).
    private struct MadeSublayouts: @unchecked Sendable {
        var layouts: [ASLayout]?
    }

    /// As Texture describes a layout, without the addresses (descriptions stay the same from
    /// run to run): `<ASLayout; size = {170, 40}; layoutElement = CardNode; position = {0, 0}>`.
    open override var description: String {
        func number(_ value: CGFloat) -> String {
            value.isFinite && value == value.rounded() && abs(value) < 1e15
                ? String(Int(value)) : "\(value)"
        }
        let position =
            ASPointIsNull(position)
            ? "" : "; position = {\(number(position.x)), \(number(position.y))}"
        return
            "<ASLayout; size = {\(number(size.width)), \(number(size.height))}; layoutElement = \(Swift.type(of: layoutElement))\(position)>"
    }

    /// This layout and every one below it, one per line, indented by depth as Texture's
    /// debugging description is.
    ///
    /// ```swift
    /// print(cell.layoutThatFits(range).recursiveDescription())
    /// ```
    public func recursiveDescription() -> String {
        recursiveDescription(level: 0)
    }

    private func recursiveDescription(level: Int) -> String {
        let indent = level == 0 ? "" : String(repeating: "    |", count: level) + " "
        return
            ([indent + description] + sublayouts.map { $0.recursiveDescription(level: level + 1) })
            .joined(
                separator: "\n")
    }
}

/// A point that is no position (both coordinates NaN), as Texture's `ASPointNull`.
public let ASPointNull = CGPoint(x: CGFloat.nan, y: CGFloat.nan)

/// Whether `point` is `ASPointNull`.
public func ASPointIsNull(_ point: CGPoint) -> Bool {
    point.x.isNaN && point.y.isNaN
}

/// The key Texture keeps the largest constrained size under in a thread's dictionary; kept for
/// code that names it.
public let ASThreadDictMaxConstraintSizeKey = "kASThreadDictMaxConstraintSizeKey"

/// `layoutElement.layoutThatFits(sizeRange, parentSize:)`, as Texture's function.
///
/// ```swift
/// let layout = ASCalculateLayout(cell, ASSizeRangeMake(CGSize(width: 375, height: 0), CGSize(width: 375, height: .infinity)), CGSize(width: 375, height: 812))
/// ```
public func ASCalculateLayout(
    _ layoutElement: ASLayoutElement, _ sizeRange: ASSizeRange, _ parentSize: CGSize
)
    -> ASLayout
{
    layoutElement.layoutThatFits(sizeRange, parentSize: parentSize)
}

/// The root layout of `rootLayoutElement` in `sizeRange`, its parent the range's maximum, as
/// Texture's function.
public func ASCalculateRootLayout(_ rootLayoutElement: ASLayoutElement, _ sizeRange: ASSizeRange)
    -> ASLayout
{
    ASCalculateLayout(rootLayoutElement, sizeRange, sizeRange.max)
}
