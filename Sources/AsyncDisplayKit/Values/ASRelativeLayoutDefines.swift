/// Where a relative spec puts its child on one axis.
public enum ASRelativeLayoutSpecPosition: UInt, Sendable {
    case none = 0
    case start = 1
    case center = 2
    case end = 3
}

/// Whether a relative spec shrinks to its child; `[]` takes the most space.
public struct ASRelativeLayoutSpecSizingOption: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let minimumWidth = ASRelativeLayoutSpecSizingOption(rawValue: 1 << 0)
    public static let minimumHeight = ASRelativeLayoutSpecSizingOption(rawValue: 1 << 1)
    public static let minimumSize: ASRelativeLayoutSpecSizingOption = [.minimumWidth, .minimumHeight]
}

/// The axes a center spec centres on; `[]` places the child at the origin.
public struct ASCenterLayoutSpecCenteringOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let X = ASCenterLayoutSpecCenteringOptions(rawValue: 1 << 0)
    public static let Y = ASCenterLayoutSpecCenteringOptions(rawValue: 1 << 1)
    public static let XY: ASCenterLayoutSpecCenteringOptions = [.X, .Y]
}

/// Whether a center spec shrinks to its child; `[]` takes the most space.
public struct ASCenterLayoutSpecSizingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let minimumX = ASCenterLayoutSpecSizingOptions(rawValue: 1 << 0)
    public static let minimumY = ASCenterLayoutSpecSizingOptions(rawValue: 1 << 1)
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
    case topLeft
    case topRight
    case bottomLeft
    case bottomRight
}

/// Whether an element is a spec or a node.
public enum ASLayoutElementType: UInt8, Sendable {
    case layoutSpec
    case displayNode
}

/// Where a button puts its image relative to its title.
public enum ASButtonNodeImageAlignment: UInt8, Sendable {
    case beginning
    case end
}
