/// A place in a fixture file: 1-based line and character column, as `FixtureError` prints it.
public struct FixtureLocation: Hashable, Sendable {
    /// The line, counting from 1.
    public var line: Int
    /// The column in characters (not bytes), counting from 1.
    public var column: Int

    /// The same place with its byte column (the JSON scanner's) turned into a character column.
    func withCharacterColumn(in lines: LineIndex) -> FixtureLocation {
        FixtureLocation(
            line: line, column: lines.characterColumn(line: line, byteColumn: column) ?? column)
    }
}
