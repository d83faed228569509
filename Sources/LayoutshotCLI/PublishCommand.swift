import ArgumentParser
import Foundation
import LayoutshotFiles
import LayoutshotReport

/// `layoutshot publish FOLDER --branch NAME --path DIR`: the pictures a pull-request comment
/// shows, pushed under DIR on a branch of their own with git plumbing, never touching the
/// working tree, the index or HEAD.
struct PublishCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract:
            "Push the pictures of a run's changes to a branch of pictures, for the pull-request comment.",
        discussion: """
            FOLDER is a report folder or an artefacts folder (manifest.json), read as untrusted \
            input: a path that leaves it refuses the run, before anything is pushed. The crops, \
            reference, actual and diff pictures of each changed snapshot (the ones `layoutshot \
            comment` links) go under DIR on branch NAME of REMOTE, at their paths in FOLDER; \
            DIR's previous pictures are replaced, other DIRs are kept. The branch holds nothing \
            but pictures, in a history of its own; it is built with git hash-object, mktree, \
            commit-tree and push, so the working tree, the index and HEAD are never touched. The \
            last line printed is the commit's SHA; publishing the same pictures again makes no \
            commit and prints the same SHA. A push rejected because another run pushed first is \
            fetched, rebuilt and pushed again, up to 8 times. --keep N keeps the N DIRs published \
            most recently (DIR first) and drops the others from the branch's newest commit. \
            Exits 0 when published, 2 on bad input or when git fails (its own words follow).

            Examples:
              layoutshot publish report --branch layoutshot-pictures --path pr-12
              layoutshot publish report --branch pictures --path pr-9 --keep 50
            """
    )

    @Argument(help: "The run: a report folder or an artefacts folder with manifest.json.")
    var folder: String

    @Option(name: .long, help: "The branch of pictures (created when missing).")
    var branch: String

    @Option(
        name: .long, help: "The folder on the branch for this run's pictures, one name (pr-12).")
    var path: String

    @Option(name: .long, help: "The remote to push to.")
    var remote = "origin"

    @Option(name: .long, help: "Keep only the N most recently published folders.")
    var keep: Int?

    /// The largest picture published, in bytes: a check's pictures of layouts are tens of
    /// kilobytes, so a larger file is not one it wrote.
    static let pictureLimit = 32 * 1_048_576

    /// Pushes tried before giving up, each after fetching what another run pushed.
    static let attempts = 8

    func validate() throws {
        if path.isEmpty || path.hasPrefix(".") || ReportDraft.safePath(path) != path
            || path.contains("/")
        {
            throw ValidationError(
                "--path \(path): expected one folder name of letters, digits, '-', '_' and '.' (pr-12), "
                    + "not starting with '.'.")
        }
        if let keep, keep < 1 { throw ValidationError("--keep \(keep): expected 1 or more.") }
        if remote.isEmpty || remote.hasPrefix("-") {
            throw ValidationError("--remote \(remote): expected a remote.")
        }
    }

    func run() throws {
        let git = Git()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutshot-publish-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        do {
            // 1. The pictures, checked and read before git is asked anything; wide ones shrunk.
            let pictures = try readPictures(scratch: scratch)
            // 2. The branch name, as git takes it.
            if (try git.run(["check-ref-format", "refs/heads/" + branch])).status != 0
                || branch.hasPrefix("-")
            {
                throw CommandError(
                    "--branch \(branch) is not a valid branch name (git check-ref-format).")
            }
            // 3. The pictures as blobs, and DIR as a tree.
            let folderTree = try PublishedTree.write(pictures, git: git)
            // 4. Commit on the remote branch's tip and push; again on a rejection.
            let (commit, changed) = try push(folderTree, git: git)
            let bytes = pictures.reduce(0) { $0 + $1.size }
            try StandardOutput.write(
                (changed
                    ? "published \(pictures.count) picture\(pictures.count == 1 ? "" : "s") "
                        + "(\(bytes / 1024) KB) under \(path) on \(branch) of \(remote)\n"
                    : "\(path) on \(branch) of \(remote) already holds these \(pictures.count) pictures\n")
                    + commit + "\n")
        } catch let failure as Git.Failure {
            throw CommandError("\(failure.command) failed: \(failure.message)", next: nil)
        }
    }

    /// Step 1: each picture of the run's changed snapshots, inside FOLDER and a PNG file; one
    /// wider than a comment shows is shrunk into `scratch` (`CommentPictureSize`).
    private func readPictures(scratch: URL) throws -> [PublishedTree.Picture] {
        let run = try ReviewRun.read(folder)
        let file = (folder as NSString).appendingPathComponent("report.json")
        return try run.changedPictures.map { picture in
            let source = try ReportMerge.contain(
                picture.path, in: folder, file: file, entry: picture.path)
            // A regular file of a picture's size: a pipe or a device would block the read, and
            // a huge file would go onto the branch.
            let attributes = try? FileManager.default.attributesOfItem(atPath: source.path)
            let size = attributes?[.size] as? Int ?? 0
            guard attributes?[.type] as? FileAttributeType == .typeRegular,
                size <= Self.pictureLimit,
                let handle = FileHandle(forReadingAtPath: source.path),
                let head = try? handle.read(upToCount: 8),
                head == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            else {
                throw CommandError(
                    "\(source) is not a PNG picture of at most \(Self.pictureLimit / 1_048_576) MB; nothing was "
                        + "published. Pass the folder a check wrote, unchanged.")
            }
            guard let data = FileManager.default.contents(atPath: source.path) else {
                throw CommandError("cannot read \(source); nothing was published.")
            }
            let fitted: [UInt8]?
            do {
                fitted = try CommentPictureSize.fitted([UInt8](data), file: source.description)
            } catch {
                throw CommandError("\(error); nothing was published.")
            }
            guard let fitted else {
                return PublishedTree.Picture(path: picture.published, file: source.path, size: size)
            }
            let file = scratch.appendingPathComponent("\(UUID().uuidString).png")
            do {
                try FileManager.default.createDirectory(
                    at: scratch, withIntermediateDirectories: true)
                try AtomicFile.write(fitted, to: file.path)
            } catch {
                throw CommandError("cannot write \(file.path): \(error)")
            }
            return PublishedTree.Picture(
                path: picture.published, file: file.path, size: fitted.count)
        }
    }

    /// Step 4: the branch's tip fetched, its tree with DIR replaced (and folders dropped for
    /// --keep), committed on top and pushed with a lease on that tip; a push that another run
    /// beat is tried again on the new tip. Returns the commit and whether it is new.
    private func push(_ folderTree: String?, git: Git) throws -> (commit: String, changed: Bool) {
        var lastRejection = ""
        for attempt in 1...Self.attempts {
            let tip = try PublishedTree.fetchTip(remote: remote, branch: branch, git: git)
            let root = try PublishedTree.root(
                on: tip, replacing: path, with: folderTree, keep: keep, git: git)
            if let tip, try git.check(["rev-parse", tip + "^{tree}"]) == root {
                return (tip, false)
            }
            let commit = try git.check(
                ["commit-tree", root] + (tip.map { ["-p", $0] } ?? []) + [
                    "-m", PublishedTree.subject(path),
                ])
            let pushed = try git.run([
                "push", "--quiet", "--force-with-lease=refs/heads/\(branch):\(tip ?? "")", remote,
                "\(commit):refs/heads/\(branch)",
            ])
            if pushed.status == 0 { return (commit, true) }
            lastRejection = pushed.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
            // Rejected: retry only when the branch moved (another run pushed first).
            guard try PublishedTree.remoteTip(remote: remote, branch: branch, git: git) != tip
            else {
                throw Git.Failure(
                    command: "git push \(remote) \(commit):refs/heads/\(branch)",
                    message: lastRejection)
            }
            usleep(UInt32.random(in: 50_000...200_000) * UInt32(attempt))
        }
        throw CommandError(
            "\(Self.attempts) pushes to \(branch) of \(remote) were each beaten by another run's push; nothing of "
                + "\(path) was published. Git said: \(lastRejection)",
            next: "Run the command again.")
    }
}
