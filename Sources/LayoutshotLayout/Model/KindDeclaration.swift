import LayoutshotCore

/// What every part of Layoutshot needs to know about an element kind, declared once: its type
/// name (in fixtures, layout output and messages), how it holds its children (the names paths
/// and fixtures give them), its own fixture keys, whether it ignores its own style, its paint
/// order and its outline colour. The engine's calculation, the display list and the outlines
/// read the kind itself for its behaviour; the facts are here, one row per built-in kind in
/// `LayoutNode+Kind.swift`.
///
/// ```swift
/// LayoutNode.Kind.declaration(ofType: "overlay")?.children.pathComponent(1)   // ".overlay"
/// ```
public struct KindDeclaration: Hashable, Sendable {
    /// How an element holds its children.
    public enum Children: Hashable, Sendable {
        /// A leaf: no children.
        case none
        /// One child per role, in element order: `["child", "overlay"]`. Fixtures give each
        /// under its role's key.
        case roles([String])
        /// Any number, named `children[i]`; fixtures give them as the list `children`.
        case list

        /// How child `index` (element order) is named in a node path: `.child`, `.children[2]`.
        public func pathComponent(_ index: Int) -> String {
            if case .roles(let roles) = self, index < roles.count { return "." + roles[index] }
            return ".children[\(index)]"
        }
    }

    /// What fixtures and outlines show of a built-in kind. Out of line, so that a custom
    /// spec's or deferred node's declaration, made on every read of its kind, holds none of it;
    /// and literals only, no empty list: the built-in declarations stay constants, which the
    /// engine reads in place without a lazy initialization on every read.
    struct Presentation: Hashable, Sendable {
        /// `fixtureKeys`.
        var fixtureKeys: [String]
        /// `fixtureAliases`: a kind has one older name at most.
        var fixtureAlias: String? = nil
        /// `outlineColor` as `0xRRGGBB`.
        var outlineRGB: UInt32
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
    /// A built-in kind's fixture keys and outline colour; `nil` for a custom spec's or a
    /// deferred node's, and for a spacer's (no keys, the other kinds' colour).
    var presentation: Presentation?

    /// The kind's own keys in fixtures, its children's keys among them, in the order messages
    /// list them; empty for a kind that fixtures cannot name (a custom spec's).
    public var fixtureKeys: [String] { presentation?.fixtureKeys ?? [] }
    /// Older `type` names fixtures may use for the kind: ASDK 2.0's `static` for `absolute`.
    public var fixtureAliases: [String] { presentation?.fixtureAlias.map { [$0] } ?? [] }
    /// The colour of the kind's frames and labels in `render --outlines`; grey for a spacer, a
    /// wrapper and a kind of the app's own.
    public var outlineColor: Color {
        let rgb = presentation?.outlineRGB ?? Self.otherOutlineRGB
        return Color(
            red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF))
    }

    /// The outline colour of the kinds that have none of their own.
    static let otherOutlineRGB: UInt32 = 0x757575

    /// Whether the kind has no children (box, text, image, spacer).
    public var isLeaf: Bool {
        if case .none = children { true } else { false }
    }

    /// The paint position of child `index` (element order) among `count` children, or the
    /// element index of the child painted at `index`: the one reordering is a swap, its own
    /// inverse.
    ///
    /// ```swift
    /// LayoutNode.Kind.background.declaration.paintOrder(0, among: 2)   // 1
    /// ```
    public func paintOrder(_ index: Int, among count: Int) -> Int {
        Self.paintOrder(index, among: count, paintsSecondChildFirst: paintsSecondChildFirst)
    }

    /// `paintOrder(_:among:)` for a kind read in place: `paintsSecondChildFirst` is only read
    /// for two children (reading an in-place element's kind makes it).
    @inline(__always)
    static func paintOrder(
        _ index: Int, among count: Int, paintsSecondChildFirst: @autoclosure () -> Bool
    ) -> Int {
        count == 2 && paintsSecondChildFirst() ? 1 - index : index
    }
}
