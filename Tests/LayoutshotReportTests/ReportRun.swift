import Foundation
import LayoutshotTestSupport

/// A `layoutshot check` run with one snapshot of each status, made by running the built
/// binary in a temporary folder: `cards/changed` (its swatch narrowed after recording),
/// `cards/fresh` (never recorded), `cards/gone` (recorded, then its fixture deleted) and
/// `cards/same` (unchanged).
struct ReportRun {
    typealias Result = CommandRunner.Result

    static let card = SampleFixtures.card

    /// The folder the run happened in.
    let folder: URL

    /// Records the four cards, then changes, adds and deletes fixtures.
    init() throws {
        folder = try TemporaryFolder.make("report")
        let cards = folder.appendingPathComponent("cards")
        try FileManager.default.createDirectory(at: cards, withIntermediateDirectories: true)
        for name in ["changed", "gone", "same"] {
            try Self.card.write(
                to: cards.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
        }
        let record = try run(["record", "cards"])
        guard record.status == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: ["record": record.stderr])
        }
        try Self.card.replacingOccurrences(of: "[24, 24]", with: "[20, 24]")
            .write(
                to: cards.appendingPathComponent("changed.yaml"), atomically: true, encoding: .utf8)
        try Self.card.replacingOccurrences(of: "Layoutshot", with: "Fresh")
            .write(
                to: cards.appendingPathComponent("fresh.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: cards.appendingPathComponent("gone.yaml"))
    }

    /// Runs `executable` (default: `layoutshot`) in the run's folder.
    func run(_ arguments: [String], executable: URL? = nil) throws -> Result {
        try CommandRunner.run(arguments, in: folder, executable: executable)
    }

    /// A file of the run's folder as text ("" when absent).
    func text(_ path: String) -> String {
        (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }
}
