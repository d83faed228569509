import Foundation
import LayoutshotUIKit

/// A collection node's view (`ASCollectionView`): a `UICollectionView` whose own properties are
/// the node's (background, corners, …) and whose layout and content inset the collection node
/// places its items with.
///
/// ```swift
/// collectionNode.view.alwaysBounceVertical = true   // kept
/// ```
open class ASCollectionView: UICollectionView {
    /// The collection node this is the view of.
    public private(set) weak var collectionNode: ASCollectionNode?

    init(node: ASCollectionNode, layout: UICollectionViewLayout) {
        collectionNode = node
        super.init(state: node, collectionViewLayout: layout)
    }
}
