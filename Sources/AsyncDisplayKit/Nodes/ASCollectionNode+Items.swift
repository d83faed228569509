import Foundation
import LayoutshotUIKit

extension ASCollectionNode {
    /// The items that fill the collection in `constrainedSize`, placed as a flow layout places
    /// them. Along a line means across the scrolling direction (left to right when scrolling
    /// vertically); lines follow each other in the scrolling direction.
    func itemsSpec(in constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let size = PlacedLayoutSpec.listSize(in: constrainedSize)
        let view: ASCollectionView = collectionView
        let flow =
            view.collectionViewLayout as? UICollectionViewFlowLayout ?? UICollectionViewFlowLayout()
        let perSection = delegate as? UICollectionViewDelegateFlowLayout ?? FlowLayoutValues()
        let vertical = flow.scrollDirection == .vertical
        let inset = view.contentInset
        // The content box: the collection less its content inset, as (along, across) lengths.
        let lineLength =
            vertical
            ? size.width - inset.left - inset.right : size.height - inset.top - inset.bottom
        let extent = vertical ? size.height : size.width
        var position = vertical ? inset.top : inset.left
        let lineStart = vertical ? inset.left : inset.top
        var cells: [ASCellNode] = []
        var frames: [CGRect] = []

        /// Places a line of measured items at `position`, justified along `available` from `start`.
        func place(_ line: [(cell: ASCellNode, size: CGSize)], start: CGFloat, available: CGFloat)
            -> CGFloat
        {
            let alongs = line.map { vertical ? $0.size.width : $0.size.height }
            let acrosses = line.map { vertical ? $0.size.height : $0.size.width }
            let thickness = acrosses.max() ?? 0
            let used = alongs.reduce(0, +)
            var along = line.count == 1 ? start + (available - used) / 2 : start
            let gap = line.count > 1 ? (available - used) / CGFloat(line.count - 1) : 0
            for (index, item) in line.enumerated() {
                let across = position + (thickness - acrosses[index]) / 2
                cells.append(item.cell)
                frames.append(
                    vertical
                        ? CGRect(origin: CGPoint(x: along, y: across), size: item.size)
                        : CGRect(origin: CGPoint(x: across, y: along), size: item.size))
                along += alongs[index] + gap
            }
            return thickness
        }

        sections: for section in 0..<numberOfSections {
            let sectionInset = perSection.collectionView(
                view, layout: flow, insetForSectionAt: section)
            let lineSpacing = perSection.collectionView(
                view, layout: flow, minimumLineSpacingForSectionAt: section)
            let itemSpacing = perSection.collectionView(
                view, layout: flow, minimumInteritemSpacingForSectionAt: section)
            let header = perSection.collectionView(
                view, layout: flow, referenceSizeForHeaderInSection: section)
            let footer = perSection.collectionView(
                view, layout: flow, referenceSizeForFooterInSection: section)
            position +=
                (vertical ? header.height : header.width)
                + (vertical ? sectionInset.top : sectionInset.left)
            let start = lineStart + (vertical ? sectionInset.left : sectionInset.top)
            let available =
                lineLength
                - (vertical
                    ? sectionInset.left + sectionInset.right
                    : sectionInset.top + sectionInset.bottom)
            var line: [(cell: ASCellNode, size: CGSize)] = []
            var used: CGFloat = 0
            for item in 0..<numberOfItems(inSection: section) {
                guard position < extent else { break sections }
                let indexPath = IndexPath(item: item, section: section)
                let cell = cell(at: indexPath)
                let measured = cell.layoutThatFits(
                    itemRange(
                        at: indexPath, flow: flow, lineLength: lineLength,
                        vertical: vertical)
                ).size
                let along = vertical ? measured.width : measured.height
                if !line.isEmpty, used + itemSpacing + along > available + 0.0001 {
                    position += place(line, start: start, available: available) + lineSpacing
                    line = []
                    used = 0
                    guard position < extent else { break sections }
                }
                used += (line.isEmpty ? 0 : itemSpacing) + along
                line.append((cell, measured))
            }
            if !line.isEmpty { position += place(line, start: start, available: available) }
            position +=
                (vertical ? sectionInset.bottom : sectionInset.right)
                + (vertical ? footer.height : footer.width)
        }
        return PlacedLayoutSpec(size: size, placing: cells, at: frames)
    }

    /// An item's size range, as Texture's flow layout inspector gives it: the delegate's, else the
    /// layout's `itemSize` when it is not UIKit's 50 × 50 default, else up to the content box's
    /// length across the scrolling direction.
    private func itemRange(
        at indexPath: IndexPath, flow: UICollectionViewFlowLayout, lineLength: CGFloat,
        vertical: Bool
    ) -> ASSizeRange {
        let asked =
            delegate?.collectionNode(self, constrainedSizeForItemAt: indexPath)
            ?? ASSizeRangeUnconstrained
        guard asked == ASSizeRangeUnconstrained else { return asked }
        if flow.itemSize != CGSize(width: 50, height: 50) { return ASSizeRangeMake(flow.itemSize) }
        let length = Swift.max(0, lineLength)
        return ASSizeRangeMake(
            .zero,
            vertical
                ? CGSize(width: length, height: .infinity)
                : CGSize(width: .infinity, height: length))
    }

    /// The answers of a delegate that is not a flow delegate: those of one that implements none of
    /// its methods, the layout's own values (`UICollectionViewDelegateFlowLayout`'s extension).
    private final class FlowLayoutValues: UICollectionViewDelegateFlowLayout {}
}
