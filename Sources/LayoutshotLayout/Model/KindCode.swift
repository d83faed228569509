/// A kind's case without its payload, in the order of `LayoutNode.Kind`.
///
/// The arena reads it for every node of every pass, so a node keeps it beside its kind
/// (`LayoutNode.kindCode`): to switch over the kind itself, Swift copies the whole enum (its
/// custom case holds an existential), which cost about 350 instructions a node of `wide` per pass
/// once a box's appearance held a reference (its shadow).
enum KindCode: UInt8, CaseIterable, Sendable {
    case box, text, image, spacer, wrapper, inset, overlay, background, center, relative, ratio, stack, absolute, corner
    case custom, deferred

    /// Reads a built-in kind's declaration where it is; `nil` for a custom spec or a deferred
    /// node, whose declaration is made from its payload (`LayoutNode.Kind.readDeclaration`).
    @inline(__always)
    func readBuiltIn<Result>(_ read: (borrowing KindDeclaration) -> Result) -> Result? {
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
        case .custom, .deferred: nil
        }
    }
}
