import Foundation
import LayoutshotCore
import LayoutshotLayout

/// Reads a `layout --json` document (the `.layout.json` sidecar of a reference) back into a
/// `Layout`, the inverse of `Layout.jsonDocument()`.
///
/// ```swift
/// let reference = try LayoutDocument.decode(bytes, file: "cell.layout.json")
/// ```
public enum LayoutDocument {
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

    /// Decodes the document; frames are read as written (parent space unless written absolute).
    public static func decode(_ bytes: [UInt8], file: String) throws(DecodingError) -> Layout {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            throw DecodingError(file: file, reason: "invalid JSON (\(error.localizedDescription))")
        }
        guard let document = object as? [String: Any], let root = document["root"] as? [String: Any] else {
            throw DecodingError(file: file, reason: "expected {\"size\": [w, h], \"root\": {…}}")
        }
        return try node(root, path: "root", file: file)
    }

    private static func node(_ object: [String: Any], path: String, file: String) throws(DecodingError) -> Layout {
        guard let type = object["type"] as? String else { throw DecodingError(file: file, reason: "\(path) has no type") }
        guard let frame = object["frame"] as? [NSNumber], frame.count == 4 else {
            throw DecodingError(file: file, reason: "\(path) has no [x, y, w, h] frame")
        }
        var children: [Layout] = []
        if let list = object["children"] {
            guard let items = list as? [[String: Any]] else {
                throw DecodingError(file: file, reason: "\(path).children is not a list of nodes")
            }
            for (index, item) in items.enumerated() {
                children.append(try node(item, path: "\(path).children[\(index)]", file: file))
            }
        }
        let values = frame.map(\.doubleValue)
        return Layout(type: type, id: object["id"] as? String, frame: Rect(values[0], values[1], values[2], values[3]),
                      children: children)
    }
}
