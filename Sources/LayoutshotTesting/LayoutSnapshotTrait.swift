import LayoutshotFixtures
import LayoutshotSnapshot
import Testing

/// Snapshot settings for every test of a suite, or for one test (swift-snapshot-testing's
/// `.snapshots(record:diffTool:)`): `@Suite(.layoutSnapshots(record: .failed))`. A suite's
/// settings reach the suites nested in it; a nested suite's or a test's own override them
/// setting by setting, and an assertion's own argument overrides all
/// (``LayoutSnapshotConfiguration`` gives the order).
///
/// ```swift
/// @Suite(.layoutSnapshots(record: .failed, scale: 3))
/// struct CellTests {
///     @Test(.layoutSnapshots(scale: 1)) func cellAtOneX() { assertLayoutSnapshot(of: Text("Hi")) }
/// }
/// ```
public struct LayoutSnapshotTrait: SuiteTrait, TestTrait, TestScoping {
    /// The settings the trait sets.
    public var configuration: LayoutSnapshotConfiguration

    /// The trait reaches every test and suite nested in the one it is on.
    public var isRecursive: Bool { true }

    /// Runs `function` with the trait's settings over the enclosing suites'.
    ///
    /// ```swift
    /// // Swift Testing calls it; a test reads the result:
    /// #expect(LayoutSnapshotConfiguration.current.scale == 3)
    /// ```
    /// - Parameters:
    ///   - test: The test or suite the trait is on.
    ///   - testCase: The test case, for a parameterised test.
    ///   - function: The test.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await LayoutSnapshotConfiguration.$scoped.withValue(
            LayoutSnapshotConfiguration.scoped.overridden(by: configuration), operation: function)
    }
}

extension Trait where Self == LayoutSnapshotTrait {
    /// Sets how the snapshot assertions of a suite or a test record and compare; a setting
    /// left `nil` is the enclosing suite's.
    ///
    /// ```swift
    /// @Suite(.layoutSnapshots(record: .missing, snapshotDirectory: "Tests/References"))
    /// struct ScreenTests { … }
    /// ```
    /// - Parameters:
    ///   - record: When references are written.
    ///   - snapshotDirectory: The folder that holds the references instead of `__Snapshots__/<TestFile>/`.
    ///   - scale: Pixels per point of layouts and nodes.
    ///   - tolerance: How different a picture may be.
    ///   - variants: The variants to snapshot, one reference each.
    ///   - diffTool: The command a failure prints to compare the reference with the actual file.
    /// - Returns: The trait.
    public static func layoutSnapshots(
        record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil, scale: Double? = nil,
        tolerance: SnapshotTolerance? = nil, variants: [FixtureVariant]? = nil,
        diffTool: SnapshotDiffTool? = nil
    ) -> Self {
        LayoutSnapshotTrait(
            configuration: LayoutSnapshotConfiguration(
                record: record, snapshotDirectory: snapshotDirectory, scale: scale,
                tolerance: tolerance,
                variants: variants, diffTool: diffTool))
    }

    /// Sets a configuration made beforehand for a suite or a test.
    ///
    /// ```swift
    /// let onCI = LayoutSnapshotConfiguration(record: .never)
    /// @Suite(.layoutSnapshots(onCI)) struct ScreenTests { … }
    /// ```
    /// - Parameter configuration: The settings.
    /// - Returns: The trait.
    public static func layoutSnapshots(_ configuration: LayoutSnapshotConfiguration) -> Self {
        LayoutSnapshotTrait(configuration: configuration)
    }
}
