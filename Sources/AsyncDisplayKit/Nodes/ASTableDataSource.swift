import Foundation
import LayoutshotUIKit

/// A block that makes a cell, as Texture's `ASCellNodeBlock` (Texture calls it off the main
/// thread; here when the list is laid out).
public typealias ASCellNodeBlock = () -> ASCellNode

/// What a table node shows (`ASTableDataSource`): its sections, rows and cells. Texture's
/// optional methods have defaults here: one section, no rows, and a cell from
/// `tableNode(_:nodeForRowAt:)` when there is no `tableNode(_:nodeBlockForRowAt:)`.
///
/// ```swift
/// extension FeedScreen: ASTableDataSource {
///     func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { posts.count }
///     func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
///         let post = posts[indexPath.row]
///         return { PostCellNode(post: post) }
///     }
/// }
/// ```
public protocol ASTableDataSource: AnyObject {
    /// The number of sections; 1 by default.
    func numberOfSections(in tableNode: ASTableNode) -> Int
    /// The number of rows of a section; 0 by default.
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int
    /// A block that makes the cell of a row; by default one that asks `tableNode(_:nodeForRowAt:)`.
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath)
        -> ASCellNodeBlock
    /// The cell of a row, when there is no `tableNode(_:nodeBlockForRowAt:)`; an empty cell by default.
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode
}

extension ASTableDataSource {
    /// One section.
    public func numberOfSections(in tableNode: ASTableNode) -> Int { 1 }
    /// No rows.
    public func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 0 }
    /// A block that asks `tableNode(_:nodeForRowAt:)`.
    public func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath)
        -> ASCellNodeBlock
    {
        { [self] in self.tableNode(tableNode, nodeForRowAt: indexPath) }
    }
    /// An empty cell.
    public func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode
    { ASCellNode() }
}
