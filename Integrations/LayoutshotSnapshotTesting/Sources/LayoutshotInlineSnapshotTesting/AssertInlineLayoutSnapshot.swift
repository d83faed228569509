import AsyncDisplayKit
import Foundation
import LayoutshotTesting
import Testing
import XCTest

/// Asserts that a Texture node's layout is the text written in the test, as
/// swift-snapshot-testing's `assertInlineSnapshot` does: the `.layout` format's indented tree of
/// frames, laid out as `assertLayoutSnapshot(of: node, …)` lays it out. Without a literal, or
/// when the record mode says so, the actual text is written into the test file when the tests
/// end: only that literal changes, with its indentation. On a mismatch the failure shows the
/// lines that differ.
///
/// ```swift
/// @Test func titleRow() {
///     assertInlineLayoutSnapshot(of: TitleRowNode(), in: ASSizeRangeMake(CGSize(width: 375, height: 44))) {
///         """
///         stack (0, 0) 375×44
///           text (16, 12) 120×20
///         """
///     }
/// }
/// ```
/// - Parameters:
///   - node: The node, as your app builds it.
///   - range: The node's size range (default: 375 pt wide, any height, as a cell in a list).
///   - scale: Pixels per point, to which frames are rounded; default the scope's, else 2.
///   - record: The record mode; default `LAYOUTSHOT_RECORD`, else the scope's, else `never` on
///     CI, else `missing` (``LayoutSnapshotConfiguration``).
///   - expected: The layout text; leave it out to have it recorded.
///   - fileID: The calling file, for the failure's location; leave the default.
///   - filePath: The calling file's path: the file the text is written into; leave the default.
///   - function: The calling test's name, for the failure's next step; leave the default.
///   - line: The calling line, where the text is written; leave the default.
///   - column: The calling column, where the text is written; leave the default.
public func assertInlineLayoutSnapshot(
    of node: ASDisplayNode,
    in range: ASSizeRange = ASSizeRange(
        min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity)),
    scale: CGFloat? = nil,
    record: SnapshotRecordMode? = nil,
    matches expected: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let scale = scale ?? CGFloat(LayoutSnapshotConfiguration.current.scale ?? 2)
    InlineLayoutAssertion(
        record: LayoutSnapshotConfiguration.recordMode(for: record), fileID: fileID,
        filePath: filePath,
        function: function, line: line, column: column
    )
    .verify(expected: expected?()) { try PreparedScene(node: node, in: range, scale: scale) }
}

/// Asserts that a layout built in Swift is the text written in the test; see
/// `assertInlineLayoutSnapshot(of:in:…)` for a Texture node.
///
/// ```swift
/// @Test func badge() {
///     assertInlineLayoutSnapshot(of: Inset(.all(4)) { Box(.red).preferredSize(12, 12) }) {
///         """
///         inset (0, 0) 375×20
///           box (4, 4) 12×12
///         """
///     }
/// }
/// ```
/// - Parameters:
///   - element: The layout, built with the DSL or as a `LayoutNode`.
///   - range: The root's size range (default: up to 375 pt wide, any height).
///   - scale: Pixels per point, to which frames are rounded; default the scope's, else 2.
///   - record: The record mode; default `LAYOUTSHOT_RECORD`, else the scope's, else `never` on
///     CI, else `missing` (``LayoutSnapshotConfiguration``).
///   - expected: The layout text; leave it out to have it recorded.
///   - fileID: The calling file, for the failure's location; leave the default.
///   - filePath: The calling file's path: the file the text is written into; leave the default.
///   - function: The calling test's name, for the failure's next step; leave the default.
///   - line: The calling line, where the text is written; leave the default.
///   - column: The calling column, where the text is written; leave the default.
public func assertInlineLayoutSnapshot(
    of element: some LayoutElement,
    in range: SizeRange = SizeRange(min: .zero, max: Size(375, .infinity)),
    scale: Double? = nil,
    record: SnapshotRecordMode? = nil,
    matches expected: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let node = element.node
    let scale = scale ?? LayoutSnapshotConfiguration.current.scale ?? 2
    InlineLayoutAssertion(
        record: LayoutSnapshotConfiguration.recordMode(for: record), fileID: fileID,
        filePath: filePath,
        function: function, line: line, column: column
    )
    .verify(expected: expected?()) {
        try PreparedScene(Scene(root: node, sizeRange: range, scale: scale))
    }
}
