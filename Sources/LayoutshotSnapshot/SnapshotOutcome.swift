/// What checking one snapshot came to (``SnapshotCheck/run(_:)``), and what it wrote: the
/// assertions word it as a test failure, `layoutshot check` as an output line. A rendering it
/// holds is the format's, typed by what the format renders.
///
/// ```swift
/// if case .failed(let failure) = outcome { print(failure.mismatch.summary) }
/// ```
public enum SnapshotOutcome<Rendered> {
    /// The rendering matches the reference within the tolerance. `sidecarMissing`: the format
    /// keeps a layout sidecar but the reference has none, so a failure could not have said what
    /// changed per node.
    case passed(sidecarMissing: Bool)
    /// The rendering differs from the reference: how, the artefacts written, and the reference
    /// recorded over it when the record mode says so.
    case failed(SnapshotFailure)
    /// The reference was written: it was missing (`replaced` is `false`), or record mode `all`
    /// re-recorded a reference that matched, or `all` or `failed` one that could not be read (`true`).
    case recorded(SnapshotRendering<Rendered>, replaced: Bool)
    /// There is no reference, and the record mode (`never`) writes none: the rendering, for a
    /// report to show.
    case new(SnapshotRendering<Rendered>)
    /// A reference was to be written and was not: two renders differed
    /// (`SnapshotRecordingError`), or the file could not be written.
    case notRecorded(any Error)
    /// The subject could not be rendered: the error, worded for the subject.
    case unrendered(any Error)
    /// The reference (or its sidecar) could not be read or compared with.
    case unreadable(any Error)
}
