import Foundation

/// This package's folder, for tests that read its documents, gallery, workflow or scripts.
public enum PackageFolder {
    /// Three levels above this file: `Tests/LayoutshotTestSupport/PackageFolder.swift`.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
