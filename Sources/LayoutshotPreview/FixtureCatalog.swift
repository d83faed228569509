import Foundation
import LayoutshotFiles

/// The fixtures the preview serves: every `.yaml`, `.yml` and `.json` file (not `.layout.json`
/// sidecars, not hidden folders, `__Snapshots__` or report folders) under the PATHs it was
/// started with.
///
/// A fixture is named in requests by an id, `"<root index>/<path inside that root>"`, and every
/// id taken from a request is resolved with ``ContainedPath`` inside its root and then checked
/// against the files found there, so a request can reach nothing but a listed fixture.
public struct FixtureCatalog: Sendable {
    /// One fixture as the page lists it.
    public struct Entry: Sendable, Equatable {
        /// `"0/cards/card.yaml"`: the root's index, then the path inside it.
        public var id: String
        /// The folder the page groups it under ("" for the root itself).
        public var group: String
        /// The file name.
        public var name: String
        /// The file's path as the user named it: what errors and the page show.
        public var path: String
        /// Where `check` looks for its reference, without extension: beside the fixture, or
        /// under `--references` at its path inside the root (`FixtureDiscovery`'s rule).
        public var referenceBase: String
    }

    /// A folder the preview serves, or the folder of a file given directly.
    struct Root: Sendable {
        var folder: String
        /// Set when the PATH was one file: the only fixture of this root.
        var onlyFile: String?
    }

    let roots: [Root]
    /// The folder that holds the references, mirroring the fixtures' paths (`--references`).
    let references: String?

    /// The catalog of `paths` (folders, or fixture files), with their references in
    /// `references` or, without it, beside them.
    /// - Throws: ``PreviewError`` when a path or the references folder does not exist.
    public init(paths: [String], references: String? = nil) throws(PreviewError) {
        var isFolder: ObjCBool = false
        if let references,
            !FileManager.default.fileExists(atPath: references, isDirectory: &isFolder)
                || !isFolder.boolValue
        {
            throw PreviewError("the references folder \(references) does not exist")
        }
        self.references = references
        var roots: [Root] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw PreviewError(
                    "\(path): no such file or folder. Name a folder of fixtures or a fixture file.")
            }
            if isDirectory.boolValue {
                roots.append(Root(folder: path))
            } else {
                let folder = (path as NSString).deletingLastPathComponent
                roots.append(
                    Root(
                        folder: folder.isEmpty ? "." : folder,
                        onlyFile: (path as NSString).lastPathComponent))
            }
        }
        self.roots = roots
    }

    /// The fixtures as they are on disk now, sorted by root, then folder, then name.
    public func entries() -> [Entry] {
        roots.enumerated().flatMap { index, root in
            relativePaths(in: root).map { relative in
                let folder = (relative as NSString).deletingLastPathComponent
                let prefix = roots.count > 1 ? root.folder : ""
                let path = Self.join(root.folder, relative)
                return Entry(
                    id: "\(index)/\(relative)",
                    group: [prefix, folder].filter { !$0.isEmpty }.joined(separator: "/"),
                    name: (relative as NSString).lastPathComponent, path: path,
                    referenceBase: ((references.map { Self.join($0, relative) } ?? path) as NSString)
                        .deletingPathExtension)
            }
        }
    }

    /// The file behind `id`, resolved inside its root.
    /// - Throws: ``PreviewError`` when the id is malformed, escapes its root, or names a file
    ///   that is not a listed fixture.
    public func resolve(_ id: String) throws(PreviewError) -> (entry: Entry, file: String) {
        guard let slash = id.firstIndex(of: "/"), let index = Int(id[..<slash]),
            roots.indices.contains(index)
        else {
            throw PreviewError("\(id) is not a fixture id of this preview.", status: 404)
        }
        let root = roots[index]
        let contained: ContainedPath
        do {
            contained = try ContainedPath(String(id[id.index(after: slash)...]), in: root.folder)
        } catch {
            throw PreviewError("refused: \(error.problem)", status: 403)
        }
        guard let entry = entries().first(where: { $0.id == "\(index)/\(contained.relative)" })
        else {
            throw PreviewError("\(id) is not a fixture of this preview.", status: 404)
        }
        return (entry, contained.path)
    }

    private func relativePaths(in root: Root) -> [String] {
        if let file = root.onlyFile {
            return FileManager.default.fileExists(atPath: Self.join(root.folder, file))
                ? [file] : []
        }
        guard let enumerator = FileManager.default.enumerator(atPath: root.folder) else {
            return []
        }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "__Snapshots__" || name.hasPrefix(".build") {
                enumerator.skipDescendants()
                continue
            }
            // A report folder's report.json and references.json are not fixtures.
            let marker = (Self.join(root.folder, relative) as NSString).appendingPathComponent(
                ".layoutshot-report")
            if FileManager.default.fileExists(atPath: marker) {
                enumerator.skipDescendants()
                continue
            }
            if Self.isFixture(name) { found.append(relative) }
        }
        // Folder by folder, the root's own files first: the page's groups in order.
        return found.sorted { a, b in
            let (folderA, folderB) = (
                (a as NSString).deletingLastPathComponent, (b as NSString).deletingLastPathComponent
            )
            return folderA == folderB ? a < b : folderA < folderB
        }
    }

    /// Whether a file name is a fixture's: what `layoutshot check` picks up in a folder.
    static func isFixture(_ name: String) -> Bool {
        let lowered = name.lowercased()
        guard !lowered.hasSuffix(".layout.json") else { return false }
        return lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") || lowered.hasSuffix(".json")
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : (folder as NSString).appendingPathComponent(name)
    }
}
