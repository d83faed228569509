import LayoutshotCore

/// The sizing and flex properties every element has: Texture's `ASLayoutElementStyle`,
/// with the same defaults (everything `auto`, `flexShrink` 0, not CSS's 1).
///
/// ```swift
/// var style = LayoutStyle()
/// style.preferredSize = Size(40, 40)
/// style.flexGrow = 1
/// ```
public struct LayoutStyle: Hashable, Sendable {
    /// The exact width: points, a fraction of the parent's width, or auto (the default: the content and
    /// the range decide). Kept between `minWidth` and `maxWidth`, which win.
    public var width: Dimension = .auto
    /// The exact height: points, a fraction of the parent's height, or auto (the default: the content
    /// and the range decide). Kept between `minHeight` and `maxHeight`, which win.
    public var height: Dimension = .auto
    /// The smallest width: points, a fraction of the parent's width, or auto (the default: the
    /// parent's range decides). Wins over `maxWidth` and `width`.
    public var minWidth: Dimension = .auto
    /// The largest width: points, a fraction of the parent's width, or auto (the default: the
    /// parent's range decides). Wins over `width`.
    public var maxWidth: Dimension = .auto
    /// The smallest height: points, a fraction of the parent's height, or auto (the default: the
    /// parent's range decides). Wins over `maxHeight` and `height`.
    public var minHeight: Dimension = .auto
    /// The largest height: points, a fraction of the parent's height, or auto (the default: the
    /// parent's range decides). Wins over `height`.
    public var maxHeight: Dimension = .auto

    /// Extra space before the element along its stack's main axis.
    public var spacingBefore: Double = 0
    /// Extra space after the element along its stack's main axis.
    public var spacingAfter: Double = 0
    /// Share of a stack's positive free space this element takes.
    public var flexGrow: Double = 0
    /// Share of a stack's overflow this element gives up (size-weighted).
    public var flexShrink: Double = 0
    /// The main-axis size a stack starts from; `auto` measures the element.
    public var flexBasis: Dimension = .auto
    /// Cross-axis alignment in a stack, overriding `alignItems`.
    public var alignSelf: AlignSelf = .auto
    /// Distance from the top to the first baseline, for `baselineFirst` alignment.
    public var ascender: Double = 0
    /// Distance from the last baseline to the bottom, negative below it, for `baselineLast`.
    public var descender: Double = 0
    /// Position inside an `absolute` spec.
    public var layoutPosition: Point = .zero

    /// Creates a style with Texture's defaults.
    public init() {}

    /// Sets `width` and `height` in points (Texture's `preferredSize`).
    public var preferredSize: Size? {
        get { Dimension.pointSize(width, height) }
        set { (width, height) = Dimension.points(of: newValue) }
    }

    /// Sets `minWidth` and `minHeight` in points.
    public var minSize: Size? {
        get { Dimension.pointSize(minWidth, minHeight) }
        set { (minWidth, minHeight) = Dimension.points(of: newValue) }
    }

    /// Sets `maxWidth` and `maxHeight` in points.
    public var maxSize: Size? {
        get { Dimension.pointSize(maxWidth, maxHeight) }
        set { (maxWidth, maxHeight) = Dimension.points(of: newValue) }
    }

    /// The exact size along `axis` (`width` or `height`).
    public func size(_ axis: Axis) -> Dimension { axis == .horizontal ? width : height }
}

extension Dimension {
    /// Two dimensions as the size they give in points, or nil where either is not in points:
    /// what `preferredSize`, `minSize` and `maxSize` read.
    fileprivate static func pointSize(_ width: Dimension, _ height: Dimension) -> Size? {
        if case .points(let w) = width, case .points(let h) = height { return Size(w, h) }
        return nil
    }

    /// A size as two dimensions in points, or both `.auto` for nil: what they set.
    fileprivate static func points(of size: Size?) -> (Dimension, Dimension) {
        guard let size else { return (.auto, .auto) }
        return (.points(size.width), .points(size.height))
    }
}
