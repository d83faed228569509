import Foundation
import LayoutshotUIKit

extension ASTableNode {
    /// The cell of a row: made once by the data source's block (its `indexPath` set), then kept
    /// until `reloadData()`.
    func cell(at indexPath: IndexPath) -> ASCellNode {
        cells.cell(at: indexPath) {
            dataSource.map { $0.tableNode(self, nodeBlockForRowAt: indexPath)() } ?? ASCellNode()
        }
    }

    /// Forgets the cells made, so that the next layout asks the data source again, then calls
    /// `completion`, as Texture's `reloadData(completion:)` (synchronously here).
    ///
    /// ```swift
    /// posts = loadedPosts
    /// tableNode.reloadData()
    /// ```
    public func reloadData(completion: (() -> Void)? = nil) {
        cells.removeAll()
        invalidateCalculatedLayout()
        completion?()
    }

    /// The number of sections, from the data source.
    public var numberOfSections: Int {
        max(0, dataSource?.numberOfSections(in: self) ?? 0)
    }

    /// The number of rows of a section, from the data source.
    ///
    /// ```swift
    /// tableNode.numberOfRows(inSection: 0)
    /// ```
    public func numberOfRows(inSection section: Int) -> Int {
        max(0, dataSource?.tableNode(self, numberOfRowsInSection: section) ?? 0)
    }

    /// The cell of a row once a layout has made it, else `nil`.
    ///
    /// ```swift
    /// let first = tableNode.nodeForRow(at: IndexPath(row: 0, section: 0))
    /// ```
    public func nodeForRow(at indexPath: IndexPath) -> ASCellNode? { cells[indexPath] }

    /// The row of a cell the table made, else `nil`.
    public func indexPath(for cellNode: ASCellNode) -> IndexPath? {
        cells.indexPath(of: cellNode)
    }

    /// The cells made by the last layout, in row order: those a snapshot shows.
    public var visibleNodes: [ASCellNode] {
        cells.inOrder
    }

    /// The rows of `visibleNodes`.
    public func indexPathsForVisibleRows() -> [IndexPath] {
        cells.indexPaths
    }

    /// Runs `updates` (row insertions and deletions, which each reload), then `completion`,
    /// synchronously.
    ///
    /// ```swift
    /// tableNode.performBatchUpdates({ tableNode.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) })
    /// ```
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        updates()
        reloadData()
        completion?(true)
    }

    /// Rows were inserted in the data source: the table asks it again.
    public func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        reloadData()
    }
    /// Rows were deleted from the data source: the table asks it again.
    public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        reloadData()
    }
    /// Rows changed in the data source: the table asks it again.
    public func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        reloadData()
    }
    /// A row moved in the data source: the table asks it again.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// Sections were inserted in the data source: the table asks it again.
    public func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        reloadData()
    }
    /// Sections were deleted from the data source: the table asks it again.
    public func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        reloadData()
    }
    /// Sections changed in the data source: the table asks it again.
    public func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        reloadData()
    }
    /// Texture waits for its background updates. A no-op here: updates are synchronous.
    public func waitUntilAllUpdatesAreProcessed() {}
    /// Texture measures the rows again. Forgets the layout here: the next one measures anew.
    public func relayoutItems() { invalidateCalculatedLayout() }

    /// Texture scrolls to a row. Kept: a snapshot shows the rows from the first.
    public func scrollToRow(
        at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
    ) {}
    /// Texture selects a row. Kept: nothing is drawn selected.
    public func selectRow(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
    ) {}
    /// Texture deselects a row. Kept.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    /// The selected row: none here.
    public var indexPathForSelectedRow: IndexPath? { nil }
}
