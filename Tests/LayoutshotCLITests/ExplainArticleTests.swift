import Foundation
import LayoutshotTestSupport
import Testing

/// The article "Why is my node this size?" shows real output of the gallery: its text block is
/// what `layoutshot explain` prints for that node, its JSON line is one of `--json`'s steps, and
/// its lint finding is what `layoutshot lint` prints.
struct ExplainArticleTests {
    static let article = PackageFolder.root
        .appendingPathComponent(
            "Sources/LayoutshotTesting/LayoutshotTesting.docc/WhyIsMyNodeThisSize.md")
    static let fixture = PackageFolder.root.appendingPathComponent(
        "Snapshots/social-post-header.yaml"
    ).path

    /// The fenced blocks of `language` in the article, in order.
    static func blocks(_ language: String) throws -> [String] {
        let lines = try String(contentsOf: article, encoding: .utf8).components(separatedBy: "\n")
        var blocks: [String] = []
        var current: [String]?
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
        #expect(
            try Self.blocks("sh").first
                == "layoutshot explain Snapshots/social-post-header.yaml location\n")
        let result = try CommandRunner.run(["explain", Self.fixture, "location"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.blocks("text").first == result.stdout)
    }

    /// "Where else you see it" quotes `layoutshot lint` on the gallery: the finding and its step.
    @Test func theArticlesLintOutputIsTheCommands() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let start = try #require(
            text.range(of: "  ```text\n  Snapshots/social-post-header.yaml: truncated"))
        let end = try #require(text.range(of: "  ```\n", range: start.upperBound..<text.endIndex))
        let quoted = text[
            text.index(start.lowerBound, offsetBy: "  ```text\n".count)..<end.lowerBound
        ]
        .split(separator: "\n").map { String($0.dropFirst(2)) }
        let result = try CommandRunner.run(
            ["lint", "Snapshots/social-post-header.yaml"], in: PackageFolder.root)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stdout.split(separator: "\n").prefix(quoted.count).map(String.init) == quoted)
    }

    @Test func theArticlesJSONStepIsOneOfTheCommands() throws {
        let step = try #require(try Self.blocks("text").dropFirst().first)
        let result = try CommandRunner.run(["explain", Self.fixture, "location", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains("    " + step.dropLast() + ",\n")
                || result.stdout.contains("    " + step))
    }
}
