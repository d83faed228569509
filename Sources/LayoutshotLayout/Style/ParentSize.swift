import LayoutshotCore

/// The size a parent offers for resolving percentages: each axis is either known or undefined
/// (Texture's `ASLayoutElementParentDimensionUndefined`, a NaN there, `nil` here).
///
/// ```swift
/// let column = ParentSize(width: 320, height: nil)
/// ```
public struct ParentSize: Hashable, Sendable {
    /// The parent's width, if known.
    public var width: Double?
    /// The parent's height, if known.
    public var height: Double?

    /// Creates a parent size; `nil` means undefined.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// A fully known parent size.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Both axes undefined.
    public static let undefined = ParentSize(width: nil, height: nil)

    /// The parent's length along `axis`.
    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// Known where `PixelGrid.isValidForSize` holds, undefined elsewhere (infinite or huge).
    public init(validating size: Size) {
        self.init(
            width: PixelGrid.isValidForSize(size.width) ? size.width : nil,
            height: PixelGrid.isValidForSize(size.height) ? size.height : nil)
    }
}
