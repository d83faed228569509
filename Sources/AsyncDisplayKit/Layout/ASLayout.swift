import Foundation

/// A computed layout: an element, its size, its position in its parent and its sublayouts,
/// as Texture's `ASLayout`. Positions are in the parent's coordinate space.
///
/// ```swift
/// let layout = cell.layoutThatFits(ASSizeRangeMake(CGSize(width: 375, height: 0), CGSize(width: 375, height: .infinity)))
/// layout.size               // the cell's size
/// layout.sublayouts[0].frame
/// ```
open class ASLayout: NSObject {
    /// The element laid out.
    public let layoutElement: ASLayoutElement
    /// The size, snapped to the pixel grid.
    public let size: CGSize
    /// The position in the parent (zero until a parent places it).
    public var position: CGPoint
    /// The sublayouts, in paint order.
    public let sublayouts: [ASLayout]

    /// A layout of an element.
    public init(layoutElement: ASLayoutElement, size: CGSize, position: CGPoint, sublayouts: [ASLayout]?) {
        self.layoutElement = layoutElement
        self.size = size
        self.position = position
        self.sublayouts = sublayouts ?? []
    }

    /// A layout at position zero.
    public convenience init(layoutElement: ASLayoutElement, size: CGSize, sublayouts: [ASLayout]?) {
        self.init(layoutElement: layoutElement, size: size, position: .zero, sublayouts: sublayouts)
    }

    /// A layout without sublayouts.
    public convenience init(layoutElement: ASLayoutElement, size: CGSize) {
        self.init(layoutElement: layoutElement, size: size, position: .zero, sublayouts: nil)
    }

    /// The frame in the parent: position and size.
    public var frame: CGRect { CGRect(origin: position, size: size) }

    /// Whether the element is a spec or a node.
    public var type: ASLayoutElementType { layoutElement.layoutElementType }

    open override var description: String {
        "<ASLayout \(Swift.type(of: layoutElement)) frame=\(frame) sublayouts=\(sublayouts.count)>"
    }
}
