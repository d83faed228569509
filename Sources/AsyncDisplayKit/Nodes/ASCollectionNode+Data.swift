import Foundation
import LayoutshotUIKit

extension ASCollectionNode {
    /// The cell of an item: made once by the data source's block (its `indexPath` set), then kept
    /// until `reloadData()`.
    func cell(at indexPath: IndexPath) -> ASCellNode {
        cells.cell(at: indexPath) {
            dataSource.map { $0.collectionNode(self, nodeBlockForItemAt: indexPath)() }
                ?? ASCellNode()
        }
    }

    /// Forgets the cells made, so that the next layout asks the data source again, then calls
    /// `completion` (synchronously here).
    ///
    /// ```swift
    /// collectionNode.reloadData()
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

    /// The number of items of a section, from the data source.
    ///
    /// ```swift
    /// collectionNode.numberOfItems(inSection: 0)
    /// ```
    public func numberOfItems(inSection section: Int) -> Int {
        max(0, dataSource?.collectionNode(self, numberOfItemsInSection: section) ?? 0)
    }

    /// The cell of an item once a layout has made it, else `nil`.
    public func nodeForItem(at indexPath: IndexPath) -> ASCellNode? { cells[indexPath] }

    /// The item of a cell the collection made, else `nil`.
    public func indexPath(for cellNode: ASCellNode) -> IndexPath? {
        cells.indexPath(of: cellNode)
    }

    /// The cells made by the last layout, in item order: those a snapshot shows.
    public var visibleNodes: [ASCellNode] {
        cells.inOrder
    }

    /// The items of `visibleNodes`.
    public var indexPathsForVisibleItems: [IndexPath] {
        cells.indexPaths
    }

    /// Runs `updates` (insertions and deletions, which each reload), then `completion`,
    /// synchronously.
    ///
    /// ```swift
    /// collectionNode.performBatch(animated: false, updates: { collectionNode.insertItems(at: added) })
    /// ```
    public func performBatch(
        animated: Bool, updates: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        updates()
        reloadData()
        completion?(true)
    }

    /// As `performBatch(animated:updates:completion:)`.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        performBatch(animated: true, updates: updates, completion: completion)
    }

    /// Items were inserted in the data source: the collection asks it again.
    public func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Items were deleted from the data source: the collection asks it again.
    public func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Items changed in the data source: the collection asks it again.
    public func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    /// An item moved in the data source: the collection asks it again.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// Sections were inserted in the data source: the collection asks it again.
    public func insertSections(_ sections: IndexSet) { reloadData() }
    /// Sections were deleted from the data source: the collection asks it again.
    public func deleteSections(_ sections: IndexSet) { reloadData() }
    /// Sections changed in the data source: the collection asks it again.
    public func reloadSections(_ sections: IndexSet) { reloadData() }
    /// Texture waits for its background updates. A no-op here: updates are synchronous.
    public func waitUntilAllUpdatesAreProcessed() {}
    /// Texture measures the items again. Forgets the layout here: the next one measures anew.
    public func relayoutItems() { invalidateCalculatedLayout() }
    /// Texture registers a kind of header or footer. Kept: their sizes are left empty.
    public func registerSupplementaryNode(ofKind elementKind: String) {}

    /// Texture scrolls to an item. Kept: a snapshot shows the items from the first.
    public func scrollToItem(
        at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
    ) {}
    /// Texture selects an item. Kept: nothing is drawn selected.
    public func selectItem(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
    ) {}
    /// Texture deselects an item. Kept.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {}
    /// The selected items: none here.
    public var indexPathsForSelectedItems: [IndexPath]? { [] }
}
