import Foundation
import LayoutshotUIKit

/// A table of cells (`ASTableNode`), snapshotted as a screen shows it: the data source's first
/// rows, each laid out as Texture lays out a row (the table's width less its content inset, the
/// height the delegate's `constrainedSizeForRowAt` allows), one below the other from the top
/// inset (a hairline apart unless `view.separatorStyle` is `.none`, as Texture measures rows),
/// until the table is full; clipped to the table.
///
/// The table is as large as its range's maximum, or the screen's (`UIScreen.main.bounds`)
/// where the range is unbounded: give the assertion the screen's size. Sections follow each
/// other without headers; separators, header and footer views are not drawn.
///
/// ```swift
/// let tableNode = ASTableNode(style: .plain)
/// tableNode.dataSource = feed
/// tableNode.view.separatorStyle = .none
/// assertLayoutSnapshot(of: tableNode, in: ASSizeRangeMake(CGSize(width: 375, height: 667)))
/// ```
open class ASTableNode: ASDisplayNode {
    /// Where the rows come from; held weakly, as in Texture.
    open weak var dataSource: ASTableDataSource?
    /// What sizes the rows; held weakly.
    open weak var delegate: ASTableDelegate?
    /// Kept for Texture code.
    open var leadingScreensForBatching: CGFloat = 2
    /// Kept for Texture code: rows are laid out from the top.
    open var inverted = false
    /// Kept for Texture code.
    open var allowsSelection: Bool {
        get { tableView.allowsSelection }
        set { tableView.allowsSelection = newValue }
    }
    /// Kept for Texture code.
    open var allowsMultipleSelection: Bool {
        get { tableView.allowsMultipleSelection }
        set { tableView.allowsMultipleSelection = newValue }
    }
    /// Space around the rows: the rows start below its top and are as wide as the table less its
    /// sides (the view's `contentInset`).
    open var contentInset: UIEdgeInsets {
        get { tableView.contentInset }
        set { tableView.contentInset = newValue }
    }
    /// How far the rows are scrolled. Kept: a snapshot shows the rows from the first.
    open var contentOffset: CGPoint {
        get { tableView.contentOffset }
        set { tableView.contentOffset = newValue }
    }

    /// The table's view, made with the node (loaded on first access, as every node's view);
    /// layout reads its table properties without loading the node.
    var tableView: ASTableView!
    /// The cells made so far, by row, until `reloadData()`.
    let cells = ListCells()

    /// A table of a style (every style is laid out as `plain`).
    public init(style: UITableView.Style) {
        tableView = nil
        super.init()
        tableView = ASTableView(node: self, style: style)
        clipsToBounds = true
    }

    /// A plain table.
    public override convenience init() {
        self.init(style: .plain)
    }

    /// The table's view (`ASTableView`): loading it calls `didLoad`, as for every node.
    open override var view: ASTableView {
        _ = super.view
        return tableView
    }

    override func makeView() -> UIView { tableView }

    /// The rows that fill the table in `constrainedSize` (`ASTableNode+Rows.swift`).
    open override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        rowsSpec(in: constrainedSize)
    }
}
