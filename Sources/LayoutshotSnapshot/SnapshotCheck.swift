/// One snapshot checked against its reference: render the subject, read the reference, compare
/// within the tolerance, then write what the outcome calls for: the failure's artefacts, and a
/// new or re-recorded reference as the record mode says. `assertLayoutSnapshot`, `layoutshot
/// check` and `layoutshot record` run this one flow; each only words the ``SnapshotOutcome``.
///
/// ```swift
/// let check = SnapshotCheck(format: .png, base: "Snapshots/card", record: .missing)
/// let outcome = check.run { try PreparedScene(fixtureAt: URL(fileURLWithPath: "Snapshots/card.yaml")) }
/// if case .failed(let failure) = outcome { print(failure.mismatch.summary) }
/// ```
public struct SnapshotCheck<Subject, Rendered> {
    /// How the subject is rendered and compared.
    public var format: SnapshotFormat<Subject, Rendered>
    /// The reference (and sidecar) on disk.
    public var reference: SnapshotReference
    /// How different a picture may be and still match.
    public var tolerance: SnapshotTolerance
    /// When the reference is written.
    public var record: SnapshotRecordMode
    /// Where a failure's pictures go; `nil` writes none.
    public var artifacts: SnapshotArtifacts?

    /// A check of the reference at `base` (`base.png`, `base.layout.json`, … as `format` names them).
    public init(
        format: SnapshotFormat<Subject, Rendered>, base: String,
        tolerance: SnapshotTolerance = .exact,
        record: SnapshotRecordMode = .never, artifacts: SnapshotArtifacts? = nil
    ) {
        self.format = format
        reference = SnapshotReference(
            base: base, pathExtension: format.pathExtension, hasSidecar: format.hasSidecar)
        self.tolerance = tolerance
        self.record = record
        self.artifacts = artifacts
    }

    /// Checks the subject that `subject` makes: it is made once to be compared, and once more
    /// before any reference is written, to check that two renders agree.
    public func run(_ subject: () throws -> Subject) -> SnapshotOutcome<Rendered> {
        let rendering: SnapshotRendering<Rendered>
        do {
            rendering = try format.render(subject())
        } catch {
            return .unrendered(error)
        }
        let stored = reference.read()
        let mismatch: SnapshotMismatch?
        do {
            mismatch = try stored.flatMap { stored in
                try format.compare(rendering, stored, tolerance)
            }
        } catch {
            // A reference that cannot be compared with does not match: failed and all record over it.
            guard record == .all || record == .failed else { return .unreadable(error) }
            return recording(rendering, subject) ?? .recorded(rendering, replaced: true)
        }
        guard let stored else {
            guard record != .never else { return .new(rendering) }
            return recording(rendering, subject) ?? .recorded(rendering, replaced: false)
        }
        let sidecarMissing = reference.sidecarPath != nil && stored.sidecarBytes == nil
        guard let mismatch else {
            guard record == .all else { return .passed(sidecarMissing: sidecarMissing) }
            return recording(rendering, subject) ?? .recorded(rendering, replaced: true)
        }
        var failure = SnapshotFailure(mismatch: mismatch, sidecarMissing: sidecarMissing)
        if let artifacts {
            failure.artifacts = Result { () throws(FileError) in
                try artifacts.write(
                    mismatch, reference: reference.path, pathExtension: format.pathExtension)
            }
        }
        if record == .failed || record == .all {
            failure.recording = Result { try self.record(rendering, again: subject) }
        }
        return .failed(failure)
    }

    /// Renders the subject and writes it as the reference, whatever is stored: after a second
    /// render that must agree (`SnapshotRecordingError` otherwise), each file atomically.
    public func record(_ subject: () throws -> Subject) throws {
        try record(try format.render(subject()), again: subject)
    }

    private func record(
        _ rendering: SnapshotRendering<Rendered>, again subject: () throws -> Subject
    ) throws {
        try reference.record(rendering, again: { try format.render(subject()) })
    }

    /// `nil` once `rendering` is recorded, else why it was not.
    private func recording(
        _ rendering: SnapshotRendering<Rendered>, _ subject: () throws -> Subject
    )
        -> SnapshotOutcome<Rendered>?
    {
        guard case .failure(let error) = Result(catching: { try record(rendering, again: subject) })
        else { return nil }
        return .notRecorded(error)
    }
}
