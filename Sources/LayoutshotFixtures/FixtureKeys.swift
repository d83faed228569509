import LayoutshotLayout

/// Every key a fixture may use, as the decoder checks them: the lists behind its "unknown key"
/// and "did you mean" errors, for tools and for the test that keeps the fixture format article in step
/// with the decoder. A node type's keys come from its `KindDeclaration`.
///
/// ```swift
/// FixtureKeys.ownKeys(of: "inset")   // ["insets", "child"]
/// FixtureKeys.style.contains("flexGrow")   // true
/// ```
public enum FixtureKeys {
    /// The keys of the top-level mapping: `sizeRange`, `scale`, `background`, `fonts`, `root`.
    public static var document: [String] { FixtureDecoder.documentKeys }

    /// The keys of the `{min, max}` form of `sizeRange`.
    public static var sizeRange: [String] { FixtureDecoder.sizeRangeKeys }

    /// The edges of the mapping form of `insets`.
    public static var insetEdges: [String] { FixtureDecoder.insetEdges }

    /// The node types, by their `type` names.
    public static var types: [String] { KindDeclaration.allBuiltIn.map(\.typeName) }

    /// Older names accepted for a type (ASDK 2.0's `static` is today's `absolute`).
    public static var typeAliases: [String: String] {
        KindDeclaration.fixtureAliasTable.mapValues(\.typeName)
    }

    /// The keys valid on every node besides the style keys: `type` and `id`.
    public static var common: [String] { KindDeclaration.commonFixtureKeys }

    /// The `ASLayoutElementStyle` keys, valid on every node.
    public static var style: [String] { KindDeclaration.styleFixtureKeys }

    /// The keys a node of `type` owns besides the common and style keys; `nil` for an unknown type.
    public static func ownKeys(of type: String) -> [String]? {
        KindDeclaration.fixtureKind(named: type)?.fixtureKeys
    }
}
