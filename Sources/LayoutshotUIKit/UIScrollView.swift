import Foundation

/// UIKit's scroll view, with the properties node code sets on a scroll, table or collection
/// node's `view`: its content inset places the content (a table's rows, a collection's items);
/// the rest is kept (nothing scrolls in a snapshot: it shows the content from its start).
///
/// ```swift
/// tableNode.view.showsVerticalScrollIndicator = false   // kept
/// tableNode.view.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
/// ```
open class UIScrollView: UIView {
    /// A scroll view of zero size.
    public override init() {
        super.init()
    }

    /// A scroll view whose properties, and its layer's, live in `state` (a node).
    package override init(state: any ViewState) {
        super.init(state: state)
    }

    /// Space around the content, in points.
    open var contentInset: UIEdgeInsets = .zero
    /// How far the content is scrolled. Kept: a snapshot shows the content from its start.
    open var contentOffset: CGPoint = .zero
    /// The content's size. A scroll node that manages it sets it to its content's size.
    open var contentSize: CGSize = .zero
    /// Whether the vertical indicator shows while scrolling. Kept.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling. Kept.
    open var showsHorizontalScrollIndicator = true
    /// Whether the content bounces vertically when it is shorter than the view. Kept.
    open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally when it is narrower than the view. Kept.
    open var alwaysBounceHorizontal = false
    /// Whether the content bounces at its ends. Kept.
    open var bounces = true
    /// Whether the view scrolls. Kept.
    open var isScrollEnabled = true
    /// Whether the view stops on multiples of its bounds. Kept.
    open var isPagingEnabled = false
    /// Whether a tap on the status bar scrolls to the top. Kept.
    open var scrollsToTop = true
    /// Whether a drag closes the keyboard. Kept.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// How the safe area adds to the content inset. Kept: the safe area is the node's `safeAreaInsets`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Insets of the scroll indicators. Kept.
    open var scrollIndicatorInsets: UIEdgeInsets = .zero

    /// UIKit scrolls to `contentOffset`. Kept: sets `contentOffset`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Whether a drag closes the keyboard (`UIScrollView.KeyboardDismissMode`).
    public enum KeyboardDismissMode: Int, Sendable {
        /// A drag does not close it.
        case none = 0
        /// A drag closes it.
        case onDrag = 1
        /// A drag down closes it interactively.
        case interactive = 2
    }

    /// How the safe area adds to the content inset (`UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// UIKit's choice for the view.
        case automatic = 0
        /// Only along the scrolling axes.
        case scrollableAxes = 1
        /// Never.
        case never = 2
        /// Always.
        case always = 3
    }
}
