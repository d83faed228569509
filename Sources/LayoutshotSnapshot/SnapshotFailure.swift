import LayoutshotFiles

/// A snapshot that differs from its reference (``SnapshotOutcome/failed(_:)``): what changed,
/// and what the check wrote because of it.
///
/// ```swift
/// if case .success(let folder)? = failure.artifacts { print("Artifacts: \(folder)/") }
/// ```
public struct SnapshotFailure {
    /// How the rendering differs, with the files a reviewer looks at.
    public var mismatch: SnapshotMismatch
    /// The format keeps a layout sidecar but the reference has none.
    public var sidecarMissing: Bool
    /// The folder the artefacts were written to, or why they were not; `nil` when the check
    /// was given no artefacts folder.
    public var artifacts: Result<String, FileError>?
    /// The reference recorded over (record mode `failed` or `all`), or why it was not; `nil`
    /// when the record mode keeps references that differ.
    public var recording: Result<Void, any Error>?

}
