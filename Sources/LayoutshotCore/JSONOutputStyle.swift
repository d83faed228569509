/// How `JSONOutputEncoder` lays an object out on lines. An `Encodable` type picks its own by
/// conforming to `JSONOutputStyled`, and keeps it wherever it is; every other object takes
/// `memberPerLine`, or `oneLine` inside a one-line object.
///
/// ```swift
/// struct Breakpoint: JSONOutputStyled {
///     static let jsonOutputStyle = JSONOutputStyle.oneLine
///     var width: Double
/// }
/// ```
public enum JSONOutputStyle: Sendable {
    /// One member a line, indented two spaces a level: the layout document's nodes.
    case memberPerLine
    /// Members whose values are strings, numbers, booleans or null share a line, `", "` apart;
    /// each object or list starts a line of its own: the header of `sweep --json`.
    case scalarsShareALine
    /// The whole object on one line, `{"width": 130, "nodes": ["b"]}`: an item of a long list,
    /// one a line.
    case oneLine
}
