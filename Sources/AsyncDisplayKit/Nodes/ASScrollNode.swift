import Foundation
import LayoutshotUIKit

/// A node whose content scrolls (`ASScrollNode`), snapshotted from its start: its content (its
/// `layoutSpecBlock`, or a subclass's `layoutSpecThatFits(_:)`) is laid out unbounded along
/// `scrollableDirections`, as in Texture, and clipped to the node.
///
/// With `automaticallyManagesContentSize`, the node is as large as its range's maximum where it
/// is bounded, else as its content (Texture clamps its parent's size instead, which a spec does
/// not give here), and content shorter than the node is laid out again in the node's range, so
/// that it can fill it; `view.contentSize` is the content's size. Without it, the node is as
/// large as its content, within its range.
///
/// ```swift
/// let scrollNode = ASScrollNode()
/// scrollNode.automaticallyManagesSubnodes = true
/// scrollNode.automaticallyManagesContentSize = true
/// scrollNode.layoutSpecBlock = { _, _ in
///     ASStackLayoutSpec(direction: .vertical, spacing: 12, justifyContent: .start, alignItems: .stretch,
///                       children: sections)
/// }
/// ```
open class ASScrollNode: ASDisplayNode {
    /// Whether the node sizes itself and its view's `contentSize` from its content (see above).
    open var automaticallyManagesContentSize = false
    /// The directions the content is unbounded along; up and down by default.
    open var scrollableDirections: ASScrollDirection = ASScrollDirectionVerticalDirections

    /// The scroll view, made with the node (loaded on first access, as every node's view).
    private var scrollView: UIScrollView!
    /// The content's block, as set.
    private var contentBlock: ASLayoutSpecBlock?

    /// A scroll node, clipping its content as a scroll view does.
    public override init() {
        scrollView = nil
        super.init()
        scrollView = UIScrollView(state: self)
        clipsToBounds = true
    }

    /// The scroll view (`UIScrollView`): loading it calls `didLoad`, as for every node.
    open override var view: UIScrollView {
        _ = super.view
        return scrollView
    }

    override func makeView() -> UIView { scrollView }

    /// The content's block. Read by layout passes, it is the content laid out as a scroll view's
    /// (see the class), which a subclass's `layoutSpecThatFits(_:)` is too.
    open override var layoutSpecBlock: ASLayoutSpecBlock? {
        get {
            if let contentBlock {
                return { node, range in
                    (node as? ASScrollNode)?.scrolling(contentBlock, in: range)
                        ?? contentBlock(node, range)
                }
            }
            guard MethodOverrides.overrides(.layoutSpecThatFits, in: type(of: self)) else {
                return nil
            }
            return { node, range in
                guard let scroll = node as? ASScrollNode else {
                    return node.layoutSpecThatFits(range)
                }
                return scroll.scrolling(
                    { node, range in node.layoutSpecThatFits(range) }, in: range)
            }
        }
        set { contentBlock = newValue }
    }

    /// The content of `content` laid out as the scroll view's, in the node's `range`.
    private func scrolling(_ content: ASLayoutSpecBlock, in range: ASSizeRange) -> ASLayoutSpec {
        var contentRange = range
        if !scrollableDirections.isDisjoint(with: ASScrollDirectionVerticalDirections) {
            contentRange.max.height = .infinity
        }
        if !scrollableDirections.isDisjoint(with: ASScrollDirectionHorizontalDirections) {
            contentRange.max.width = .infinity
        }
        var spec = content(self, contentRange)
        var measured = spec.layoutThatFits(contentRange).size
        guard automaticallyManagesContentSize else {
            return PlacedLayoutSpec(
                size: measured, placing: [spec], at: [CGRect(origin: .zero, size: measured)])
        }
        let own = CGSize(
            width: range.max.width.isFinite ? range.max.width : measured.width,
            height: range.max.height.isFinite ? range.max.height : measured.height)
        let short =
            (contentRange.max.height.isInfinite && measured.height < own.height)
            || (contentRange.max.width.isInfinite && measured.width < own.width)
        if short {
            spec = content(self, range)
            measured = spec.layoutThatFits(range).size
        }
        scrollView.contentSize = measured
        return PlacedLayoutSpec(
            size: own, placing: [spec], at: [CGRect(origin: .zero, size: measured)])
    }
}
