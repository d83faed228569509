import LayoutshotCore

/// `ASStackLayoutSpec`. Defaults as `-[ASStackLayoutSpec init]`: horizontal, `alignItems: .stretch`
/// (`StackOptions()`'s, where they are written).
///
/// ```swift
/// Stack(.vertical, spacing: 4) { Text("Title"); Text("Subtitle") }
/// ```
public struct Stack: LayoutElement {
    public let node: LayoutNode

    /// A stack of the children the builder lists. `spacing` is points between neighbours on the
    /// main axis, `lineSpacing` points between lines when `flexWrap` is `.wrap`; the other options
    /// are the stack's alignment, with Texture's defaults.
    public init(
        _ direction: StackDirection = StackOptions().direction,
        spacing: Double = StackOptions().spacing,
        justifyContent: JustifyContent = StackOptions().justifyContent,
        alignItems: AlignItems = StackOptions().alignItems,
        flexWrap: FlexWrap = StackOptions().flexWrap,
        alignContent: AlignContent = StackOptions().alignContent,
        lineSpacing: Double = StackOptions().lineSpacing,
        horizontalAlignment: HorizontalAlignment = StackOptions().horizontalAlignment,
        verticalAlignment: VerticalAlignment = StackOptions().verticalAlignment,
        @LayoutBuilder children: () -> [LayoutNode]
    ) {
        let options = StackOptions(
            direction: direction, spacing: spacing, justifyContent: justifyContent,
            alignItems: alignItems, horizontalAlignment: horizontalAlignment,
            verticalAlignment: verticalAlignment, flexWrap: flexWrap, alignContent: alignContent,
            lineSpacing: lineSpacing)
        node = LayoutNode(.stack(options), children: children())
    }
}

/// `ASInsetLayoutSpec`: pads its child; an infinite inset pins the child to the other edge.
///
/// ```swift
/// Inset(.all(10)) { Box(.blue) }
/// ```
public struct Inset: LayoutElement {
    public let node: LayoutNode

    /// Pads the one child by `insets` points on each edge.
    public init(_ insets: EdgeInsets, @LayoutBuilder child: () -> [LayoutNode]) {
        node = LayoutNode(.inset(insets), children: singleChild(child(), of: "Inset"))
    }
}

/// `ASOverlayLayoutSpec`: the overlay is laid out at exactly the child's size, on top of it.
///
/// ```swift
/// Overlay {
///     Image("photo.png").preferredSize(120, 80)
/// } overlay: {
///     Box(Color(red: 0, green: 0, blue: 0, alpha: 64))
/// }
/// ```
public struct Overlay: LayoutElement {
    public let node: LayoutNode

    /// The `child` (which sizes the spec) with the `overlay` laid out at its size, drawn on top.
    public init(
        @LayoutBuilder child: () -> [LayoutNode], @LayoutBuilder overlay: () -> [LayoutNode]
    ) {
        node = LayoutNode(
            .overlay,
            children: singleChild(child(), of: "Overlay") + singleChild(overlay(), of: "Overlay"))
    }
}

/// `ASBackgroundLayoutSpec`: the background is laid out at exactly the child's size, below it.
///
/// ```swift
/// Background {
///     Inset(EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)) { Text("New", font: "DejaVu Sans Bold 12") }
/// } background: {
///     Box(.red, cornerRadius: 10)
/// }
/// ```
public struct Background: LayoutElement {
    public let node: LayoutNode

    /// The `child` (which sizes the spec) with the `background` laid out at its size, drawn behind.
    public init(
        @LayoutBuilder child: () -> [LayoutNode], @LayoutBuilder background: () -> [LayoutNode]
    ) {
        node = LayoutNode(
            .background,
            children: singleChild(child(), of: "Background")
                + singleChild(background(), of: "Background"))
    }
}

/// `ASCenterLayoutSpec`: centres its child, by default on both axes in all the space its range
/// allows.
///
/// ```swift
/// Center(sizing: .minimumY) { Text("No messages") }
/// ```
public struct Center: LayoutElement {
    public let node: LayoutNode

    /// Centres the one child on the axes `centering` names (both by default); `sizing` says on which
    /// axes the spec shrinks to the child instead of taking its whole range.
    public init(
        _ centering: CenteringOptions = .xy, sizing: CenterSizing = .default,
        @LayoutBuilder child: () -> [LayoutNode]
    ) {
        node = LayoutNode(
            .center(centering: centering, sizing: sizing),
            children: singleChild(child(), of: "Center"))
    }
}

/// `ASRelativeLayoutSpec`: places its child at the start, centre or end of each axis.
///
/// ```swift
/// Relative(horizontal: .end, vertical: .start) { Box(.red, cornerRadius: 5).preferredSize(10, 10) }
/// ```
public struct Relative: LayoutElement {
    public let node: LayoutNode

    /// Places the one child at `horizontal` and `vertical` positions; `sizing` says on which axes the
    /// spec shrinks to the child instead of taking its whole range.
    public init(
        horizontal: RelativePosition = .none, vertical: RelativePosition = .none,
        sizing: RelativeSizing = .default, @LayoutBuilder child: () -> [LayoutNode]
    ) {
        node = LayoutNode(
            .relative(
                RelativeOptions(
                    horizontalPosition: horizontal, verticalPosition: vertical,
                    sizing: sizing)),
            children: singleChild(child(), of: "Relative"))
    }
}

/// `ASRatioLayoutSpec`; `ratio` is height / width and MUST be positive.
///
/// ```swift
/// Ratio(9.0 / 16.0) { Image("video-thumbnail.png", contentMode: .aspectFill) }  // 16:9
/// ```
public struct Ratio: LayoutElement {
    public let node: LayoutNode

    /// Sizes the one child so that its height is `ratio` times its width (0.5: twice as wide as tall).
    public init(_ ratio: Double, @LayoutBuilder child: () -> [LayoutNode]) {
        assert(
            ratio > 0 && ratio.isFinite, "Ratio: ratio must be positive and finite, got \(ratio)")
        node = LayoutNode(.ratio(ratio), children: singleChild(child(), of: "Ratio"))
    }
}

/// `ASAbsoluteLayoutSpec`: children at their `layoutPosition`.
///
/// ```swift
/// Absolute(sizing: .sizeToFit) {
///     Box(.blue, cornerRadius: 22).preferredSize(44, 44)
///     Box(.green, cornerRadius: 6).preferredSize(12, 12).layoutPosition(32, 32)
/// }
/// ```
public struct Absolute: LayoutElement {
    public let node: LayoutNode

    /// Places each child at its style's `layoutPosition` (set with `.layoutPosition(_:_:)`); `sizing`
    /// says whether the spec takes its range's maximum or its children's extent.
    public init(sizing: AbsoluteSizing = .default, @LayoutBuilder children: () -> [LayoutNode]) {
        node = LayoutNode(.absolute(sizing), children: children())
    }
}

/// `ASCornerLayoutSpec`: `corner` centred on a corner of `child`.
///
/// ```swift
/// Corner(.topRight, offset: Point(-4, 4)) {
///     Box(.blue, cornerRadius: 22).preferredSize(44, 44)
/// } corner: {
///     Box(.red, cornerRadius: 8).preferredSize(16, 16)
/// }
/// ```
public struct Corner: LayoutElement {
    public let node: LayoutNode

    /// Centres `corner` on the `location` corner of `child`, moved by `offset` points. With
    /// `wrapsCorner`, the spec grows to include the corner element; otherwise it is the child's size
    /// and the corner element may stick out.
    public init(
        _ location: CornerLocation = .topLeft, offset: Point = .zero, wrapsCorner: Bool = false,
        @LayoutBuilder child: () -> [LayoutNode], @LayoutBuilder corner: () -> [LayoutNode]
    ) {
        node = LayoutNode(
            .corner(CornerOptions(location: location, offset: offset, wrapsCorner: wrapsCorner)),
            children: singleChild(child(), of: "Corner") + singleChild(corner(), of: "Corner"))
    }
}

/// `ASWrapperLayoutSpec`: children at (0, 0), sized to the largest.
///
/// ```swift
/// Wrapper { Box(.white).preferredSize(60, 60); Text("1") }
/// ```
public struct Wrapper: LayoutElement {
    public let node: LayoutNode

    /// Lays every child out in the spec's range at (0, 0); the spec is as large as the largest.
    public init(@LayoutBuilder children: () -> [LayoutNode]) {
        node = LayoutNode(.wrapper, children: children())
    }
}

/// A spec of your own (`CustomLayout`) with its children.
public struct Custom: LayoutElement {
    public let node: LayoutNode

    /// A spec laid out by your `CustomLayout`, with the children the builder lists.
    public init(_ spec: some CustomLayout, @LayoutBuilder children: () -> [LayoutNode]) {
        node = LayoutNode(.custom(spec), children: children())
    }
}
