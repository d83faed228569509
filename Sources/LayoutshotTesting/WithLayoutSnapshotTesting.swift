import Foundation
import LayoutshotFixtures
import LayoutshotSnapshot

/// Runs `operation` with these snapshot settings for every assertion inside it, over the
/// enclosing scope's (swift-snapshot-testing's `withSnapshotTesting`): in XCTest around
/// `invokeTest()`, or around any code. A setting left `nil` is the enclosing scope's; an
/// assertion's own argument overrides both (``LayoutSnapshotConfiguration`` gives the order).
///
/// ```swift
/// final class CellTests: XCTestCase {
///     override func invokeTest() {
///         withLayoutSnapshotTesting(record: .missing, scale: 3) { super.invokeTest() }
///     }
/// }
/// ```
/// - Parameters:
///   - record: When references are written.
///   - snapshotDirectory: The folder that holds the references instead of `__Snapshots__/<TestFile>/`.
///   - scale: Pixels per point of layouts and nodes.
///   - tolerance: How different a picture may be.
///   - variants: The variants to snapshot, one reference each.
///   - diffTool: The command a failure prints to compare the reference with the actual file.
///   - operation: The code the settings apply to.
/// - Returns: What `operation` returns.
public func withLayoutSnapshotTesting<Result>(
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil, scale: Double? = nil,
    tolerance: SnapshotTolerance? = nil, variants: [FixtureVariant]? = nil,
    diffTool: SnapshotDiffTool? = nil,
    operation: () throws -> Result
) rethrows -> Result {
    let settings = LayoutSnapshotConfiguration(
        record: record, snapshotDirectory: snapshotDirectory, scale: scale, tolerance: tolerance,
        variants: variants,
        diffTool: diffTool)
    return try LayoutSnapshotConfiguration.$scoped.withValue(
        LayoutSnapshotConfiguration.scoped.overridden(by: settings), operation: operation)
}

/// Runs the asynchronous `operation` with these snapshot settings for every assertion inside
/// it, over the enclosing scope's, as the synchronous `withLayoutSnapshotTesting` does.
///
/// ```swift
/// try await withLayoutSnapshotTesting(record: .failed) { try await checkEveryScreen() }
/// ```
/// - Parameters:
///   - record: When references are written.
///   - snapshotDirectory: The folder that holds the references instead of `__Snapshots__/<TestFile>/`.
///   - scale: Pixels per point of layouts and nodes.
///   - tolerance: How different a picture may be.
///   - variants: The variants to snapshot, one reference each.
///   - diffTool: The command a failure prints to compare the reference with the actual file.
///   - isolation: The actor `operation` runs on; leave the default.
///   - operation: The code the settings apply to.
/// - Returns: What `operation` returns.
public func withLayoutSnapshotTesting<Result>(
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil, scale: Double? = nil,
    tolerance: SnapshotTolerance? = nil, variants: [FixtureVariant]? = nil,
    diffTool: SnapshotDiffTool? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    let settings = LayoutSnapshotConfiguration(
        record: record, snapshotDirectory: snapshotDirectory, scale: scale, tolerance: tolerance,
        variants: variants,
        diffTool: diffTool)
    return try await LayoutSnapshotConfiguration.$scoped.withValue(
        LayoutSnapshotConfiguration.scoped.overridden(by: settings), operation: operation)
}
