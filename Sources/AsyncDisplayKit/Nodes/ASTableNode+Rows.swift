import Foundation
import LayoutshotUIKit

extension ASTableNode {
    /// The rows that fill the table in `constrainedSize`, as Texture's `ASTableView` measures
    /// them: each cell in the table's width less the content inset's sides and the heights of the
    /// delegate's range, the next one below it (and a hairline, with separators), from the top
    /// inset, until a row starts below the table.
    func rowsSpec(in constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let size = PlacedLayoutSpec.listSize(in: constrainedSize)
        let table: ASTableView = tableView
        let inset = table.contentInset
        let width = Swift.max(0, size.width - inset.left - inset.right)
        let hairline = table.separatorStyle == .none ? 0 : 1 / UIScreen.main.scale
        var cells: [ASCellNode] = []
        var frames: [CGRect] = []
        var y = inset.top
        sections: for section in 0..<numberOfSections {
            for row in 0..<numberOfRows(inSection: section) {
                guard y < size.height else { break sections }
                let indexPath = IndexPath(row: row, section: section)
                let cell = cell(at: indexPath)
                let asked =
                    delegate?.tableNode(self, constrainedSizeForRowAt: indexPath)
                    ?? ASSizeRangeMake(
                        .zero, CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
                let range = ASSizeRangeMake(
                    CGSize(width: width, height: asked.min.height),
                    CGSize(width: width, height: asked.max.height))
                let height = cell.layoutThatFits(range).size.height
                cells.append(cell)
                frames.append(CGRect(x: inset.left, y: y, width: width, height: height))
                y += height + hairline
            }
        }
        return PlacedLayoutSpec(size: size, placing: cells, at: frames)
    }

}
