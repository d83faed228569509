/// What kind of change a snapshot that differs from its reference shows: the comparison's
/// (`SnapshotComparison.Kind`), and the artefacts manifest's `kind`, which is read back from a file
/// with an error naming the kinds it knows.
public enum SnapshotChangeKind: String, Sendable, Codable, CaseIterable, StrictlyDecodable {
    /// Frames differ (or the picture size does).
    case geometry
    /// Same frames; other colours or images.
    case paint
    /// Same frames; the changed pixels are in text (other line breaks or glyphs).
    case text
    /// Same frames; the pictures differ and so do the renderer fingerprints.
    case renderer

    /// `kind`, in a decoding error.
    public static var noun: String { "kind" }
}
