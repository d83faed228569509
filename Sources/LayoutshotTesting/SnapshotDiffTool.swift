import Foundation

/// The command a failure prints to compare the reference with the actual file in a tool of your
/// choice (swift-snapshot-testing's `SnapshotTestingConfiguration.DiffTool`): a closure from the
/// two paths to a command line, set for a scope (`withLayoutSnapshotTesting(diffTool:)`,
/// `.layoutSnapshots(diffTool:)`). The reference is the file in `__Snapshots__`, or its copy in
/// the artefacts when the failure recorded over it; the actual file is in the artefacts folder.
///
/// ```swift
/// withLayoutSnapshotTesting(diffTool: .init { "code --diff \($0) \($1)" }) { … }
/// withLayoutSnapshotTesting(diffTool: "ksdiff") { … }   // ksdiff '<reference>' '<actual>'
/// ```
/// A failure then ends with `Compare: code --diff <reference> <actual>`.
public struct SnapshotDiffTool: Sendable, ExpressibleByStringLiteral {
    private let command: @Sendable (_ reference: String, _ actual: String) -> String

    /// A tool whose command line `command` makes from the reference's path and the actual
    /// file's path, as given (quote them where your shell needs it).
    ///
    /// ```swift
    /// let compare = SnapshotDiffTool { "compare \"\($0)\" \"\($1)\" png:- | display" }
    /// ```
    /// - Parameter command: The command line, from the reference's path and the actual file's.
    public init(_ command: @escaping @Sendable (_ reference: String, _ actual: String) -> String) {
        self.command = command
    }

    /// A tool named by its program: `"ksdiff"` runs `ksdiff '<reference>' '<actual>'`, each path
    /// quoted for a POSIX shell.
    ///
    /// ```swift
    /// let tool: SnapshotDiffTool = "meld"
    /// ```
    /// - Parameter program: The program, with any options before the two paths.
    public init(stringLiteral program: String) {
        self.command = { "\(program) \(Self.shellQuoted($0)) \(Self.shellQuoted($1))" }
    }

    /// The command that compares `reference` with `actual`.
    ///
    /// ```swift
    /// let tool: SnapshotDiffTool = "ksdiff"
    /// print(tool(reference: "a.png", actual: "b.png"))   // ksdiff 'a.png' 'b.png'
    /// ```
    /// - Parameters:
    ///   - reference: The reference's path.
    ///   - actual: The actual file's path.
    /// - Returns: The command line.
    public func callAsFunction(reference: String, actual: String) -> String {
        command(reference, actual)
    }

    /// `path` in single quotes, each `'` in it written `'\''`.
    static func shellQuoted(_ path: String) -> String {
        "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
