import Foundation
import LayoutshotCore
import LayoutshotLayout

/// Reads a layout document (the `.layout.json` sidecar of a reference) back into a `Layout`:
/// the `Decodable` side of `LayoutDocument`, with Foundation's `JSONDecoder`.
///
/// ```swift
/// let reference = try LayoutDocument.decode(bytes, file: "cell.layout.json")
/// ```
extension LayoutDocument {
    /// A sidecar that is not a layout document.
    public struct DecodingError: LayoutshotError, Equatable {
        /// The sidecar's file name, as the error names it.
        public var file: String
        /// What is wrong with the document, in words.
        public var reason: String
        public var location: String? { file }
        public var problem: String { "not a layout document: \(reason)" }

        /// Creates the error for a file and a reason.
        public init(file: String, reason: String) {
            self.file = file
            self.reason = reason
        }
    }

    /// Decodes the document's layout; frames are read as written (parent space unless written
    /// absolute).
    public static func decode(_ bytes: [UInt8], file: String) throws(DecodingError) -> Layout {
        try read(bytes, file: file).root
    }

    /// Decodes the whole document: the layout, and the decisions when it has them.
    public static func read(_ bytes: [UInt8], file: String) throws(DecodingError) -> LayoutDocument {
        do {
            return try JSONDecoder().decode(LayoutDocument.self, from: Data(bytes))
        } catch let error as Swift.DecodingError {
            guard case .dataCorrupted(let context) = error else {
                throw DecodingError(file: file, reason: "expected {\"size\": [w, h], \"root\": {…}}")
            }
            // The JSON parser's errors come with the error underneath; the document's own
            // problems are in words.
            if let underlying = context.underlyingError {
                throw DecodingError(file: file, reason: "invalid JSON (\(underlying.localizedDescription))")
            }
            throw DecodingError(file: file, reason: context.debugDescription)
        } catch {
            throw DecodingError(file: file, reason: "invalid JSON (\(error.localizedDescription))")
        }
    }
}
