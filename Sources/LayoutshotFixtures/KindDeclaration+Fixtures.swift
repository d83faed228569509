import LayoutshotLayout

/// The fixture side of the kind table: a node's `type` looked up by its name or an older one,
/// the keys a node may have, and how messages name the kind. Every fact of a kind comes from
/// its `KindDeclaration`; only the keys every node shares are written here.
extension KindDeclaration {
    /// The keys every node has besides the style keys.
    static let commonFixtureKeys = ["type", "id"]

    /// The keys of `ASLayoutElementStyle`, valid on every node.
    static let styleFixtureKeys = [
        "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "preferredSize",
        "minSize", "maxSize",
        "spacingBefore", "spacingAfter", "flexGrow", "flexShrink", "flexBasis", "alignSelf",
        "ascender", "descender",
        "layoutPosition",
    ]

    /// The built-in kinds by their older `type` names (`static`).
    static let fixtureAliasTable: [String: KindDeclaration] = Dictionary(
        uniqueKeysWithValues: allBuiltIn.flatMap { kind in
            kind.fixtureAliases.map { ($0, kind) }
        })

    /// The built-in kind a fixture's `type` names, by its name or an older one.
    static func fixtureKind(named name: String) -> KindDeclaration? {
        builtIn[name] ?? fixtureAliasTable[name]
    }

    /// Every key valid on a node of this kind.
    var allFixtureKeys: [String] { Self.commonFixtureKeys + fixtureKeys + Self.styleFixtureKeys }

    /// "a box", "an inset spec", for messages.
    var article: String {
        let name = isLeaf ? typeName : "\(typeName) spec"
        return ("aeiou".contains(typeName.first ?? "x") ? "an " : "a ") + name
    }
}
