import ArgumentParser
import LayoutshotCLI
import Testing

/// Every command's help, rendered at 80 columns as argument-parser does on a narrow terminal:
/// no line over 80 columns (argument-parser's own usage line aside), and no line broken
/// mid-phrase by a hard break that argument-parser wraps again.
struct HelpLayoutTests {
    static let commands: [any ParsableCommand.Type] =
        [LayoutshotCommand.self] + LayoutshotCommand.configuration.subcommands

    @Test(arguments: commands.indices)
    func helpReadsWellAt80Columns(_ index: Int) {
        let command = Self.commands[index]
        let help = LayoutshotCommand.helpMessage(for: command, columns: 80)
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let name = command.configuration.commandName ?? "layoutshot"
        for line in lines where !line.hasPrefix("USAGE:") {
            #expect(line.count <= 80, "\(name): a line of \(line.count) columns: \(line)")
        }
        // The discussion's paragraphs (the lines before USAGE that are not indented): a hard break
        // inside one shows as a line that the next line's first word would have fitted on
        // (argument-parser fills lines up to 79 columns).
        let discussion = lines.prefix { !$0.hasPrefix("USAGE:") }
        for (line, next) in zip(discussion, discussion.dropFirst())
        where !line.isEmpty && !next.isEmpty && !line.hasPrefix(" ") && !next.hasPrefix(" ")
            && !line.hasSuffix(":")
        {
            let word = next.prefix { $0 != " " }
            #expect(
                line.count + 1 + word.count >= 80, "\(name): broken mid-phrase after \"\(line)\"")
        }
        // An example (indented) wrapped by argument-parser continues at the left margin.
        for (line, next) in zip(discussion, discussion.dropFirst())
        where line.hasPrefix(" ") && !next.isEmpty {
            #expect(
                next.hasPrefix(" "),
                "\(name): the example \"\(line)\" is too long and wraps into \"\(next)\"")
        }
    }
}
