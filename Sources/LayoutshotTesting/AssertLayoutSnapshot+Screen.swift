import AsyncDisplayKit
import Foundation
import LayoutshotCore
import LayoutshotLayout
import Testing

/// Asserts that a Texture screen renders as its reference snapshot: its view is loaded (its
/// `viewDidLoad()` runs, and its node's `didLoad`), `viewWillAppear(_:)` is called, then its node
/// is snapshotted as `assertLayoutSnapshot(of: node, …)` does, by default at the simulated
/// screen's size (375 × 812 pt).
///
/// ```swift
/// @Test func feedScreen() {
///     assertLayoutSnapshot(of: FeedScreen(), in: ASSizeRangeMake(CGSize(width: 375, height: 667)))
/// }
/// ```
/// - Parameters:
///   - screen: The screen, as your app makes it.
///   - range: The node's size range (default: exactly 375 × 812 pt); `UIScreen.main.bounds` is
///     its maximum size during the assertion (`viewDidLoad` runs before, on the default screen).
///   - scale: Pixels per point; default the scope's, else 2. `UIScreen.main.scale` reads it
///     during the assertion.
///   - background: The canvas colour (default white).
///   - variants: Widths and scales to snapshot, one reference each; default the scope's, else none.
///   - format: `.png` (default), `.svg`, `.layout`, or a format of your own made with `SnapshotFormat.pullback`.
///   - name: Names the snapshot instead of the assertion's number in the test.
///   - record: The record mode; default `LAYOUTSHOT_RECORD`, else the scope's
///     (``LayoutSnapshotConfiguration``), else `never` on CI, else `missing`.
///   - tolerance: How different the picture may be; default the scope's, else exact.
///   - snapshotDirectory: Keeps the references in this folder instead; default the scope's.
///   - fileID: The calling file, for the failure's location; leave the default.
///   - filePath: The calling file's path: where the references and artefacts go; leave the default.
///   - testName: The calling test's name, which names the reference; leave the default.
///   - line: The calling line, for the failure's location; leave the default.
///   - column: The calling column, for the failure's location; leave the default.
public func assertLayoutSnapshot<Node: ASDisplayNode, Rendered>(
    of screen: ASDKViewController<Node>,
    in range: ASSizeRange = ASSizeRange(
        min: CGSize(width: 375, height: 812), max: CGSize(width: 375, height: 812)),
    scale: CGFloat? = nil,
    background: UIColor = .white,
    variants: [FixtureVariant]? = nil,
    as format: SnapshotFormat<PreparedScene, Rendered> = .png,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    tolerance: SnapshotTolerance? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    screen.loadViewIfNeeded()
    screen.viewWillAppear(false)
    guard let node = screen.node else {
        AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column).fail(
            "\(type(of: screen)) has no node to snapshot: make it with init(node:).")
        return
    }
    assertLayoutSnapshot(
        of: node, in: range, scale: scale, background: background, variants: variants, as: format,
        named: name, record: record, tolerance: tolerance, snapshotDirectory: snapshotDirectory,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}
