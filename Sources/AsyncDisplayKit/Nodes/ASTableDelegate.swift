import Foundation
import LayoutshotUIKit

/// What a table node asks about its rows' sizes and tells about the user's actions
/// (`ASTableDelegate`). Only the size range is asked here; the rest is kept so that delegates
/// compile (nothing is selected, displayed, scrolled or fetched in a snapshot). Texture's
/// optional methods have defaults.
///
/// ```swift
/// extension FeedScreen: ASTableDelegate {
///     func tableNode(_ tableNode: ASTableNode, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange {
///         ASSizeRangeMake(CGSize(width: 0, height: 44), CGSize(width: 0, height: 200))   // widths are the table's
///     }
/// }
/// ```
public protocol ASTableDelegate: AnyObject {
    /// The size range of a row's cell: its heights are used, its widths are the table's, as in
    /// Texture; by default any height.
    func tableNode(_ tableNode: ASTableNode, constrainedSizeForRowAt indexPath: IndexPath)
        -> ASSizeRange
    /// A row was selected. Never called here.
    func tableNode(_ tableNode: ASTableNode, didSelectRowAt indexPath: IndexPath)
    /// A row was deselected. Never called here.
    func tableNode(_ tableNode: ASTableNode, didDeselectRowAt indexPath: IndexPath)
    /// Whether a row may be highlighted; `true` by default. Never asked here.
    func tableNode(_ tableNode: ASTableNode, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// A cell is about to show. Never called here.
    func tableNode(_ tableNode: ASTableNode, willDisplayRowWith node: ASCellNode)
    /// A cell stopped showing. Never called here.
    func tableNode(_ tableNode: ASTableNode, didEndDisplayingRowWith node: ASCellNode)
    /// Whether to fetch more rows; `false` by default. Never asked here.
    func shouldBatchFetch(for tableNode: ASTableNode) -> Bool
    /// Fetch more rows. Never called here.
    func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext)
}

extension ASTableDelegate {
    /// Any height (the width is the table's).
    public func tableNode(_ tableNode: ASTableNode, constrainedSizeForRowAt indexPath: IndexPath)
        -> ASSizeRange
    {
        ASSizeRangeMake(.zero, CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
    }
    /// Nothing.
    public func tableNode(_ tableNode: ASTableNode, didSelectRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableNode(_ tableNode: ASTableNode, didDeselectRowAt indexPath: IndexPath) {}
    /// `true`.
    public func tableNode(_ tableNode: ASTableNode, shouldHighlightRowAt indexPath: IndexPath)
        -> Bool
    { true }
    /// Nothing.
    public func tableNode(_ tableNode: ASTableNode, willDisplayRowWith node: ASCellNode) {}
    /// Nothing.
    public func tableNode(_ tableNode: ASTableNode, didEndDisplayingRowWith node: ASCellNode) {}
    /// `false`.
    public func shouldBatchFetch(for tableNode: ASTableNode) -> Bool { false }
    /// Nothing.
    public func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext)
    {}
}
