import Foundation
import LayoutshotTestSupport
import Testing

/// The command line article (LayoutshotTesting.docc/CommandLine.md) against the tool itself, so
/// the two cannot drift: every command `layoutshot` has is a `### layoutshot NAME` section of the
/// article, every option of that command is named in its section, and the article
/// describes no command the tool does not have.
struct CommandLineArticleTests {
    static let article = PackageFolder.root
        .appendingPathComponent("Sources/LayoutshotTesting/LayoutshotTesting.docc/CommandLine.md")

    /// The article's text under each `### layoutshot NAME` heading, by NAME.
    static func sections() throws -> [String: String] {
        let text = try String(contentsOf: article, encoding: .utf8)
        var sections: [String: String] = [:]
        var current: String?
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("#") {
                current = nil
                if line.hasPrefix("### layoutshot ") {
                    current = String(line.dropFirst("### layoutshot ".count))
                    sections[current!] = ""
                }
            } else if let name = current {
                sections[name, default: ""] += line + "\n"
            }
        }
        return sections
    }

    /// Each command's option spellings (`--json`, `-o`, `--output`, each of `--all/--missing`),
    /// from ArgumentParser's own description of the tool, so a new option cannot be left out.
    static func commands() throws -> [String: [String]] {
        let result = try CommandRunner.run(["--experimental-dump-help"])
        #expect(result.status == 0, "\(result.stderr)")
        let dump =
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let root = try #require(dump?["command"] as? [String: Any])
        var commands: [String: [String]] = [:]
        for command in root["subcommands"] as? [[String: Any]] ?? [] {
            let name = try #require(command["commandName"] as? String)
            if name == "help" { continue }
            var options: [String] = []
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                let names = argument["names"] as? [[String: Any]] ?? []
                let spellings = names.compactMap { entry -> String? in
                    guard let kind = entry["kind"] as? String, let name = entry["name"] as? String
                    else { return nil }
                    return kind == "short" ? "-\(name)" : "--\(name)"
                }
                // The help flag is every command's; positional arguments have no spelling.
                options += spellings.filter { $0 != "--help" && $0 != "-h" }
            }
            commands[name] = options
        }
        return commands
    }

    @Test func everyCommandHasASection() throws {
        let sections = try Self.sections()
        let commands = try Self.commands()
        #expect(commands.count >= 13, "the tool lists \(commands.keys.sorted())")
        for name in commands.keys.sorted() {
            #expect(sections[name] != nil, "CommandLine.md has no '### layoutshot \(name)' section")
        }
        for name in sections.keys.sorted() {
            #expect(
                commands[name] != nil,
                "CommandLine.md describes `layoutshot \(name)`, which the tool does not have")
        }
    }

    @Test func everyOptionIsNamedInItsCommandsSection() throws {
        let sections = try Self.sections()
        for (name, options) in try Self.commands().sorted(by: { $0.key < $1.key }) {
            let section = sections[name] ?? ""
            for option in options {
                // Named as code: `--json`, `--json FILE`, `--lint warn|error`, `--from W`.
                let named = section.contains("`\(option)`") || section.contains("`\(option) ")
                #expect(
                    named, "CommandLine.md's `layoutshot \(name)` section does not name \(option)")
            }
        }
    }
}
