import Foundation
import LayoutshotCore

/// A path that was read from a file someone else may have written (a report's `report.json`, a
/// shard's report, `references.json`, an artefacts folder's `manifest.json`), resolved inside
/// the folder it must stay in. Every read and write of such a path goes through this one
/// check, so a downloaded report cannot make Layoutshot read `~/.ssh/id_rsa` as an "actual
/// picture" or write a "reference" over `~/.bashrc`.
///
/// The rule: the path MUST be relative; after removing `.` and resolving `..`, it MUST stay
/// inside the folder; and every part of it that exists MUST NOT be a symbolic link that
/// resolves outside the folder (or to nothing). Reads and writes then use ``path``, the
/// resolved absolute path, never the text as written.
///
/// It checks the file system as it is when resolved; a folder that another process changes
/// between the check and the write is out of scope (the folders are the user's own checkout
/// and a downloaded archive, not shared directories).
public struct ContainedPath: Hashable, Sendable, CustomStringConvertible {
    /// Why a path was refused, in words that name the path and the folder.
    public struct Refusal: LayoutshotError, Equatable {
        /// The path as it was written in the file.
        public var path: String
        /// "leads outside report (`..` above its top)", "is absolute; …".
        public var reason: String

        public var problem: String { "\(path) \(reason)" }
    }

    /// The folder as the caller named it ("report", "."): used in messages.
    public let root: String
    /// The path inside `root` without empty, `.` or `..` components: "images/cards/b/actual.png".
    public let relative: String
    /// The absolute path with every existing symbolic link resolved: where reads and writes go.
    public let path: String

    /// `root/relative` as the user would type it: "report/images/cards/b/actual.png",
    /// or just `relative` when the root is the working directory.
    public var description: String {
        root.isEmpty || root == "." ? relative : (root as NSString).appendingPathComponent(relative)
    }

    /// Resolves `relative` inside the existing folder `root`.
    /// - Throws: ``Refusal`` when the path is empty, absolute, holds a NUL, climbs above `root`
    ///   with `..`, or passes through a symbolic link that resolves outside `root` or to nothing.
    public init(_ relative: String, in root: String) throws(Refusal) {
        let name = Self.name(of: root)
        let components = try Self.components(of: relative, in: name)
        guard let resolvedRoot = Self.realPath(root.isEmpty ? "." : root) else {
            throw Refusal(
                path: relative, reason: "cannot be resolved: its folder \(name) does not exist")
        }
        var current = resolvedRoot
        for (index, component) in components.enumerated() {
            let candidate = Self.join(current, component)
            var status = stat()
            guard lstat(candidate, &status) == 0 else {
                // Nothing exists from here on: the rest is created below `current`, which is inside.
                current = components[index...].reduce(current, Self.join)
                break
            }
            if (status.st_mode & S_IFMT) == S_IFLNK {
                let shown = components[...index].joined(separator: "/")
                guard let target = Self.realPath(candidate) else {
                    throw Refusal(
                        path: relative,
                        reason:
                            "passes through the symbolic link \(shown) in \(name), which points to nothing"
                    )
                }
                guard Self.isInside(target, resolvedRoot) else {
                    throw Refusal(
                        path: relative,
                        reason:
                            "leads outside \(name) through the symbolic link \(shown) (→ \(target))"
                    )
                }
                current = target
            } else {
                current = candidate
            }
        }
        self.root = root
        self.relative = components.joined(separator: "/")
        path = current
    }

    /// `relative` without empty, `.` or `..` components, checked without looking at the file
    /// system: for paths whose folder is not known yet (a reference in `references.json` is
    /// relative to wherever `approve` runs).
    /// - Throws: ``Refusal`` when it is empty, absolute, holds a NUL or climbs above its top.
    public static func normalized(_ relative: String) throws(Refusal) -> String {
        try components(of: relative, in: "its folder").joined(separator: "/")
    }

    /// The path of `file` relative to `folder` when it is inside it (after resolving symbolic
    /// links of the parts that exist), else `nil`.
    public static func relative(of file: String, to folder: String) -> String? {
        guard let base = realPath(folder) else { return nil }
        var existing =
            file.hasPrefix("/") ? file : join(FileManager.default.currentDirectoryPath, file)
        var rest: [String] = []
        while realPath(existing) == nil, existing != "/", !existing.isEmpty {
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        guard let resolved = realPath(existing), isInside(resolved, base) else { return nil }
        let head =
            resolved == base
            ? []
            : String(resolved.dropFirst(base.count + (base == "/" ? 0 : 1))).split(separator: "/")
                .map(String.init)
        guard !rest.contains(".."), !(head + rest).isEmpty else { return nil }
        return (head + rest).filter { $0 != "." }.joined(separator: "/")
    }

    /// The package folder (the nearest one holding `Package.swift`) that contains `folder`:
    /// `folder` as given when it is the package or no package holds it, else the package's
    /// absolute path. `approve` writes the references an artefacts manifest names there.
    public static func packageRoot(of folder: String) -> String {
        guard let package = package(holding: folder), package != realPath(folder) else {
            return folder
        }
        return package
    }

    /// The absolute path (symbolic links resolved) of the nearest folder holding `Package.swift`
    /// that contains `folder`, or `folder` itself; `nil` when no package holds it.
    public static func package(holding folder: String) -> String? {
        guard var candidate = realPath(folder) else { return nil }
        while true {
            if FileManager.default.fileExists(atPath: join(candidate, "Package.swift")) {
                return candidate
            }
            let parent = (candidate as NSString).deletingLastPathComponent
            if parent == candidate || parent.isEmpty { return nil }
            candidate = parent
        }
    }

    /// The folder as messages name it: "the working directory" for `.`.
    private static func name(of root: String) -> String {
        root.isEmpty || root == "." || root == "./" ? "the working directory" : root
    }

    private static func components(of relative: String, in root: String) throws(Refusal) -> [String]
    {
        if relative.isEmpty {
            throw Refusal(path: "\"\"", reason: "is empty; a path inside \(root) was expected")
        }
        if relative.contains("\0") {
            throw Refusal(
                path: relative.replacingOccurrences(of: "\0", with: "\\0"),
                reason: "holds a NUL character")
        }
        if relative.hasPrefix("/") {
            throw Refusal(
                path: relative, reason: "is absolute; only paths relative to \(root) are accepted")
        }
        var components: [String] = []
        for component in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else {
                    throw Refusal(
                        path: relative, reason: "leads outside \(root) (`..` above its top)")
                }
                components.removeLast()
            default: components.append(String(component))
            }
        }
        if components.isEmpty {
            throw Refusal(path: relative, reason: "names \(root) itself, not a file inside it")
        }
        return components
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }
}
