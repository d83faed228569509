import Foundation

/// The branch of pictures that `layoutshot publish` writes, as git objects: one folder per
/// published run at the top, each holding its pictures at their paths in the run's folder.
/// Every object is made with plumbing (`hash-object -w`, `mktree`, `commit-tree`), so the
/// repository's working tree, index and HEAD are never read or changed.
enum PublishedTree {
    /// A picture to publish: its path under the run's folder on the branch, and its file here.
    struct Picture {
        var path: String
        var file: String
        var size: Int
    }

    /// A folder of the tree being built: its files' blobs and its sub-folders.
    private final class Folder {
        var blobs: [String: String] = [:]
        var folders: [String: Folder] = [:]
    }

    /// The subject of a publish commit; `--keep` reads the branch's history by it.
    static func subject(_ path: String) -> String { "layoutshot publish \(path)" }

    /// Writes every picture as a blob and the folders as trees; returns the top folder's tree,
    /// or `nil` when there are no pictures.
    static func write(_ pictures: [Picture], git: Git) throws -> String? {
        guard !pictures.isEmpty else { return nil }
        if let bad = pictures.first(where: { $0.file.contains("\n") }) {
            throw CommandError(
                "\(bad.file): a picture's path holds a line break; nothing was published.")
        }
        let input = pictures.map(\.file).joined(separator: "\n") + "\n"
        let blobs = try git.check(
            ["hash-object", "-w", "--no-filters", "--stdin-paths"], input: Data(input.utf8)
        )
        .split(separator: "\n").map(String.init)
        guard blobs.count == pictures.count else {
            throw CommandError(
                "git hash-object gave \(blobs.count) objects for \(pictures.count) pictures.")
        }
        let top = Folder()
        for (picture, blob) in zip(pictures, blobs) {
            var folder = top
            let parts = picture.path.split(separator: "/").map(String.init)
            for part in parts.dropLast() {
                let next = folder.folders[part] ?? Folder()
                folder.folders[part] = next
                folder = next
            }
            if let name = parts.last, folder.folders[name] == nil { folder.blobs[name] = blob }
        }
        return try tree(of: top, git: git)
    }

    /// `git mktree` of `folder`, its sub-folders first.
    private static func tree(of folder: Folder, git: Git) throws -> String {
        var entries: [String] = []
        for (name, child) in folder.folders {
            entries.append("040000 tree \(try tree(of: child, git: git))\t\(name)")
        }
        for (name, blob) in folder.blobs where folder.folders[name] == nil {
            entries.append("100644 blob \(blob)\t\(name)")
        }
        return try git.check(
            ["mktree", "-z"], input: Data(entries.map { $0 + "\0" }.joined().utf8))
    }

    /// The branch's tip on the remote (`git ls-remote`), `nil` when it has no such branch.
    static func remoteTip(remote: String, branch: String, git: Git) throws -> String? {
        let line = try git.check(["ls-remote", remote, "refs/heads/" + branch])
        return line.split(separator: "\t").first.map(String.init)
    }

    /// The branch's tip, fetched into a temporary ref of its own when this repository lacks it
    /// (so runs at once in one repository do not share a ref); `nil` when the branch is new.
    static func fetchTip(remote: String, branch: String, git: Git) throws -> String? {
        guard let tip = try remoteTip(remote: remote, branch: branch, git: git) else { return nil }
        if try git.run(["cat-file", "-e", tip + "^{commit}"]).status == 0 { return tip }
        let temporary =
            "refs/layoutshot/fetch-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        defer { _ = try? git.run(["update-ref", "-d", temporary]) }
        try git.check([
            "fetch", "--quiet", "--no-tags", "--no-write-fetch-head", remote,
            "+refs/heads/\(branch):\(temporary)",
        ])
        return try git.check(["rev-parse", "--verify", temporary + "^{commit}"])
    }

    /// The branch's top tree: `tip`'s, with `path` replaced by `folder` (removed when `nil`),
    /// and, with `keep`, only the `keep` folders published most recently (by the subjects of
    /// the branch's first-parent history; `path` is the most recent).
    static func root(
        on tip: String?, replacing path: String, with folder: String?, keep: Int?, git: Git
    ) throws
        -> String
    {
        var entries: [(name: String, line: String)] = []
        if let tip {
            let listing = try git.check(["ls-tree", "-z", tip])
            for entry in listing.split(separator: "\0") {
                guard let tab = entry.firstIndex(of: "\t") else { continue }
                let name = String(entry[entry.index(after: tab)...])
                if name != path { entries.append((name, String(entry))) }
            }
        }
        if let folder { entries.append((path, "040000 tree \(folder)\t\(path)")) }
        if let keep {
            var order = [path]
            if let tip {
                for line in try git.check(["log", "--first-parent", "--format=%s", tip]).split(
                    separator: "\n")
                {
                    let name = String(line.dropFirst(subject("").count))
                    if line.hasPrefix(subject("")), !order.contains(name) { order.append(name) }
                }
            }
            let rank = { (name: String) in order.firstIndex(of: name) ?? order.count }
            let kept = Set(
                entries.map(\.name).sorted { (rank($0), $0) < (rank($1), $1) }.prefix(keep))
            entries.removeAll { !kept.contains($0.name) }
        }
        return try git.check(
            ["mktree", "-z"], input: Data(entries.map { $0.line + "\0" }.joined().utf8))
    }
}
