/// Where a relative spec puts its child on one axis.
public enum ASRelativeLayoutSpecPosition: UInt, Sendable {
    /// No positioning on this axis: the child keeps the spec's minimum size there and sits at the
    /// start.
    case none = 0
    /// The child at the start of the axis (left or top), free to be smaller than the spec.
    case start = 1
    /// The child centred on the axis, free to be smaller than the spec; its origin is rounded to
    /// the pixel grid.
    case center = 2
    /// The child at the end of the axis (right or bottom), free to be smaller than the spec; its
    /// origin is rounded to the pixel grid.
    case end = 3
}

/// Whether a relative spec shrinks to its child; `[]` takes the most space.
public struct ASRelativeLayoutSpecSizingOption: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The spec shrinks to its child's width, and takes the most height its range allows.
    public static let minimumWidth = ASRelativeLayoutSpecSizingOption(rawValue: 1 << 0)
    /// The spec shrinks to its child's height, and takes the most width its range allows.
    public static let minimumHeight = ASRelativeLayoutSpecSizingOption(rawValue: 1 << 1)
    /// The spec shrinks to its child's size on both axes: `[.minimumWidth, .minimumHeight]`.
    public static let minimumSize: ASRelativeLayoutSpecSizingOption = [
        .minimumWidth, .minimumHeight,
    ]
}

/// The axes a center spec centres on; `[]` places the child at the origin.
public struct ASCenterLayoutSpecCenteringOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Centres the child horizontally.
    public static let X = ASCenterLayoutSpecCenteringOptions(rawValue: 1 << 0)
    /// Centres the child vertically.
    public static let Y = ASCenterLayoutSpecCenteringOptions(rawValue: 1 << 1)
    /// Centres the child on both axes: `[.X, .Y]`.
    public static let XY: ASCenterLayoutSpecCenteringOptions = [.X, .Y]
}

/// Whether a center spec shrinks to its child; `[]` takes the most space.
public struct ASCenterLayoutSpecSizingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The spec shrinks to its child's width.
    public static let minimumX = ASCenterLayoutSpecSizingOptions(rawValue: 1 << 0)
    /// The spec shrinks to its child's height.
    public static let minimumY = ASCenterLayoutSpecSizingOptions(rawValue: 1 << 1)
    /// The spec shrinks to its child's size on both axes: `[.minimumX, .minimumY]`.
    public static let minimumXY: ASCenterLayoutSpecSizingOptions = [.minimumX, .minimumY]
}

/// How an absolute spec sizes itself.
public enum ASAbsoluteLayoutSpecSizing: Int, Sendable {
    /// The most space the range allows.
    case `default`
    /// The union of the children's frames.
    case sizeToFit
}

/// Which corner of its child a corner spec puts the corner element on.
public enum ASCornerLayoutLocation: Int, Sendable {
    /// The corner element centred on the child's top-left corner.
    case topLeft
    /// The corner element centred on the child's top-right corner.
    case topRight
    /// The corner element centred on the child's bottom-left corner.
    case bottomLeft
    /// The corner element centred on the child's bottom-right corner.
    case bottomRight
}

/// Whether an element is a spec or a node.
public enum ASLayoutElementType: UInt8, Sendable {
    /// A layout spec (`ASLayoutSpec` and its subclasses): arranges children, draws nothing itself.
    case layoutSpec
    /// A node (`ASDisplayNode` and its subclasses): something drawn.
    case displayNode
}

/// Where a button puts its image relative to its title.
public enum ASButtonNodeImageAlignment: UInt8, Sendable {
    /// The image before the title: left of it in a horizontal button, above it in a vertical one.
    /// The default.
    case beginning
    /// The image after the title: right of it in a horizontal button, below it in a vertical one.
    case end
}
