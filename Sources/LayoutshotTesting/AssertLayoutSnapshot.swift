import AsyncDisplayKit
import Foundation
import LayoutshotCore
import LayoutshotLayout

/// Asserts that a fixture file renders as its reference snapshot, in XCTest or Swift Testing.
///
/// The reference lives beside the test file in `__Snapshots__/<TestFile>/<test>.<n|name>.<ext>`.
/// A missing reference is recorded (unless the record mode is `never`, the default on CI) and
/// the assertion fails once, asking for a re-run. On a mismatch the failure says what changed,
/// per node and in pixels, and the reference, actual, diff, composite and crops are written to
/// the artefacts folder and attached to the test.
///
/// ```swift
/// @Test func postHeader() throws {
///     assertLayoutSnapshot(of: try #require(Bundle.module.url(forResource: "post-header", withExtension: "yaml")), as: .png)
/// }
/// ```
/// - Parameters:
///   - fixture: A fixture file (YAML or JSON).
///   - variants: The variants to snapshot, one reference each (`testPost.1@w320-dark.png`); by
///     default the fixture's own `variants`, else the scope's, else none.
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
public func assertLayoutSnapshot<Rendered>(
    of fixture: URL,
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
    // The fixture's own `variants:` unless the call names others; the scope's for a fixture without.
    let chosen =
        variants ?? (try? FixtureLoader.load(path: fixture.path))?.variants?.combinations
        ?? LayoutSnapshotConfiguration.current.variants ?? []
    let subjects: [(variant: String?, prepare: () throws -> PreparedScene)] =
        chosen.isEmpty
        ? [(nil, { try PreparedScene(fixtureAt: fixture) })]
        : chosen.map { variant in
            (variant.name, { try PreparedScene(fixtureAt: fixture, variant: variant) })
        }
    verifyAndReport(
        subjects, format: format, name: name, record: record, tolerance: tolerance,
        snapshotDirectory: snapshotDirectory, testName: testName,
        at: AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that a layout built in Swift renders as its reference snapshot; see
/// `assertLayoutSnapshot(of:as:…)` for a fixture URL.
///
/// ```swift
/// func testCell() {
///     assertLayoutSnapshot(of: Inset(.all(8)) { Text("Hello") }, in: SizeRange(min: .zero, max: Size(320, .infinity)))
/// }
/// ```
/// - Parameters:
///   - element: The layout, built with the DSL or as a `LayoutNode`.
///   - range: The root's size range (default: up to 375 pt wide, any height).
///   - scale: Pixels per point; default the scope's, else 2.
///   - background: The canvas colour (default white).
///   - variants: Widths, scales, content sizes and appearances to snapshot, one reference each
///     (`testCell.1@w320.png`); default the scope's, else none.
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
public func assertLayoutSnapshot<Rendered>(
    of element: some LayoutElement,
    in range: SizeRange = SizeRange(min: .zero, max: Size(375, .infinity)),
    scale: Double? = nil,
    background: Color = .white,
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
    let scope = LayoutSnapshotConfiguration.current
    let subject = SnapshotSubject.element(
        element, range: range, scale: scale ?? scope.scale ?? 2, background: background)
    let subjects = subject.atEach(of: variants ?? scope.variants ?? [])
    verifyAndReport(
        subjects, format: format, name: name, record: record, tolerance: tolerance,
        snapshotDirectory: snapshotDirectory, testName: testName,
        at: AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that a Texture node renders as its reference snapshot: the node's own
/// `layoutSpecThatFits(_:)` is laid out by Layoutshot's engine and drawn as Texture would, after
/// `didLoad` has run (once) on the node and every node it holds, as on a device; see
/// `assertLayoutSnapshot(of:as:…)` for a fixture URL. Misuse that Texture asserts on (a nil
/// child, a ratio of zero, a font that is not in the fonts folders) fails the assertion with
/// every problem, each saying what to change.
///
/// ```swift
/// @Test func profileCell() {
///     assertLayoutSnapshot(of: ProfileCellNode(), in: ASSizeRangeMake(CGSize(width: 375, height: 0),
///                                                                     CGSize(width: 375, height: .infinity)))
/// }
/// ```
/// - Parameters:
///   - node: The node, as your app builds it.
///   - range: The node's size range (default: 375 pt wide, any height, as a cell in a list);
///     `UIScreen.main.bounds` is its maximum size where bounded (else 375 × 812 pt) during the
///     assertion.
///   - scale: Pixels per point; default the scope's, else 2. `UIScreen.main.scale` reads it
///     during the assertion.
///   - background: The canvas colour (default white).
///   - variants: Widths, scales and appearances to snapshot, one reference each
///     (`testCell.1@w320.png`); a dark variant draws dynamic colours (`.label`,
///     `.systemBackground`, `UIColor(dynamicProvider:)`) with their dark values. A content size
///     variant fails the assertion, as a node's fonts are its own. Default the scope's, else none.
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
public func assertLayoutSnapshot<Rendered>(
    of node: ASDisplayNode,
    in range: ASSizeRange = ASSizeRange(
        min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity)),
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
    let scope = LayoutSnapshotConfiguration.current
    let subject = SnapshotSubject.node(
        node, range: range, scale: scale ?? CGFloat(scope.scale ?? 2),
        background: background.engineColor)
    let variants = variants ?? scope.variants ?? []
    let site = AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if let unsupported = variants.first(where: { $0.contentSize != nil }) {
        site.fail(
            "The variant \(unsupported.name) changes the content size, which a Texture node cannot take here (its "
                + "fonts are its own): give nodes width, scale and appearance variants, and use a fixture for "
                + "Dynamic Type.")
        return
    }
    verifyAndReport(
        subject.atEach(of: variants), format: format, name: name, record: record,
        tolerance: tolerance, snapshotDirectory: snapshotDirectory, testName: testName, at: site)
}

/// Asserts that a value of your own renders as its reference snapshot, through a format made
/// for it with `SnapshotFormat.pullback` (as swift-snapshot-testing's `assertSnapshot(of:as:)`):
/// references, record modes, tolerance, messages and artefacts are those of the other
/// `assertLayoutSnapshot` functions.
///
/// ```swift
/// struct Badge { var count: Int }
///
/// @Test func badge() {
///     let badgePNG = SnapshotFormat<PreparedScene, RGBAImage>.png.pullback { (badge: Badge) in
///         try PreparedScene(Scene(root: Text("\(badge.count)").node, sizeRange: SizeRange(exactly: Size(40, 20)), scale: 2))
///     }
///     assertLayoutSnapshot(of: Badge(count: 3), as: badgePNG)
/// }
/// ```
/// - Parameters:
///   - value: What to snapshot.
///   - format: How to render and compare it: a scene format pulled back to the value's type.
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
public func assertLayoutSnapshot<Value, Rendered>(
    of value: Value,
    as format: SnapshotFormat<Value, Rendered>,
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
    verifyAndReport(
        [(nil, { value })], format: format, name: name, record: record, tolerance: tolerance,
        snapshotDirectory: snapshotDirectory, testName: testName,
        at: AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Runs the check, with the scope's settings where the assertion gives none, and reports each
/// failure at `site`.
func verifyAndReport<Subject, Rendered>(
    _ subjects: [(variant: String?, prepare: () throws -> Subject)],
    format: SnapshotFormat<Subject, Rendered>,
    name: String?, record: SnapshotRecordMode?, tolerance: SnapshotTolerance?,
    snapshotDirectory: String?, testName: String, at site: AssertionSite
) {
    let path = "\(site.filePath)"
    let scope = LayoutSnapshotConfiguration.current
    // One location (one number in the test) for the assertion; each variant is a file of its own.
    let location = SnapshotLocation(
        filePath: path, testName: testName, name: name, pathExtension: format.pathExtension,
        directory: snapshotDirectory ?? scope.snapshotDirectory)
    let artifacts = ArtifactsFolder(testFilePath: path)
    for (variant, prepare) in subjects {
        let location = variant.map(location.variant) ?? location
        let check = SnapshotCheck(
            format: format, base: location.base, tolerance: tolerance ?? scope.tolerance ?? .exact,
            record: SnapshotRecordMode.resolve(record, scoped: scope.record),
            artifacts: SnapshotArtifacts(
                folder: artifacts, subfolder: location.testFile + "/" + location.identifier,
                test: testName, snapshot: location.identifier))
        guard
            let failure = SnapshotAssertionFailure(
                check.run(prepare), of: check, at: location, testName: testName,
                diffTool: scope.diffTool)
        else {
            continue
        }
        site.fail(failure.message, attachments: failure.attachments)
    }
}
