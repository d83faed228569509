import Foundation

/// UIKit's flow layout, which a collection node lays its items out with as UIKit does: lines of
/// items across the scrolling direction, `minimumInteritemSpacing` apart at least (the line
/// justified: extra space shared between its items, a lone item centred), items centred across
/// their line, lines `minimumLineSpacing` apart, each section inside its `sectionInset`, below
/// its `headerReferenceSize` (an empty header; header nodes are not drawn).
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.minimumLineSpacing = 8
/// layout.minimumInteritemSpacing = 8
/// layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
/// let collectionNode = ASCollectionNode(collectionViewLayout: layout)
/// ```
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// A flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// The items' size when the delegate gives no size range: 50 × 50 (UIKit's default) lets
    /// items size themselves, as Texture does.
    open var itemSize = CGSize(width: 50, height: 50)
    /// UIKit's estimated size for self-sizing cells. Kept: nodes size themselves.
    open var estimatedItemSize: CGSize = .zero
    /// The least space between lines; 10 by default.
    open var minimumLineSpacing: CGFloat = 10
    /// The least space between items of a line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10
    /// Space around each section's items.
    open var sectionInset: UIEdgeInsets = .zero
    /// The direction the collection scrolls in: lines run across it.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The size of each section's header: its height (its width when scrolling horizontally) is
    /// left empty above the section.
    open var headerReferenceSize: CGSize = .zero
    /// The size of each section's footer: left empty below the section, as the header.
    open var footerReferenceSize: CGSize = .zero
    /// Whether headers stay at the top while scrolling. Kept.
    open var sectionHeadersPinToVisibleBounds = false

    /// UIKit's marker for a size computed from the cells. Kept.
    public static let automaticSize = CGSize(
        width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
}
