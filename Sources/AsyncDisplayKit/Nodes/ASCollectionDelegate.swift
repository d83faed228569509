import Foundation
import LayoutshotUIKit

/// What a collection node asks about its items' sizes and tells about the user's actions
/// (`ASCollectionDelegate`). Only the size range is asked here (and a flow layout's
/// `UICollectionViewDelegateFlowLayout` answers, when the delegate adopts it); the rest is kept
/// so that delegates compile. Texture's optional methods have defaults.
///
/// ```swift
/// extension PhotosScreen: ASCollectionDelegate {
///     func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath) -> ASSizeRange {
///         ASSizeRangeMake(CGSize(width: 100, height: 100))
///     }
/// }
/// ```
public protocol ASCollectionDelegate: AnyObject {
    /// The size range of an item's cell. By default `ASSizeRangeUnconstrained`, which Texture
    /// takes as no answer: the flow layout's `itemSize` when set, else any size up to the
    /// collection's width (its height when scrolling horizontally) less its content inset.
    func collectionNode(
        _ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath
    )
        -> ASSizeRange
    /// An item was selected. Never called here.
    func collectionNode(_ collectionNode: ASCollectionNode, didSelectItemAt indexPath: IndexPath)
    /// An item was deselected. Never called here.
    func collectionNode(_ collectionNode: ASCollectionNode, didDeselectItemAt indexPath: IndexPath)
    /// A cell is about to show. Never called here.
    func collectionNode(_ collectionNode: ASCollectionNode, willDisplayItemWith node: ASCellNode)
    /// A cell stopped showing. Never called here.
    func collectionNode(
        _ collectionNode: ASCollectionNode, didEndDisplayingItemWith node: ASCellNode)
    /// Whether to fetch more items; `false` by default. Never asked here.
    func shouldBatchFetch(for collectionNode: ASCollectionNode) -> Bool
    /// Fetch more items. Never called here.
    func collectionNode(
        _ collectionNode: ASCollectionNode, willBeginBatchFetchWith context: ASBatchContext)
}

extension ASCollectionDelegate {
    /// `ASSizeRangeUnconstrained`: no answer (see the requirement).
    public func collectionNode(
        _ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath
    )
        -> ASSizeRange
    {
        ASSizeRangeUnconstrained
    }
    /// Nothing.
    public func collectionNode(
        _ collectionNode: ASCollectionNode, didSelectItemAt indexPath: IndexPath
    ) {}
    /// Nothing.
    public func collectionNode(
        _ collectionNode: ASCollectionNode, didDeselectItemAt indexPath: IndexPath
    ) {}
    /// Nothing.
    public func collectionNode(
        _ collectionNode: ASCollectionNode, willDisplayItemWith node: ASCellNode
    ) {}
    /// Nothing.
    public func collectionNode(
        _ collectionNode: ASCollectionNode, didEndDisplayingItemWith node: ASCellNode
    ) {}
    /// `false`.
    public func shouldBatchFetch(for collectionNode: ASCollectionNode) -> Bool { false }
    /// Nothing.
    public func collectionNode(
        _ collectionNode: ASCollectionNode, willBeginBatchFetchWith context: ASBatchContext
    ) {}
}
