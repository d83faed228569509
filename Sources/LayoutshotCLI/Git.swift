import Foundation

/// The `git` program, run in the current folder's repository with arguments and no shell: the
/// plumbing `layoutshot publish` builds its commits with. It never prompts (a missing
/// credential is an error), and a failure keeps git's own words.
struct Git {
    /// What one git command printed, and how it ended.
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// A git command that failed: the command and git's own message (exit 2).
    struct Failure: Error {
        var command: String
        var message: String
    }

    /// The environment every command runs with: the caller's, never prompting for a password,
    /// and an author when none is set (CI runners have none), so `commit-tree` works anywhere.
    let environment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        for role in ["AUTHOR", "COMMITTER"] {
            if environment["GIT_\(role)_NAME"] == nil {
                environment["GIT_\(role)_NAME"] = "Layoutshot"
            }
            if environment["GIT_\(role)_EMAIL"] == nil {
                environment["GIT_\(role)_EMAIL"] = "layoutshot@localhost"
            }
        }
        return environment
    }()

    /// Runs `git arguments…`, feeding it `input`; returns its output whatever its status.
    func run(_ arguments: [String], input: Data? = nil) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.environment = environment
        // Input and errors go through temporary files, so only standard output is a pipe to
        // drain: nothing can block on a full pipe.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutshot-git-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        let errFile = scratch.appendingPathExtension("err")
        let inFile = scratch.appendingPathExtension("in")
        defer {
            try? FileManager.default.removeItem(at: errFile)
            try? FileManager.default.removeItem(at: inFile)
        }
        let out = Pipe()
        do {
            try (input ?? Data()).write(to: inFile)
            _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
            process.standardInput = try FileHandle(forReadingFrom: inFile)
            process.standardError = try FileHandle(forWritingTo: errFile)
            process.standardOutput = out
            try process.run()
        } catch {
            throw CommandError("cannot run git: \(error). Install git and try again.")
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errData = (try? Data(contentsOf: errFile)) ?? Data()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// The output of `git arguments…`, trimmed; throws ``Failure`` with git's message when it
    /// fails.
    @discardableResult
    func check(_ arguments: [String], input: Data? = nil) throws -> String {
        let output = try run(arguments, input: input)
        guard output.status == 0 else {
            let words = output.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(
                command: "git " + arguments.joined(separator: " "),
                message: words.isEmpty ? "exited with status \(output.status)" : words)
        }
        return output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
