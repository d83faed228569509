import Foundation

/// Decodes the JSON files that Layoutshot reads back (`report.json`, `references.json`,
/// `manifest.json`) and turns a decoding failure into one clear message: the file, the JSON
/// path of the bad entry ("snapshots[2].status") and what is wrong with it, instead of
/// Foundation's `DecodingError` dump.
enum ReportSchema {
    /// `T` decoded from `data`, read from `file`.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String)
        throws(ReportError) -> T
    {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            switch error {
            case .keyNotFound(let key, let context):
                throw .badSchema(
                    file: file, entry: path(context.codingPath + [key]), reason: "is missing")
            case .typeMismatch(let expected, let context):
                throw .badSchema(
                    file: file, entry: path(context.codingPath),
                    reason: "is not \(name(of: expected))")
            case .valueNotFound(let expected, let context):
                throw .badSchema(
                    file: file, entry: path(context.codingPath),
                    reason: "is null, not \(name(of: expected))")
            case .dataCorrupted(let context):
                let underlying =
                    (context.underlyingError as NSError?).map { " (\($0.localizedDescription))" }
                    ?? ""
                throw .badSchema(
                    file: file, entry: path(context.codingPath),
                    reason: context.codingPath.isEmpty
                        ? "is not valid JSON\(underlying)" : context.debugDescription)
            @unknown default:
                throw .badSchema(file: file, entry: "(top)", reason: "\(error)")
            }
        } catch {
            throw .badSchema(file: file, entry: "(top)", reason: "\(error)")
        }
    }

    /// "snapshots[2].status"; "(top)" for the whole file.
    static func path(_ keys: [any CodingKey]) -> String {
        guard !keys.isEmpty else { return "(top)" }
        var text = ""
        for key in keys {
            if let index = key.intValue,
                key.stringValue.hasPrefix("Index ") || key.stringValue == "\(index)"
            {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Bool.Type: "true or false"
        case is Double.Type: "a number"
        default:
            String(describing: type).hasPrefix("Array")
                ? "an array"
                : String(describing: type).hasPrefix("Dictionary") ? "an object" : "a \(type)"
        }
    }
}
