import LayoutshotCore

/// `ASStackLayoutSpec`. Defaults as `-[ASStackLayoutSpec init]`: horizontal, `alignItems: .stretch`.
///
/// ```swift
/// Stack(.vertical, spacing: 4) { Text("Title"); Text("Subtitle") }
/// ```
public struct Stack: LayoutElement {
    public let node: LayoutNode

    public init(_ direction: StackDirection = .horizontal, spacing: Double = 0,
                justifyContent: JustifyContent = .start, alignItems: AlignItems = .stretch,
                flexWrap: FlexWrap = .noWrap, alignContent: AlignContent = .start, lineSpacing: Double = 0,
                horizontalAlignment: HorizontalAlignment = .none, verticalAlignment: VerticalAlignment = .none,
                @LayoutBuilder children: () -> [LayoutNode]) {
        let options = StackOptions(direction: direction, spacing: spacing, justifyContent: justifyContent,
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

    public init(_ insets: EdgeInsets, @LayoutBuilder child: () -> [LayoutNode]) {
        node = LayoutNode(.inset(insets), children: singleChild(child(), of: "Inset"))
    }
}

/// `ASOverlayLayoutSpec`: the overlay is laid out at exactly the child's size, on top of it.
public struct Overlay: LayoutElement {
    public let node: LayoutNode

    public init(@LayoutBuilder child: () -> [LayoutNode], @LayoutBuilder overlay: () -> [LayoutNode]) {
        node = LayoutNode(.overlay, children: singleChild(child(), of: "Overlay") + singleChild(overlay(), of: "Overlay"))
    }
}

/// `ASBackgroundLayoutSpec`: the background is laid out at exactly the child's size, below it.
public struct Background: LayoutElement {
    public let node: LayoutNode

    public init(@LayoutBuilder child: () -> [LayoutNode], @LayoutBuilder background: () -> [LayoutNode]) {
        node = LayoutNode(.background,
                          children: singleChild(child(), of: "Background") + singleChild(background(), of: "Background"))
    }
}

/// `ASCenterLayoutSpec`.
public struct Center: LayoutElement {
    public let node: LayoutNode

    public init(_ centering: CenteringOptions = .xy, sizing: CenterSizing = .default,
                @LayoutBuilder child: () -> [LayoutNode]) {
        node = LayoutNode(.center(centering: centering, sizing: sizing), children: singleChild(child(), of: "Center"))
    }
}

/// `ASRelativeLayoutSpec`.
public struct Relative: LayoutElement {
    public let node: LayoutNode

    public init(horizontal: RelativePosition = .none, vertical: RelativePosition = .none,
                sizing: RelativeSizing = .default, @LayoutBuilder child: () -> [LayoutNode]) {
        node = LayoutNode(.relative(RelativeOptions(horizontalPosition: horizontal, verticalPosition: vertical,
                                                    sizing: sizing)),
                          children: singleChild(child(), of: "Relative"))
    }
}

/// `ASRatioLayoutSpec`; `ratio` is height / width and MUST be positive.
public struct Ratio: LayoutElement {
    public let node: LayoutNode

    public init(_ ratio: Double, @LayoutBuilder child: () -> [LayoutNode]) {
        assert(ratio > 0 && ratio.isFinite, "Ratio: ratio must be positive and finite, got \(ratio)")
        node = LayoutNode(.ratio(ratio), children: singleChild(child(), of: "Ratio"))
    }
}

/// `ASAbsoluteLayoutSpec`: children at their `layoutPosition`.
public struct Absolute: LayoutElement {
    public let node: LayoutNode

    public init(sizing: AbsoluteSizing = .default, @LayoutBuilder children: () -> [LayoutNode]) {
        node = LayoutNode(.absolute(sizing), children: children())
    }
}

/// `ASCornerLayoutSpec`: `corner` centred on a corner of `child`.
public struct Corner: LayoutElement {
    public let node: LayoutNode

    public init(_ location: CornerLocation = .topLeft, offset: Point = .zero, wrapsCorner: Bool = false,
                @LayoutBuilder child: () -> [LayoutNode], @LayoutBuilder corner: () -> [LayoutNode]) {
        node = LayoutNode(.corner(CornerOptions(location: location, offset: offset, wrapsCorner: wrapsCorner)),
                          children: singleChild(child(), of: "Corner") + singleChild(corner(), of: "Corner"))
    }
}

/// `ASWrapperLayoutSpec`: children at (0, 0), sized to the largest.
public struct Wrapper: LayoutElement {
    public let node: LayoutNode

    public init(@LayoutBuilder children: () -> [LayoutNode]) {
        node = LayoutNode(.wrapper, children: children())
    }
}

/// A spec of your own (`CustomLayout`) with its children.
public struct Custom: LayoutElement {
    public let node: LayoutNode

    public init(_ spec: some CustomLayout, @LayoutBuilder children: () -> [LayoutNode]) {
        node = LayoutNode(.custom(spec), children: children())
    }
}
