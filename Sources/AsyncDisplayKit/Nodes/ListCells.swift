import Foundation

/// The cells a table or collection node has made, by index path: each made once, the first time
/// a layout asks for it, then kept until the data is reloaded. One store for `ASTableNode` and
/// `ASCollectionNode`, whose Texture API differs only in names (rows, items). A class: a data
/// source's block may read the node's cells while it makes one, and no access to the store is
/// held while it runs.
final class ListCells {
    private var cells: [IndexPath: ASCellNode] = [:]

    /// The cell at `indexPath`, made by `make` (its `indexPath` set) the first time it is asked for.
    func cell(at indexPath: IndexPath, make: () -> ASCellNode) -> ASCellNode {
        if let cell = cells[indexPath] { return cell }
        let cell = make()
        cell.indexPath = indexPath
        cells[indexPath] = cell
        return cell
    }

    /// The cell at `indexPath` once a layout has made it, else `nil`.
    subscript(indexPath: IndexPath) -> ASCellNode? { cells[indexPath] }

    /// The index path of a cell made here, else `nil`.
    func indexPath(of cell: ASCellNode) -> IndexPath? {
        cells.first { $0.value === cell }?.key
    }

    /// The cells made, in index-path order: those a snapshot shows.
    var inOrder: [ASCellNode] { cells.sorted { $0.key < $1.key }.map(\.value) }

    /// The index paths of `inOrder`.
    var indexPaths: [IndexPath] { cells.keys.sorted() }

    /// Forgets every cell: the next layout asks the data source again.
    func removeAll() { cells = [:] }
}
