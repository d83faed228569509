import Foundation
import LayoutshotTestSupport
import Testing

/// The article "Why is my node this size?" shows real output of the gallery: its text block is
/// what `layoutshot explain` prints for that node, and its JSON line is one of `--json`'s steps.
struct ExplainArticleTests {
    static let article = PackageFolder.root
        .appendingPathComponent("Sources/LayoutshotTesting/LayoutshotTesting.docc/WhyIsMyNodeThisSize.md")
    static let fixture = PackageFolder.root.appendingPathComponent("Snapshots/social-post-header.yaml").path

    /// The fenced blocks of `language` in the article, in order.
    static func blocks(_ language: String) throws -> [String] {
        let lines = try String(contentsOf: article, encoding: .utf8).components(separatedBy: "\n")
        var blocks: [String] = [], current: [String]?
        for line in lines {
            if current == nil, line == "```" + language {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func theArticlesOutputIsTheCommands() throws {
        #expect(try Self.blocks("sh").first == "layoutshot explain Snapshots/social-post-header.yaml location\n")
        let result = try CommandRunner.run(["explain", Self.fixture, "location"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.blocks("text").first == result.stdout)
    }

    @Test func theArticlesJSONStepIsOneOfTheCommands() throws {
        let step = try #require(try Self.blocks("text").dropFirst().first)
        let result = try CommandRunner.run(["explain", Self.fixture, "location", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("    " + step.dropLast() + ",\n") || result.stdout.contains("    " + step))
    }
}
