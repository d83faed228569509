import Foundation
import LayoutshotUIKit

/// What a collection node shows (`ASCollectionDataSource`): its sections, items and cells.
/// Texture's optional methods have defaults here: one section, no items, and a cell from
/// `collectionNode(_:nodeForItemAt:)` when there is no `collectionNode(_:nodeBlockForItemAt:)`.
///
/// ```swift
/// extension PhotosScreen: ASCollectionDataSource {
///     func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { photos.count }
///     func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
///         let photo = photos[indexPath.item]
///         return { PhotoCellNode(photo: photo) }
///     }
/// }
/// ```
public protocol ASCollectionDataSource: AnyObject {
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionNode: ASCollectionNode) -> Int
    /// The number of items of a section; 0 by default.
    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int)
        -> Int
    /// A block that makes the cell of an item; by default one that asks
    /// `collectionNode(_:nodeForItemAt:)`.
    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
        -> ASCellNodeBlock
    /// The cell of an item, when there is no `collectionNode(_:nodeBlockForItemAt:)`; an empty cell
    /// by default.
    func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath)
        -> ASCellNode
    /// A header or footer node. Never asked here: a flow layout's header and footer sizes are
    /// left empty.
    func collectionNode(
        _ collectionNode: ASCollectionNode, nodeForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> ASCellNode
}

extension ASCollectionDataSource {
    /// One section.
    public func numberOfSections(in collectionNode: ASCollectionNode) -> Int { 1 }
    /// No items.
    public func collectionNode(
        _ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int
    ) -> Int { 0 }
    /// A block that asks `collectionNode(_:nodeForItemAt:)`.
    public func collectionNode(
        _ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath
    )
        -> ASCellNodeBlock
    {
        { [self] in self.collectionNode(collectionNode, nodeForItemAt: indexPath) }
    }
    /// An empty cell.
    public func collectionNode(
        _ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath
    ) -> ASCellNode {
        ASCellNode()
    }
    /// An empty cell.
    public func collectionNode(
        _ collectionNode: ASCollectionNode, nodeForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> ASCellNode {
        ASCellNode()
    }
}
