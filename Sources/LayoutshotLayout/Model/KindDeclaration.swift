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

    /// Whether the kind has no children (box, text, image, spacer).
    var isLeaf: Bool {
        if case .none = children { true } else { false }
    }

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
    public var declaration: KindDeclaration { readDeclaration { copy $0 } }

    /// Whether the kind paints its second child first (`KindDeclaration.paintsSecondChildFirst`).
    var paintsSecondChildFirst: Bool { readDeclaration { $0.paintsSecondChildFirst } }

    /// Reads the kind's declaration where it is: a built-in kind's is not copied (its name and
    /// roles, a few reference counts), as `declaration` must. The arena reads one of its facts
    /// for every node of every pass.
    @inline(__always)
    func readDeclaration<Result>(_ read: (borrowing KindDeclaration) -> Result) -> Result {
        switch self {
        case .box: read(KindDeclaration.box)
        case .text: read(KindDeclaration.text)
        case .image: read(KindDeclaration.image)
        case .spacer: read(KindDeclaration.spacer)
        case .wrapper: read(KindDeclaration.wrapper)
        case .inset: read(KindDeclaration.inset)
        case .overlay: read(KindDeclaration.overlay)
        case .background: read(KindDeclaration.background)
        case .center: read(KindDeclaration.center)
        case .relative: read(KindDeclaration.relative)
        case .ratio: read(KindDeclaration.ratio)
        case .stack: read(KindDeclaration.stack)
        case .absolute: read(KindDeclaration.absolute)
        case .corner: read(KindDeclaration.corner)
        case .custom(let spec): read(KindDeclaration(typeName: spec.typeName, children: .list))
        case .deferred(let deferred): read(KindDeclaration(typeName: deferred.typeName, children: .list))
        }
    }

    /// The declaration of a kind by type name, as layouts and fixtures name it; `nil` for a
    /// name that is not built in (a custom spec's).
    public static func declaration(ofType typeName: String) -> KindDeclaration? {
        KindDeclaration.builtIn[typeName]
    }
}
