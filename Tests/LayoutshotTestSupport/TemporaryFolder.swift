import Foundation

/// A fresh, empty folder under the system's temporary folder for one test, named
/// `layoutshot-<purpose>-<UUID>`: the one way tests make scratch folders.
///
/// ```swift
/// let folder = try TemporaryFolder.make("report")   // …/layoutshot-report-1F0C…
/// ```
public enum TemporaryFolder {
    /// Creates the folder and returns its URL.
    public static func make(_ purpose: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutshot-\(purpose)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
