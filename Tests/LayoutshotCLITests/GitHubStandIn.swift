import Foundation
import LayoutshotTestSupport

/// The local stand-in for GitHub's REST API (`scripts/github/api_standin.py`): a server on a
/// free port of 127.0.0.1 answering the review workflows' calls from a state file, recording
/// each call. GitHub itself is not reachable from the tests.
final class GitHubStandIn {
    /// One recorded call.
    struct Call: Equatable, CustomStringConvertible {
        var method: String
        var path: String

        var description: String { "\(method) \(path)" }
    }

    let folder: URL
    let process = Process()
    /// `http://127.0.0.1:<port>`: the workflows' `$GITHUB_API_URL`.
    let url: String
    static let token = "test-token"
    static let repository = "octo/cards"

    var stateFile: URL { folder.appendingPathComponent("state.json") }
    var callsFile: URL { folder.appendingPathComponent("calls.jsonl") }

    /// Starts the server with `state` (pull requests, runs, comments).
    init(state: [String: Any]) throws {
        folder = try TemporaryFolder.make("github")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3",
            PackageFolder.root.appendingPathComponent("scripts/github/api_standin.py").path,
            folder.appendingPathComponent("state.json").path,
            folder.appendingPathComponent("calls.jsonl").path,
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        var state = state
        state["repository"] = Self.repository
        state["token"] = Self.token
        try JSONSerialization.data(withJSONObject: state).write(
            to: folder.appendingPathComponent("state.json"))
        try process.run()
        var line = Data()
        while let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty,
            byte != Data("\n".utf8)
        {
            line += byte
        }
        url = "http://127.0.0.1:" + String(decoding: line, as: UTF8.self)
    }

    deinit {
        // SIGKILL: a program Foundation starts may have SIGTERM blocked.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The state as the server last wrote it.
    func state() throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: stateFile)) as? [String: Any] ?? [:]
    }

    /// Changes the state (between workflow runs).
    func update(_ change: (inout [String: Any]) -> Void) throws {
        var state = try self.state()
        change(&state)
        try JSONSerialization.data(withJSONObject: state).write(to: stateFile, options: .atomic)
    }

    /// The comments on the pull requests, in order.
    func comments() throws -> [[String: Any]] { try state()["comments"] as? [[String: Any]] ?? [] }

    /// Every call so far, in order.
    func calls() throws -> [Call] {
        let text = (try? String(contentsOf: callsFile, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard
                let call = try? JSONSerialization.jsonObject(with: Data(line.utf8))
                    as? [String: Any]
            else {
                return nil
            }
            let prefix = "/repos/\(Self.repository)/"
            let path = (call["path"] as? String ?? "")
            return Call(
                method: call["method"] as? String ?? "",
                path: path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
        }
    }

    /// The environment a workflow's steps see on a runner talking to this server.
    var environment: [String: String] {
        [
            "GITHUB_API_URL": url, "GITHUB_SERVER_URL": "https://github.example",
            "GITHUB_REPOSITORY": Self.repository,
        ].merging(GitRepositories.environment) { _, new in new }
    }
}
