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
        let components = snapshot.name.split(separator: "/").map { component -> String in
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
        return (["images"] + components.filter { !$0.isEmpty }).joined(separator: "/")
    }

    /// The snapshot with the paths of its pictures, relative to the report folder.
    public var resolved: ReportSnapshot {
        var snapshot = self.snapshot
        let names = Set(files.map(\.name))
        func path(_ stem: String) -> String? {
            ["png", "svg"].map { "\(stem).\($0)" }.first(where: names.contains).map { "\(folder)/\($0)" }
        }
        let crops = names.compactMap { name -> (Int, String)? in
            guard name.hasPrefix("crop-"), name.hasSuffix(".png"), let number = Int(name.dropFirst(5).dropLast(4))
            else { return nil }
            return (number, "\(folder)/\(name)")
        }
        snapshot.images = ReportImages(
            reference: path("reference"), actual: path("actual"), diff: path("diff"),
            composite: path("composite"), crops: crops.sorted { $0.0 < $1.0 }.map(\.1))
        return snapshot
    }
}
