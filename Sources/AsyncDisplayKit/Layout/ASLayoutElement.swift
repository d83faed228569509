import Foundation

/// Anything that can stand in a layout: a node or a layout spec (Texture's `ASLayoutElement`).
///
/// ```swift
/// let children: [ASLayoutElement] = [avatarNode, ASLayoutSpec().styled { $0.flexGrow = 1 }, timeNode]
/// ```
public protocol ASLayoutElement: AnyObject {
    /// The element's style, shared by reference.
    var style: ASLayoutElementStyle { get }
    /// Whether the element is a spec or a node.
    var layoutElementType: ASLayoutElementType { get }
    /// The element's children in the layout, if any.
    func sublayoutElements() -> [ASLayoutElement]?
    /// Lays the element out within `constrainedSize`, resolving its style against `constrainedSize.max`.
    func layoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout
    /// Lays the element out within `constrainedSize`, resolving its style against `parentSize`.
    func layoutThatFits(_ constrainedSize: ASSizeRange, parentSize: CGSize) -> ASLayout
    /// The layout within an already resolved range: the override point of custom specs.
    func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout
    /// Whether the element lays itself out: a spec, or a node with a spec, a spec block or a size
    /// of its own (Texture's `implementsLayoutMethod`).
    func implementsLayoutMethod() -> Bool
}

/// The ASDK 2.0 name of `ASLayoutElement`.
public typealias ASLayoutable = ASLayoutElement

extension ASLayoutElement {
    /// Changes the element's style in a closure and returns the element, for use inline:
    /// `ASLayoutSpec().styled { $0.flexGrow = 1 }`.
    @discardableResult
    public func styled(with styleBlock: (ASLayoutElementStyle) -> Void) -> Self {
        styleBlock(style)
        return self
    }
}
