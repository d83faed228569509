import Foundation
import LayoutshotUIKit

/// A collection of cells (`ASCollectionNode`), snapshotted as a screen shows it: the data
/// source's first items, sized as Texture sizes them (the delegate's `constrainedSizeForItemAt`,
/// else the flow layout's `itemSize` when set, else any size up to the collection's width less
/// its content inset) and placed as `UICollectionViewFlowLayout` places them (see it: section
/// insets, line and item spacing, justified lines), from the content inset, until the collection
/// is full; clipped to the collection.
///
/// The collection is as large as its range's maximum, or the screen's (`UIScreen.main.bounds`)
/// where the range is unbounded: give the assertion the screen's size. Headers and footers are
/// left empty (their reference sizes); a layout other than a flow layout is placed as a default
/// flow layout.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let collectionNode = ASCollectionNode(collectionViewLayout: layout)
/// collectionNode.dataSource = photos
/// assertLayoutSnapshot(of: collectionNode, in: ASSizeRangeMake(CGSize(width: 375, height: 667)))
/// ```
open class ASCollectionNode: ASDisplayNode {
    /// Where the items come from; held weakly, as in Texture.
    open weak var dataSource: ASCollectionDataSource?
    /// What sizes the items; held weakly.
    open weak var delegate: ASCollectionDelegate?
    /// Kept for Texture code.
    open var leadingScreensForBatching: CGFloat = 2
    /// Kept for Texture code: items are laid out from the start.
    open var inverted = false
    /// The layout the items are placed by.
    open var collectionViewLayout: UICollectionViewLayout {
        get { collectionView.collectionViewLayout }
        set { collectionView.collectionViewLayout = newValue }
    }
    /// Space around the items (the view's `contentInset`).
    open var contentInset: UIEdgeInsets {
        get { collectionView.contentInset }
        set { collectionView.contentInset = newValue }
    }
    /// How far the items are scrolled. Kept: a snapshot shows the items from the first.
    open var contentOffset: CGPoint {
        get { collectionView.contentOffset }
        set { collectionView.contentOffset = newValue }
    }
    /// Kept for Texture code.
    open var allowsSelection: Bool {
        get { collectionView.allowsSelection }
        set { collectionView.allowsSelection = newValue }
    }
    /// Kept for Texture code.
    open var allowsMultipleSelection: Bool {
        get { collectionView.allowsMultipleSelection }
        set { collectionView.allowsMultipleSelection = newValue }
    }
    /// Kept for Texture code.
    open var showsVerticalScrollIndicator: Bool {
        get { collectionView.showsVerticalScrollIndicator }
        set { collectionView.showsVerticalScrollIndicator = newValue }
    }
    /// Kept for Texture code.
    open var showsHorizontalScrollIndicator: Bool {
        get { collectionView.showsHorizontalScrollIndicator }
        set { collectionView.showsHorizontalScrollIndicator = newValue }
    }

    /// The collection's view, made with the node (loaded on first access, as every node's view);
    /// layout reads its layout and inset without loading the node.
    var collectionView: ASCollectionView!
    /// The cells made so far, by item, until `reloadData()`.
    let cells = ListCells()

    /// A collection placed by `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionView = nil
        super.init()
        collectionView = ASCollectionView(node: self, layout: layout)
        clipsToBounds = true
    }

    /// A collection placed by `layout`; the frame is kept.
    public convenience init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.init(collectionViewLayout: layout)
        self.frame = frame
    }

    /// The collection's view (`ASCollectionView`): loading it calls `didLoad`, as for every node.
    open override var view: ASCollectionView {
        _ = super.view
        return collectionView
    }

    override func makeView() -> UIView { collectionView }

    /// The items that fill the collection in `constrainedSize` (`ASCollectionNode+Items.swift`).
    open override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        itemsSpec(in: constrainedSize)
    }
}
