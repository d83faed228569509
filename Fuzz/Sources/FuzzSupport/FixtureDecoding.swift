import LayoutshotFixtures

/// Decodes fuzzed fixture text the way `layoutshot` does, and checks what a rejection says.
public enum FixtureDecoding {
    /// The file name errors carry; a bare name, so relative images resolve against nothing.
    public static let path = "fuzz.yaml"

    /// The fixture, or `nil` when the decoder rejected the text with a well-formed error. A
    /// rejection that names another file or says nothing traps, so libFuzzer records it.
    public static func decode(_ text: String) -> Fixture? {
        do {
            return try FixtureLoader.decode(text, path: path)
        } catch {
            guard error.file == path, !error.message.isEmpty else {
                fatalError("malformed fixture error: \(error)")
            }
            if let line = error.line, line < 1 { fatalError("line \(line) in: \(error)") }
            if let column = error.column, column < 1 { fatalError("column \(column) in: \(error)") }
            return nil
        }
    }
}
