import Foundation

extension AtomicFile {
    /// `value` as every JSON file kept beside pictures is written (`report.json`,
    /// `references.json`, an artefacts folder's manifest): Foundation's pretty layout with
    /// sorted keys and unescaped slashes, and a final newline, so the same value always gives
    /// the same bytes.
    public static func json(_ value: some Encodable) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value)) + [UInt8(ascii: "\n")]
    }

    /// Writes `value` to `path` as ``json(_:)`` gives it, atomically.
    public static func writeJSON(_ value: some Encodable, to path: String) throws(FileError) {
        let bytes: [UInt8]
        do {
            bytes = try json(value)
        } catch {
            throw .cannotWrite(file: path, reason: "\(error)")
        }
        try write(bytes, to: path)
    }
}
