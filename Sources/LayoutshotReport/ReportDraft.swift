/// A snapshot before its report is written: the words, and the files its pictures come from.
public struct ReportDraft: Sendable {
    /// The words; its `images` are ignored and filled in from `files`.
    public var snapshot: ReportSnapshot
    /// The pictures and other files to copy into the snapshot's folder of the report.
    public var files: [ReportFile]

    /// Creates a draft from the snapshot's words and its files.
    public init(snapshot: ReportSnapshot, files: [ReportFile]) {
        self.snapshot = snapshot
        self.files = files
    }

    /// The folder of the snapshot's files inside the report: `images/<name>`, each path
    /// component reduced to letters, digits, `-`, `_` and `.`, so a name can never escape
    /// the report folder.
    public var folder: String {
        let safe = Self.safePath(snapshot.name)
        return safe.isEmpty ? "images" : "images/" + safe
    }

    /// `path` with each component reduced to letters, digits, `-`, `_` and `.`, a leading `.`
    /// made `-` (so no component is `.`, `..` or `.git`), and empty components dropped: a path
    /// that names a file inside whatever folder it is put under, and that a URL holds as it is
    /// except for letters beyond ASCII.
    public static func safePath(_ path: String) -> String {
        let components = path.split(separator: "/").map { component -> String in
            var safe = String(
                component.unicodeScalars.map { scalar -> Character in
                    let allowed =
                        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "-_.".unicodeScalars.contains(scalar)
                    return allowed ? Character(scalar) : "-"
                })
            while safe.hasPrefix(".") { safe = "-" + safe.dropFirst() }
            return safe
        }
        return components.filter { !$0.isEmpty }.joined(separator: "/")
    }

    /// The snapshot with the paths of its pictures, relative to the report folder.
    public var resolved: ReportSnapshot {
        var snapshot = self.snapshot
        snapshot.images = ReportImages(files: files.map { ($0.name, "\(folder)/\($0.name)") })
        return snapshot
    }
}
