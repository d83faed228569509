import Foundation
@_spi(Locking) import LayoutshotCore

/// Runs the built `layoutshot` binary, as argument-parser's `AssertExecuteCommand` does.
public enum CommandRunner {
    /// How a run ended.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The `layoutshot` binary beside the test bundle in the build folder.
    public static var binary: URL {
        let testBundle = URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = testBundle.deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("layoutshot")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL.appendingPathComponent("layoutshot")
    }

    /// Runs `layoutshot` with `arguments` in `directory`, returning its status and output.
    public static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
        executable: URL? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable ?? binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes are read while the child runs: read one to its end first, and a child that
        // fills the other (64 KB, such as a ThreadSanitizer report on stderr) waits for ever.
        let errors = Drained()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) { errors.read(err.fileHandleForReading) }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errors.data, as: UTF8.self))
    }

    /// A pipe's bytes, read to its end on another thread.
    private final class Drained: Sendable {
        private let bytes = CheckedMutex(Data())

        func read(_ handle: FileHandle) {
            let data = handle.readDataToEndOfFile()
            bytes.withLock { $0 = data }
        }

        var data: Data { bytes.withLock { $0 } }
    }

    /// A fresh temporary folder holding `files`.
    public static func folder(with files: [String: String]) throws -> URL {
        let folder = try TemporaryFolder.make("cli")
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }
}
