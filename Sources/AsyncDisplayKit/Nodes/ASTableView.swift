import Foundation
import LayoutshotUIKit

/// A table node's view (`ASTableView`): a `UITableView` whose own properties are the node's
/// (background, corners, …) and whose table properties (`separatorStyle`, `contentInset`) the
/// table node lays its rows out with.
///
/// ```swift
/// tableNode.view.separatorStyle = .none
/// ```
open class ASTableView: UITableView {
    /// The table node this is the view of.
    public private(set) weak var tableNode: ASTableNode?

    init(node: ASTableNode, style: UITableView.Style) {
        tableNode = node
        super.init(state: node, style: style)
    }
}
