import AsyncDisplayKit
import Foundation
import LayoutshotSnapshot

extension PreparedScene {
    /// A Texture node laid out as `assertLayoutSnapshot(of: node, …)` lays it out (loaded, on the
    /// simulated screen, misuse failing it), for a format's own use: the text of its layout for
    /// an inline snapshot, a strategy of another library.
    ///
    /// ```swift
    /// let scene = try PreparedScene(node: ProfileCellNode(), in: ASSizeRangeMake(CGSize(width: 375, height: 80)))
    /// let text = try SnapshotFormat<PreparedScene, String>.layout.render(scene).value
    /// ```
    /// - Parameters:
    ///   - node: The node, as your app builds it.
    ///   - range: The node's size range (default: 375 pt wide, any height).
    ///   - scale: Pixels per point (default 2).
    ///   - background: The canvas colour (default white).
    /// - Throws: An error naming every problem Texture would assert on, or a rendering error.
    public init(
        node: ASDisplayNode,
        in range: ASSizeRange = ASSizeRange(
            min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity)),
        scale: CGFloat = 2, background: UIColor = .white
    ) throws {
        self = try SnapshotSubject.node(
            node, range: range, scale: scale, background: background.engineColor
        ).prepare()
    }
}
