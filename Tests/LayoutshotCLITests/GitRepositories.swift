import Foundation
import LayoutshotTestSupport

/// Local git repositories for the publish and workflow tests: a bare one as the remote and a
/// checkout of it, made with the real git.
struct GitRepositories {
    /// The checkout (a card project, committed, with `origin` set to the bare repository).
    let project: CardProject
    /// The bare repository standing in for the remote.
    let remote: URL

    /// An author for the tests' own commits, on machines that have none configured.
    static let environment = [
        "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@localhost",
        "GIT_COMMITTER_NAME": "Test",
        "GIT_COMMITTER_EMAIL": "test@localhost", "GIT_CONFIG_NOSYSTEM": "1",
    ]

    /// A checkout of `names` cards, recorded and committed on `main`, pushed to a new bare
    /// repository that is its `origin`.
    init(_ names: [String]) throws {
        project = try CardProject(names)
        remote = project.folder.deletingLastPathComponent().appendingPathComponent(
            project.folder.lastPathComponent + "-remote.git")
        try Self.git(["init", "--quiet", "--bare", "--initial-branch=main", remote.path])
        let recorded = try project.run(["record", "cards"])
        guard recorded.status == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: ["record": recorded.stderr])
        }
        try git(["init", "--quiet", "--initial-branch=main"])
        try git(["add", "."])
        try git(["commit", "--quiet", "-m", "cards"])
        try git(["remote", "add", "origin", remote.path])
        try git(["push", "--quiet", "origin", "main"])
    }

    /// Runs git in the checkout; throws with its message when it fails.
    @discardableResult
    func git(_ arguments: [String]) throws -> String { try Self.git(arguments, in: project.folder) }

    /// Runs git in the bare repository.
    @discardableResult
    func remoteGit(_ arguments: [String]) throws -> String {
        try Self.git(["--git-dir", remote.path] + arguments)
    }

    /// Runs `git arguments` in `folder`; its output, trimmed.
    @discardableResult
    static func git(_ arguments: [String], in folder: URL? = nil) throws -> String {
        let result = try CommandRunner.run(
            arguments, in: folder,
            environment: ProcessInfo.processInfo.environment.merging(environment) { _, new in new },
            executable: URL(fileURLWithPath: "/usr/bin/git"))
        guard result.status == 0 else {
            throw CocoaError(
                .fileReadUnknown,
                userInfo: ["git \(arguments.joined(separator: " "))": result.stderr])
        }
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The files of `commit`'s tree in the bare repository, by path.
    func files(of commit: String) throws -> [String] {
        try remoteGit(["ls-tree", "-r", "--name-only", commit]).split(separator: "\n").map(
            String.init)
    }
}
