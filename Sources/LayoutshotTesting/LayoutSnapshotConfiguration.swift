import Foundation
import LayoutshotFixtures
import LayoutshotSnapshot

/// How the snapshot assertions inside a scope record and compare, so that one place, not every
/// call, sets it (swift-snapshot-testing's `SnapshotTestingConfiguration`): the record mode, the
/// references' folder, the scale, the tolerance, the variants and the diff tool.
///
/// A scope is a Swift Testing trait, `@Suite(.layoutSnapshots(record: .failed))`, or a closure,
/// `withLayoutSnapshotTesting(record: .missing) { … }`. A setting left `nil` is the enclosing
/// scope's. Each setting of an assertion is, in this order:
///
/// 1. the assertion's own argument (`record: .all`, `scale: 3`);
/// 2. for the record mode only, `LAYOUTSHOT_RECORD`: the run's choice (`never` on CI) wins over
///    every scope;
/// 3. the innermost scope that sets it, then the scopes around it;
/// 4. the default: record `never` when `CI` is set, else `missing`; scale 2; exact; no variants;
///    `__Snapshots__/<TestFile>/` beside the test; no diff tool.
///
/// A scope is task-local: tests that run in parallel with different settings never see each
/// other's.
///
/// ```swift
/// @Suite(.layoutSnapshots(record: .failed, scale: 3, diffTool: .init { "code --diff \($0) \($1)" }))
/// struct CellTests {
///     @Test func cell() { assertLayoutSnapshot(of: Text("Hi")) }
/// }
/// ```
public struct LayoutSnapshotConfiguration: Sendable {
    /// When references are written; `nil`: the enclosing scope's.
    public var record: SnapshotRecordMode?
    /// The folder that holds the references instead of `__Snapshots__/<TestFile>/`; `nil`: the
    /// enclosing scope's.
    public var snapshotDirectory: String?
    /// Pixels per point of layouts and nodes (a fixture's scale is its own); `nil`: the enclosing
    /// scope's.
    public var scale: Double?
    /// How different a picture may be; `nil`: the enclosing scope's.
    public var tolerance: SnapshotTolerance?
    /// The variants to snapshot, one reference each (a fixture's own `variants:` come first);
    /// `nil`: the enclosing scope's.
    public var variants: [FixtureVariant]?
    /// The command a failure prints to compare the reference with the actual file; `nil`: the
    /// enclosing scope's.
    public var diffTool: SnapshotDiffTool?

    /// A configuration; every setting left `nil` is the enclosing scope's.
    ///
    /// ```swift
    /// let settings = LayoutSnapshotConfiguration(record: .failed, scale: 3)
    /// ```
    public init(
        record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil, scale: Double? = nil,
        tolerance: SnapshotTolerance? = nil, variants: [FixtureVariant]? = nil,
        diffTool: SnapshotDiffTool? = nil
    ) {
        self.record = record
        self.snapshotDirectory = snapshotDirectory
        self.scale = scale
        self.tolerance = tolerance
        self.variants = variants
        self.diffTool = diffTool
    }

    /// The settings in force where this is read: every enclosing scope's, the innermost first;
    /// all `nil` outside any scope.
    ///
    /// ```swift
    /// withLayoutSnapshotTesting(scale: 3) {
    ///     print(LayoutSnapshotConfiguration.current.scale ?? 2)   // 3.0
    /// }
    /// ```
    public static var current: LayoutSnapshotConfiguration { scoped }

    /// The scopes' merged settings, task-local, as `withValue` sets them.
    @TaskLocal static var scoped = LayoutSnapshotConfiguration()

    /// These settings, with `inner`'s where it has them: how a scope inside another reads.
    ///
    /// ```swift
    /// let outer = LayoutSnapshotConfiguration(record: .failed, scale: 2)
    /// outer.overridden(by: LayoutSnapshotConfiguration(scale: 3))   // record .failed, scale 3
    /// ```
    public func overridden(by inner: LayoutSnapshotConfiguration) -> LayoutSnapshotConfiguration {
        LayoutSnapshotConfiguration(
            record: inner.record ?? record,
            snapshotDirectory: inner.snapshotDirectory ?? snapshotDirectory,
            scale: inner.scale ?? scale, tolerance: inner.tolerance ?? tolerance,
            variants: inner.variants ?? variants,
            diffTool: inner.diffTool ?? diffTool)
    }
}

extension LayoutSnapshotConfiguration {
    /// The record mode an assertion uses when its own is `explicit`: that, else
    /// `LAYOUTSHOT_RECORD`, else the innermost scope's, else `never` on CI, else `missing`; for
    /// assertions of other libraries (inline snapshots) that follow the same order.
    ///
    /// ```swift
    /// if LayoutSnapshotConfiguration.recordMode(for: nil) == .never { … }
    /// ```
    /// - Parameter explicit: The assertion's own `record:` argument.
    /// - Returns: The mode in force.
    public static func recordMode(for explicit: SnapshotRecordMode?) -> SnapshotRecordMode {
        SnapshotRecordMode.resolve(explicit)
    }
}
