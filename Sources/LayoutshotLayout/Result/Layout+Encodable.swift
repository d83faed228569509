import LayoutshotCore

/// A node of the layout document (`LayoutDocument`): `type`, `id` when set, `frame` as
/// `[x, y, w, h]` and `children` when any, in that order.
///
/// ```swift
/// let json = try JSONOutputEncoder().string(of: layout.children[0])
/// ```
extension Layout: Encodable {
    private enum CodingKeys: String, CodingKey {
        case type, id, frame, children
    }

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
}
