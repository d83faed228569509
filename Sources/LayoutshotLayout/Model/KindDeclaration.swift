/// What every part of Layoutshot needs to know about an element kind, declared once: its type
/// name (in fixtures, layout output and messages), how it holds its children (the names paths
/// and fixtures give them), whether it ignores its own style, and its paint order. The engine's
/// calculation, the display list and the outlines read the kind itself for its behaviour; the
/// facts are here.
///
/// ```swift
/// LayoutNode.Kind.declaration(ofType: "overlay")?.children.pathComponent(1)   // ".overlay"
/// ```
public struct KindDeclaration: Hashable, Sendable {
    /// How an element holds its children.
    public enum Children: Hashable, Sendable {
        /// A leaf: no children.
        case none
        /// One child per role, in element order: `["child", "overlay"]`.
        case roles([String])
        /// Any number, named `children[i]`.
        case list

        /// How child `index` (element order) is named in a node path: `.child`, `.children[2]`.
        public func pathComponent(_ index: Int) -> String {
            if case .roles(let roles) = self, index < roles.count { return "." + roles[index] }
            return ".children[\(index)]"
        }
    }

    /// `"stack"`, `"box"`, or a custom spec's or node's own name.
    public var typeName: String
    /// How the kind holds its children: none, named roles, or a list.
    public var children: Children
    /// Inset, overlay and background specs ignore their own style (Texture overrides the
    /// restricted `calculateLayoutThatFits:` for them).
    public var ignoresOwnStyle = false
    /// A background spec paints its second child (the background) first.
    public var paintsSecondChildFirst = false

    static let box = KindDeclaration(typeName: "box", children: .none)
    static let text = KindDeclaration(typeName: "text", children: .none)
    static let image = KindDeclaration(typeName: "image", children: .none)
    static let spacer = KindDeclaration(typeName: "spacer", children: .none)
    static let wrapper = KindDeclaration(typeName: "wrapper", children: .list)
    static let inset = KindDeclaration(typeName: "inset", children: .roles(["child"]), ignoresOwnStyle: true)
    static let overlay = KindDeclaration(typeName: "overlay", children: .roles(["child", "overlay"]), ignoresOwnStyle: true)
    static let background = KindDeclaration(typeName: "background", children: .roles(["child", "background"]),
                                            ignoresOwnStyle: true, paintsSecondChildFirst: true)
    static let center = KindDeclaration(typeName: "center", children: .roles(["child"]))
    static let relative = KindDeclaration(typeName: "relative", children: .roles(["child"]))
    static let ratio = KindDeclaration(typeName: "ratio", children: .roles(["child"]))
    static let stack = KindDeclaration(typeName: "stack", children: .list)
    static let absolute = KindDeclaration(typeName: "absolute", children: .list)
    static let corner = KindDeclaration(typeName: "corner", children: .roles(["child", "corner"]))

    /// The built-in kinds, by type name.
    public static let builtIn: [String: KindDeclaration] = Dictionary(uniqueKeysWithValues: [
        box, text, image, spacer, wrapper, inset, overlay, background, center, relative, ratio, stack, absolute, corner,
    ].map { ($0.typeName, $0) })
}

extension LayoutNode.Kind {
    /// The kind's declaration: a built-in kind's, or a custom spec's or deferred node's (its
    /// own name, a list of children).
    public var declaration: KindDeclaration {
        switch self {
        case .box: .box
        case .text: .text
        case .image: .image
        case .spacer: .spacer
        case .wrapper: .wrapper
        case .inset: .inset
        case .overlay: .overlay
        case .background: .background
        case .center: .center
        case .relative: .relative
        case .ratio: .ratio
        case .stack: .stack
        case .absolute: .absolute
        case .corner: .corner
        case .custom(let spec): KindDeclaration(typeName: spec.typeName, children: .list)
        case .deferred(let deferred): KindDeclaration(typeName: deferred.typeName, children: .list)
        }
    }

    /// The declaration of a kind by type name, as layouts and fixtures name it; `nil` for a
    /// name that is not built in (a custom spec's).
    public static func declaration(ofType typeName: String) -> KindDeclaration? {
        KindDeclaration.builtIn[typeName]
    }
}
