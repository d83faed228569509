import Foundation
import LayoutshotTestSupport
import Testing

/// The fixture format article (LayoutshotTesting.docc/FixtureFormat.md) as a user runs it: the `layoutshot layout` output it shows is what the
/// command prints for its first example, and each error example, saved as `bad.yaml`, makes
/// `layoutshot layout` exit 2 with the line the document shows, fonts and images included.
struct FixtureFormatCommandTests {
    /// A fenced block: its info string and its lines.
    struct Fence {
        var info: String
        var lines: [String]
    }

    static let document = PackageFolder.root.appendingPathComponent(
        "Sources/LayoutshotTesting/LayoutshotTesting.docc/FixtureFormat.md")

    static func fences() throws -> [Fence] {
        let lines = try String(contentsOf: document, encoding: .utf8).components(separatedBy: "\n")
        var fences: [Fence] = []
        var open: Fence?
        for line in lines {
            if var fence = open {
                if line == "```" {
                    fences.append(fence)
                    open = nil
                } else {
                    fence.lines.append(line)
                    open = fence
                }
            } else if line.hasPrefix("```") {
                open = Fence(info: String(line.dropFirst(3)), lines: [])
            }
        }
        return fences
    }

    @Test func theLayoutOutputShownIsWhatTheCommandPrints() throws {
        let fences = try Self.fences()
        let row = try #require(fences.first { $0.info == "yaml" }, "no yaml example")
        let folder = try CommandRunner.folder(with: [
            "row.yaml": row.lines.joined(separator: "\n") + "\n"
        ])
        let shown = fences.filter {
            $0.info == "text" && $0.lines.first?.hasPrefix("$ layoutshot layout") == true
        }
        #expect(shown.count == 3)
        for block in shown {
            let command = try #require(block.lines.first).dropFirst("$ layoutshot ".count)
            let result = try CommandRunner.run(
                command.split(separator: " ").map(String.init), in: folder)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(
                result.stdout == block.lines.dropFirst().joined(separator: "\n") + "\n",
                "\(command)")
        }
    }

    @Test func everyErrorShownIsWhatTheCommandPrints() throws {
        let fences = try Self.fences()
        var checked = 0
        for (index, fence) in fences.enumerated()
        where fence.info == "yaml bad" || fence.info == "yaml render-error" {
            let output = try #require(index + 1 < fences.count ? fences[index + 1] : nil)
            #expect(output.info == "text")
            let folder = try CommandRunner.folder(with: [
                "bad.yaml": fence.lines.joined(separator: "\n") + "\n"
            ])
            let result = try CommandRunner.run(["layout", "bad.yaml"], in: folder)
            #expect(result.status == 2, "\(fence.lines)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == output.lines.joined(separator: "\n") + "\n")
            checked += 1
        }
        #expect(checked >= 12)
    }
}
