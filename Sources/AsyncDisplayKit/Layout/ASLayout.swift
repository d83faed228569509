import Foundation
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
/// As in Texture, a layout holds a node weakly: the node keeps its `calculatedLayout`, and a
/// layout that kept its node would keep both alive for ever. A spec is held strongly, since
/// once the pass is over only its layouts keep it. The sublayouts of a pass's layouts are
/// made when first read, from the frames the pass keeps.
open class ASLayout: NSObject {
    /// The element laid out; an empty spec once the node it laid out is gone.
    public var layoutElement: ASLayoutElement { spec ?? node ?? ASLayoutSpec() }
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

    /// The element when it is not a node.
    private let spec: ASLayoutElement?
    private weak var node: ASDisplayNode?
    /// The sublayouts once made. Locked, not a plain lazy property: an `ASLayout` is read
    /// from any thread, as in Texture, and the first read makes them.
    private let madeSublayouts: Mutex<MadeSublayouts>
    /// The pass's frames, and this layout's place in them, while its sublayouts are not made.
    private let frames: LayoutFrames?
    private let index: Int

    /// A layout of an element.
    public init(layoutElement: ASLayoutElement, size: CGSize, position: CGPoint, sublayouts: [ASLayout]?) {
        (spec, node) = Self.reference(layoutElement)
        type = node == nil ? layoutElement.layoutElementType : .displayNode
        self.size = size
        self.position = position
        madeSublayouts = Mutex(MadeSublayouts(layouts: sublayouts ?? []))
        frames = nil
        index = 0
    }

    /// A layout of element `index` of a pass, a node or a spec of this module, whose
    /// sublayouts come from `frames` when read.
    init(node: ASDisplayNode?, spec: ASLayoutSpec?, size: CGSize, position: CGPoint, frames: LayoutFrames, index: Int) {
        self.node = node
        self.spec = spec
        type = node == nil ? .layoutSpec : .displayNode
        self.size = size
        self.position = position
        self.frames = frames
        self.index = index
        madeSublayouts = Mutex(MadeSublayouts(layouts: nil))
    }

    /// A layout at position zero.
    public convenience init(layoutElement: ASLayoutElement, size: CGSize, sublayouts: [ASLayout]?) {
        self.init(layoutElement: layoutElement, size: size, position: .zero, sublayouts: sublayouts)
    }

    /// A layout without sublayouts.
    public convenience init(layoutElement: ASLayoutElement, size: CGSize) {
        self.init(layoutElement: layoutElement, size: size, position: .zero, sublayouts: nil)
    }

    /// How a layout holds `element`: a node weakly, anything else strongly.
    private static func reference(_ element: ASLayoutElement) -> (ASLayoutElement?, ASDisplayNode?) {
        if let node = element as? ASDisplayNode { return (nil, node) }
        return (element, nil)
    }

    /// The frame in the parent: position and size.
    public var frame: CGRect { CGRect(origin: position, size: size) }

    /// Whether the element is a spec or a node; read when the layout is made, as in Texture.
    public let type: ASLayoutElementType

    /// The sublayouts once made, as the lock holds them: only ever read and written under it
    /// (`ASLayout` makes no Sendable claim, since `position` is writable).
    private struct MadeSublayouts: @unchecked Sendable {
        var layouts: [ASLayout]?
    }

    open override var description: String {
        "<ASLayout \(Swift.type(of: layoutElement)) frame=\(frame) sublayouts=\(sublayouts.count)>"
    }
}
