import LayoutshotCore

/// A node of the layout document (`LayoutDocument`): `type`, `id` when set, `frame` as
/// `[x, y, w, h]` and `children` when any, in that order.
///
/// ```swift
/// let json = try JSONOutputEncoder().string(of: layout.children[0])
/// ```
extension Layout: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, id, frame, children
    }

    /// Why a document is refused when it is not an object with a `root` object.
    static let notADocument = "expected {\"size\": [w, h], \"root\": {…}}"

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encodeIfPresent(id, forKey: .id)
        var numbers = container.nestedUnkeyedContainer(forKey: .frame)
        try numbers.encode(frame.origin.x)
        try numbers.encode(frame.origin.y)
        try numbers.encode(frame.size.width)
        try numbers.encode(frame.size.height)
        if !children.isEmpty { try container.encode(children, forKey: .children) }
    }

    /// Reads a node as the diff always has: `type` and a four-number `frame` are required, an
    /// `id` that is not a string is no id, `children` must be a list of objects. A problem is a
    /// `DecodingError.dataCorrupted` whose description names the node by its path
    /// (`root.children[1] has no type`).
    public init(from decoder: any Decoder) throws {
        let codingPath = decoder.codingPath
        guard let container = try? decoder.container(keyedBy: CodingKeys.self) else {
            // A child that is not an object: the list it is in is not a list of nodes.
            guard codingPath.last?.intValue != nil else {
                throw Self.documentProblem(Self.notADocument, at: codingPath)
            }
            throw Self.documentProblem(
                "\(Self.path(codingPath.dropLast(2))).children is not a list of nodes", at: codingPath)
        }
        let path = Self.path(codingPath[...])
        guard let type = try? container.decode(String.self, forKey: .type) else {
            throw Self.documentProblem("\(path) has no type", at: codingPath)
        }
        guard let numbers = try? container.decode([Double].self, forKey: .frame), numbers.count == 4 else {
            throw Self.documentProblem("\(path) has no [x, y, w, h] frame", at: codingPath)
        }
        var children: [Layout] = []
        if container.contains(.children) {
            // Every item an object before any is read, so that the list's problem comes first.
            guard var list = try? container.nestedUnkeyedContainer(forKey: .children),
                (try? container.decode([NodeShape].self, forKey: .children)) != nil
            else {
                throw Self.documentProblem("\(path).children is not a list of nodes", at: codingPath)
            }
            while !list.isAtEnd { children.append(try list.decode(Layout.self)) }
        }
        let id = (try? container.decodeIfPresent(String.self, forKey: .id)) ?? nil
        self.init(type: type, id: id, frame: Rect(numbers[0], numbers[1], numbers[2], numbers[3]), children: children)
    }

    /// A problem of a document, in words.
    static func documentProblem(_ reason: String, at codingPath: [any CodingKey]) -> Swift.DecodingError {
        .dataCorrupted(Swift.DecodingError.Context(codingPath: codingPath, debugDescription: reason))
    }

    /// `root.children[2]` for the coding path `root, children, 2`.
    private static func path(_ codingPath: ArraySlice<any CodingKey>) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    /// Any object: the shape every item of `children` must have.
    private struct NodeShape: Decodable {
        init(from decoder: any Decoder) throws {
            _ = try decoder.container(keyedBy: CodingKeys.self)
        }
    }
}
