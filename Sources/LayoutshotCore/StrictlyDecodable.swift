/// An enumeration read from a file by its name, whose decoding error names the unknown name and
/// the known ones: `unknown kind "size" (expected geometry, paint, text or renderer)`.
public protocol StrictlyDecodable: CaseIterable, RawRepresentable, Decodable
where RawValue == String {
    /// What one value is called in the error: `status`, `kind`.
    static var noun: String { get }
}

extension StrictlyDecodable {
    /// Decodes a value, naming the unknown one and the known ones in the error.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = Self(rawValue: text) else {
            let names = Self.allCases.map(\.rawValue)
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "unknown \(Self.noun) \"\(text)\" (expected "
                        + "\(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""))"))
        }
        self = value
    }
}
