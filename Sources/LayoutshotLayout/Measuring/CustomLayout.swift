import LayoutshotCore

/// A spec of your own, like subclassing `ASLayoutSpec` and overriding `calculateLayoutThatFits:`:
/// given the size range (already intersected with the node's style) it measures its children
/// through `children` and returns its size and their positions.
///
/// ```swift
/// /// Lays children out diagonally, each one 10 pt further right and down.
/// struct Diagonal: CustomLayout {
///     var typeName: String { "diagonal" }
///     func layout(_ children: inout LayoutChildren, in range: SizeRange, parentSize: ParentSize) -> CustomLayoutResult {
///         var positions: [Point] = []
///         var extent = Size.zero
///         for index in children.indices {
///             let size = children.measure(index, in: SizeRange(min: .zero, max: range.max))
///             let origin = Point(Double(index) * 10, Double(index) * 10)
///             positions.append(origin)
///             extent = Size(max(extent.width, origin.x + size.width), max(extent.height, origin.y + size.height))
///         }
///         return CustomLayoutResult(size: range.clamp(extent), positions: positions)
///     }
/// }
/// ```
public protocol CustomLayout: Sendable {
    /// The name shown in layout output, e.g. `"diagonal"`.
    var typeName: String { get }

    /// Lays out the children within `range`. The returned size is snapped to the pixel grid by
    /// the engine; `positions` MUST have one point per child (missing ones are placed at zero).
    func layout(_ children: inout LayoutChildren, in range: SizeRange, parentSize: ParentSize)
        -> CustomLayoutResult
}

/// What a `CustomLayout` computed.
public struct CustomLayoutResult: Sendable {
    /// The spec's own size.
    public var size: Size
    /// Each child's origin in the spec's coordinate space, in child order.
    public var positions: [Point]

    /// Creates a result.
    public init(size: Size, positions: [Point]) {
        self.size = size
        self.positions = positions
    }
}
