import LayoutshotCore

// The table of element kinds: each built-in kind is one case, one declaration (its names,
// children, fixture keys, paint order and outline colour: literals, no empty list, so that each
// stays a constant), its case in `KindCode` with a line of `readBuiltIn`, a line of `code`, and
// a line of dispatch to its calculation and one to its explanation's wording, all in this file.
// CONTRIBUTING.md, "Adding a node kind", lists the other two files a new kind touches.

extension LayoutNode {
    /// The element kinds: Texture's specs and leaves.
    ///
    /// ```swift
    /// LayoutNode.Kind.overlay.typeName   // "overlay"
    /// ```
    public enum Kind: Sendable {
        /// `ASDisplayNode` with a background colour; takes its constrained max size when finite.
        case box(BoxAppearance)
        /// `ASTextNode`: intrinsic size from a `TextMeasuring`.
        case text(TextContent)
        /// `ASImageNode`: intrinsic size from an `ImageSizing`.
        case image(ImageContent)
        /// A plain `ASLayoutSpec`: its minimum size, nothing drawn.
        case spacer
        /// `ASWrapperLayoutSpec`: children at (0, 0), sized to the largest.
        case wrapper
        /// `ASInsetLayoutSpec`.
        case inset(EdgeInsets)
        /// `ASOverlayLayoutSpec`: children `[child, overlay]`.
        case overlay
        /// `ASBackgroundLayoutSpec`: children `[child, background]`.
        case background
        /// `ASCenterLayoutSpec`.
        case center(centering: CenteringOptions, sizing: CenterSizing)
        /// `ASRelativeLayoutSpec`.
        case relative(RelativeOptions)
        /// `ASRatioLayoutSpec`: `ratio` is height / width.
        case ratio(Double)
        /// `ASStackLayoutSpec`.
        case stack(StackOptions)
        /// `ASAbsoluteLayoutSpec`: children at their `layoutPosition`.
        case absolute(AbsoluteSizing)
        /// `ASCornerLayoutSpec`: children `[child, corner]`.
        case corner(CornerOptions)
        /// A user's own spec (Texture's `calculateLayoutThatFits:` override).
        case custom(any CustomLayout)
        /// An element built from the range it is measured in (a node's `layoutSpecThatFits:`).
        case deferred(DeferredLayout)

        /// The fixture `type` name: `"stack"`, `"box"`, or a custom spec's `typeName`.
        public var typeName: String { readDeclaration { $0.typeName } }
    }
}

/// A kind's case without its payload, in the order of `LayoutNode.Kind`.
///
/// The arena reads it for every node of every pass, so a node keeps it beside its kind
/// (`LayoutNode.kindCode`): to switch over the kind itself, Swift copies the whole enum (its
/// custom case holds an existential), which cost about 350 instructions a node of `wide` per pass
/// once a box's appearance held a reference (its shadow).
enum KindCode: UInt8, CaseIterable, Sendable {
    case box, text, image, spacer, wrapper, inset, overlay, background, center, relative, ratio,
        stack, absolute, corner
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

extension KindDeclaration {
    static let box = KindDeclaration(
        typeName: "box", children: .none,
        presentation: Presentation(
            fixtureKeys: ["color", "borderColor", "borderWidth", "cornerRadius"],
            outlineRGB: 0xE53935))
    static let text = KindDeclaration(
        typeName: "text", children: .none,
        presentation: Presentation(
            fixtureKeys: [
                "text", "font", "color", "alignment", "maximumNumberOfLines", "truncation",
                "lineSpacing", "markup",
            ],
            outlineRGB: 0x212121))
    static let image = KindDeclaration(
        typeName: "image", children: .none,
        presentation: Presentation(
            fixtureKeys: ["image", "contentMode"], outlineRGB: 0x2E7D32))
    static let spacer = KindDeclaration(typeName: "spacer", children: .none)
    // A wrapper's one child may also be given as `child`.
    static let wrapper = KindDeclaration(
        typeName: "wrapper", children: .list,
        presentation: Presentation(
            fixtureKeys: ["child", "children"], outlineRGB: 0x757575))
    static let inset = KindDeclaration(
        typeName: "inset", children: .roles(["child"]), ignoresOwnStyle: true,
        presentation: Presentation(fixtureKeys: ["insets", "child"], outlineRGB: 0xFB8C00))
    static let overlay = KindDeclaration(
        typeName: "overlay", children: .roles(["child", "overlay"]), ignoresOwnStyle: true,
        presentation: Presentation(fixtureKeys: ["child", "overlay"], outlineRGB: 0x8E24AA))
    static let background = KindDeclaration(
        typeName: "background", children: .roles(["child", "background"]),
        ignoresOwnStyle: true, paintsSecondChildFirst: true,
        presentation: Presentation(
            fixtureKeys: ["child", "background"], outlineRGB: 0x8E24AA))
    static let center = KindDeclaration(
        typeName: "center", children: .roles(["child"]),
        presentation: Presentation(
            fixtureKeys: ["centeringOptions", "sizingOptions", "child"], outlineRGB: 0x00897B))
    static let relative = KindDeclaration(
        typeName: "relative", children: .roles(["child"]),
        presentation: Presentation(
            fixtureKeys: ["horizontalPosition", "verticalPosition", "sizingOption", "child"],
            outlineRGB: 0x00897B))
    static let ratio = KindDeclaration(
        typeName: "ratio", children: .roles(["child"]),
        presentation: Presentation(
            fixtureKeys: ["ratio", "child"], outlineRGB: 0x43A047))
    static let stack = KindDeclaration(
        typeName: "stack", children: .list,
        presentation: Presentation(
            fixtureKeys: [
                "direction", "spacing", "justifyContent", "alignItems", "horizontalAlignment",
                "verticalAlignment",
                "flexWrap", "alignContent", "lineSpacing", "children",
            ],
            outlineRGB: 0x1E88E5))
    static let absolute = KindDeclaration(
        typeName: "absolute", children: .list,
        presentation: Presentation(
            fixtureKeys: ["sizing", "children"], fixtureAlias: "static", outlineRGB: 0x6D4C41))
    static let corner = KindDeclaration(
        typeName: "corner", children: .roles(["child", "corner"]),
        presentation: Presentation(
            fixtureKeys: ["child", "corner", "cornerLocation", "offset", "wrapsCorner"],
            outlineRGB: 0xD81B60))

    /// The built-in kinds, in the order fixtures' messages and the fixture format list them.
    public static let allBuiltIn: [KindDeclaration] = KindCode.allCases.compactMap {
        $0.readBuiltIn { copy $0 }
    }

    /// The built-in kinds, by type name.
    public static let builtIn: [String: KindDeclaration] = Dictionary(
        uniqueKeysWithValues: allBuiltIn.map { ($0.typeName, $0) })
}

extension LayoutNode.Kind {
    /// The kind's declaration: a built-in kind's, or a custom spec's or deferred node's (its
    /// own name, a list of children).
    public var declaration: KindDeclaration { readDeclaration { copy $0 } }

    /// Whether the kind paints its second child first (`KindDeclaration.paintsSecondChildFirst`).
    var paintsSecondChildFirst: Bool { readDeclaration { $0.paintsSecondChildFirst } }

    /// Reads the kind's declaration where it is: a built-in kind's is not copied (its name and
    /// roles, a few reference counts), as `declaration` must. The arena reads one of its facts
    /// for every node of every pass, so it switches on the case, never looks a name up.
    @inline(__always)
    func readDeclaration<Result>(_ read: (borrowing KindDeclaration) -> Result) -> Result {
        switch self {
        case .custom(let spec): read(KindDeclaration(typeName: spec.typeName, children: .list))
        case .deferred(let deferred):
            read(KindDeclaration(typeName: deferred.typeName, children: .list))
        default: code.readBuiltIn(read)!  // every other case is built in
        }
    }

    /// The case without its payload.
    var code: KindCode {
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
        case .custom: .custom
        case .deferred: .deferred
        }
    }

    /// A stack's options; `nil` for every other kind.
    var stackOptions: StackOptions? {
        if case .stack(let options) = self { options } else { nil }
    }

    /// The declaration of a kind by type name, as layouts and fixtures name it; `nil` for a
    /// name that is not built in (a custom spec's).
    public static func declaration(ofType typeName: String) -> KindDeclaration? {
        KindDeclaration.builtIn[typeName]
    }

    /// `-calculateLayoutThatFits:` of node `index` of `computation`, of this kind, on its
    /// resolved range: the calculation of each kind is in a file of its own (`KindCalculations/`, `Stack/`).
    /// Consuming: the payload is moved out, as a `switch` on the kind read in place did.
    @inline(__always)
    consuming func calculate(
        _ index: Int, in range: SizeRange, parent: ParentSize, by computation: LayoutComputation
    )
        -> Size
    {
        switch consume self {
        case .box: computation.calculateDisplayNode(range)
        case .text(let text): computation.calculateText(index, text, range)
        case .image(let image): computation.calculateImage(image, range)
        case .spacer: range.min
        case .wrapper: computation.calculateWrapper(index, range)
        case .inset(let insets): computation.calculateInset(index, insets, range, parent)
        case .overlay: computation.calculateOverlay(index, range, parent)
        case .background: computation.calculateBackground(index, range, parent)
        case .center(let centering, let sizing):
            computation.calculateRelative(
                index, RelativeOptions(centering: centering, sizing: sizing), range)
        case .relative(let options): computation.calculateRelative(index, options, range)
        case .ratio(let ratio): computation.calculateRatio(index, ratio, range)
        case .stack(let options): computation.calculateStack(index, options, range)
        case .absolute(let sizing): computation.calculateAbsolute(index, sizing, range)
        case .corner(let options): computation.calculateCorner(index, options, range)
        case .custom(let spec): computation.calculateCustom(index, spec, range, parent)
        case .deferred(let deferred): computation.calculateDeferred(index, deferred, range)
        }
    }

    /// How an explanation words the kind's decisions (`KindWording`): each kind's wording is
    /// beside its calculation, in its file of `KindCalculations/` (`Stack/` for the stack).
    var wording: any KindWording {
        switch self {
        case .box: BoxWording()
        case .text(let text): TextWording(text: text)
        case .image(let image): ImageWording(image: image)
        case .spacer: SpacerWording()
        case .wrapper: WrapperWording()
        case .inset(let insets): InsetWording(insets: insets)
        case .overlay: OverlayWording(rule: .overlayRange)
        case .background: OverlayWording(rule: .backgroundRange)
        case .center(let centering, let sizing):
            RelativeWording(
                options: RelativeOptions(centering: centering, sizing: sizing), spec: "center",
                sizingName: sizing.rawValue)
        case .relative(let options):
            RelativeWording(options: options, spec: "relative", sizingName: options.sizing.rawValue)
        case .ratio(let ratio): RatioWording(ratio: ratio)
        case .stack: StackWording()
        case .absolute(let sizing): AbsoluteWording(sizing: sizing)
        case .corner(let options): CornerWording(options: options)
        case .custom: CustomWording()
        case .deferred: DeferredWording()
        }
    }
}
