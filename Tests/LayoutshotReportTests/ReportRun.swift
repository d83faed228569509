import Foundation

/// A `layoutshot check` run with one snapshot of each status, made by running the built
/// binary in a temporary folder: `cards/changed` (its swatch narrowed after recording),
/// `cards/fresh` (never recorded), `cards/gone` (recorded, then its fixture deleted) and
/// `cards/same` (unchanged).
struct ReportRun {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let card = """
        sizeRange: [160, 48]
        scale: 2
        root:
          type: inset
          insets: 8
          child:
            type: stack
            spacing: 8
            alignItems: center
            children:
              - {type: box, id: swatch, color: "#43A047", cornerRadius: 6, preferredSize: [24, 24]}
              - {type: text, id: title, text: "Layoutshot", font: "DejaVu Sans Bold 13"}
        """

    /// The folder the run happened in.
    let folder: URL

    /// Records the four cards, then changes, adds and deletes fixtures.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-report-\(UUID().uuidString)")
        let cards = folder.appendingPathComponent("cards")
        try FileManager.default.createDirectory(at: cards, withIntermediateDirectories: true)
        for name in ["changed", "gone", "same"] {
            try Self.card.write(to: cards.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
        }
        let record = try run(["record", "cards"])
        guard record.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: ["record": record.stderr]) }
        try Self.card.replacingOccurrences(of: "[24, 24]", with: "[20, 24]")
            .write(to: cards.appendingPathComponent("changed.yaml"), atomically: true, encoding: .utf8)
        try Self.card.replacingOccurrences(of: "Layoutshot", with: "Fresh")
            .write(to: cards.appendingPathComponent("fresh.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: cards.appendingPathComponent("gone.yaml"))
    }

    /// The `layoutshot` binary beside the test bundle in the build folder.
    static var binary: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("layoutshot")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL.appendingPathComponent("layoutshot")
    }

    /// Runs `executable` (default: `layoutshot`) in the run's folder.
    func run(_ arguments: [String], executable: URL = ReportRun.binary) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A file of the run's folder as text ("" when absent).
    func text(_ path: String) -> String {
        (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// The package root, found from this file's path.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}
