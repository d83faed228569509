import Foundation

/// UIKit's table view, with the properties node code sets on a table node's `view`:
/// `separatorStyle` decides whether rows are a hairline apart, as in Texture; separators,
/// header and footer views are kept, not drawn.
///
/// ```swift
/// tableNode.view.separatorStyle = .none
/// tableNode.view.tableFooterView = UIView()   // kept
/// ```
open class UITableView: UIScrollView {
    /// A plain table.
    public override init() {
        style = .plain
        super.init()
    }

    /// A table of a style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init()
        self.frame = frame
    }

    /// A table whose properties, and its layer's, live in `state` (a node).
    package init(state: any ViewState, style: Style) {
        self.style = style
        super.init(state: state)
    }

    /// The table's style. Every style is laid out as `plain` here.
    public let style: Style
    /// The line between rows; `singleLine` makes each row a hairline (1 pixel) taller, as Texture
    /// measures rows; the line itself is not drawn.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separators' colour. Kept: separators are not drawn.
    open var separatorColor: UIColor?
    /// The separators' insets. Kept: separators are not drawn.
    open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    /// A view above the rows. Kept, not drawn.
    open var tableHeaderView: UIView?
    /// A view below the rows. Kept, not drawn.
    open var tableFooterView: UIView?
    /// A view behind the rows. Kept, not drawn.
    open var backgroundView: UIView?
    /// UIKit's row height. Kept: a row is as tall as its node.
    open var rowHeight: CGFloat = UITableView.automaticDimension
    /// UIKit's estimated row height. Kept.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// Section header height. Kept: sections have no headers here.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// Section footer height. Kept.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Whether rows can be selected. Kept.
    open var allowsSelection = true
    /// Whether several rows can be selected. Kept.
    open var allowsMultipleSelection = false
    /// Whether the table is in editing mode. Kept.
    open var isEditing = false
    /// The height UIKit computes itself.
    public static let automaticDimension: CGFloat = -1

    /// A table's style (`UITableView.Style`).
    public enum Style: Int, Sendable {
        /// Rows one after the other.
        case plain = 0
        /// Grouped sections; laid out as `plain` here.
        case grouped = 1
        /// Inset grouped sections; laid out as `plain` here.
        case insetGrouped = 2
    }

    /// How rows animate in and out (`UITableView.RowAnimation`). Kept: nothing animates.
    public enum RowAnimation: Int, Sendable {
        /// Fades.
        case fade = 0
        /// Slides from the right.
        case right = 1
        /// Slides from the left.
        case left = 2
        /// Slides from the top.
        case top = 3
        /// Slides from the bottom.
        case bottom = 4
        /// No animation.
        case none = 5
        /// Keeps the rows in the middle.
        case middle = 6
        /// UIKit's choice.
        case automatic = 100
    }

    /// Where a row ends up when scrolled to (`UITableView.ScrollPosition`). Kept.
    public enum ScrollPosition: Int, Sendable {
        /// As little as needed.
        case none = 0
        /// At the top.
        case top = 1
        /// In the middle.
        case middle = 2
        /// At the bottom.
        case bottom = 3
    }
}
