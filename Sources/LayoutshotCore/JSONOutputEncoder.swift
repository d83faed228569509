/// Writes an `Encodable` value as every Layoutshot output writes JSON: keys in the order the
/// value encodes them, numbers as `formatPoints` writes them (at most 4 decimals, no exponent; `null` for infinity and NaN),
/// strings as `jsonQuoted`, lists of strings and numbers on one line, lists of objects one item
/// a line, objects as their type asks (`JSONOutputStyled`), two spaces a level, and a newline
/// at the end. The layout document (`layout --json`), the
/// explanation of `explain --json`, the reports of `lint`, `sweep`, `check` and `diff` and the
/// live preview's answers are all written by it, so the same value always gives the same
/// bytes, on every platform. A number that must not be rounded is a `JSONExactNumber`.
/// Foundation's `JSONDecoder` reads them back.
///
/// An empty object or list is `{}` or `[]`, except as the whole document, which spans two lines
/// (`[` and `]`, as `check --json` has always written an empty run). A value's `encode(to:)`
/// sees an empty `codingPath`.
///
/// ```swift
/// struct Size: Encodable { var width = 40.0, height = 36.666666 }
/// try JSONOutputEncoder().string(of: Size())   // "{\n  \"width\": 40,\n  \"height\": 36.6667\n}\n"
/// ```
public struct JSONOutputEncoder: Sendable {
    /// Creates an encoder; it has no options: the format is the one every output shares.
    public init() {}

    /// The UTF-8 bytes of `value`'s document.
    public func bytes<Value: Encodable>(of value: Value) throws -> [UInt8] {
        let writer = JSONOutputWriter()
        try writer.encode(value, in: -1)
        writer.bytes.append(UInt8(ascii: "\n"))
        return writer.bytes
    }

    /// `value`'s document as a string.
    public func string<Value: Encodable>(of value: Value) throws -> String {
        String(decoding: try bytes(of: value), as: UTF8.self)
    }
}
