import AsyncDisplayKit
import Foundation
import LayoutshotCore
import LayoutshotLayout
import LayoutshotSnapshot
import LayoutshotTesting
import SnapshotTesting

extension Snapshotting where Value: ASDisplayNode, Format == String {
    /// A Texture node's layout as text (Layoutshot's `.layout` format: the indented tree of
    /// frames), laid out as `assertLayoutSnapshot(of: node, …)` lays it out, 375 pt wide at scale
    /// 2: the strategy for swift-snapshot-testing's `assertInlineSnapshot`, or a file snapshot.
    ///
    /// ```swift
    /// assertInlineSnapshot(of: TitleRowNode(), as: .layoutshotLayout) {
    ///     """
    ///     stack (0, 0) 375×44
    ///     """
    /// }
    /// ```
    /// Records: the text in the test, or `__Snapshots__/CellTests/testCell.1.layout.txt`.
    public static var layoutshotLayout: Snapshotting { .layoutshotLayout() }

    /// A Texture node's layout as text, in a size range (default: 375 pt wide, any height) at a
    /// scale (default 2).
    ///
    /// ```swift
    /// assertInlineSnapshot(of: cell, as: .layoutshotLayout(in: ASSizeRangeMake(CGSize(width: 320, height: 44))))
    /// ```
    /// - Parameters:
    ///   - range: The node's size range.
    ///   - scale: Pixels per point, to which frames are rounded.
    /// - Returns: The strategy.
    public static func layoutshotLayout(
        in range: ASSizeRange = ASSizeRange(
            min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity)),
        scale: CGFloat = 2
    ) -> Snapshotting {
        .layoutshotText { (node: Value) in try PreparedScene(node: node, in: range, scale: scale) }
    }
}

extension Snapshotting where Value: LayoutElement, Format == String {
    /// A layout built with Layoutshot's DSL as text (the `.layout` format), up to 375 pt wide at
    /// scale 2.
    ///
    /// ```swift
    /// assertInlineSnapshot(of: Inset(.all(4)) { Box(.red).preferredSize(12, 12) }, as: .layoutshotLayout)
    /// ```
    /// Records: the text in the test, or `__Snapshots__/CellTests/testCell.1.layout.txt`.
    public static var layoutshotLayout: Snapshotting { .layoutshotLayout() }

    /// A layout as text, in a size range (default: up to 375 pt wide, any height) at a scale
    /// (default 2).
    ///
    /// ```swift
    /// assertInlineSnapshot(of: row, as: .layoutshotLayout(in: SizeRange(exactly: Size(320, 44)), scale: 3))
    /// ```
    /// - Parameters:
    ///   - range: The root's size range.
    ///   - scale: Pixels per point, to which frames are rounded.
    /// - Returns: The strategy.
    public static func layoutshotLayout(
        in range: SizeRange = SizeRange(min: .zero, max: Size(375, .infinity)), scale: Double = 2
    ) -> Snapshotting {
        .layoutshotText { (element: Value) in
            try PreparedScene(Scene(root: element.node, sizeRange: range, scale: scale))
        }
    }
}

extension Snapshotting where Format == String {
    /// The `.layout` text of the scene `prepare` makes, compared line by line; a subject that
    /// cannot be laid out becomes its error's text, which never matches a layout.
    static func layoutshotText(_ prepare: @escaping (Value) throws -> PreparedScene) -> Snapshotting
    {
        var strategy = SimplySnapshotting<String>.lines.pullback { (value: Value) -> String in
            do {
                var text = try SnapshotFormat<PreparedScene, String>.layout.render(prepare(value))
                    .value
                if text.hasSuffix("\n") { text.removeLast() }
                return text
            } catch {
                return "Layoutshot could not lay out the subject: \(error)"
            }
        }
        strategy.pathExtension = "layout.txt"
        return strategy
    }
}
