/// The rule an explanation step applies: what decided a range, a size or a position. The raw
/// value is what `layoutshot explain --json` prints as a step's `rule`.
public enum ExplanationRule: String, Hashable, Sendable, CaseIterable, Codable {
    // The range handed down, from the root to the node.

    /// The root's range and parent size, as the layout was asked for them.
    case rootRange = "root.range"
    /// An element's own style (width, height, min and max, percentages resolved) met with the
    /// range handed down: Texture intersects the two, and the range handed down wins a conflict.
    case style = "style"
    /// Inset, overlay and background specs ignore their own style (as Texture's do).
    case styleIgnored = "style.ignored"
    /// An inset spec hands its child its range minus its insets.
    case insetRange = "inset.range"
    /// An overlay spec hands its child its own range, its overlay exactly the child's size.
    case overlayRange = "overlay.range"
    /// A background spec hands its child its own range, its background exactly the child's size.
    case backgroundRange = "background.range"
    /// A center or relative spec hands its child its range loosened to a zero minimum on the axes
    /// it positions on.
    case relativeRange = "relative.range"
    /// A ratio spec fixes one side from the other and hands its child that exact size.
    case ratioRange = "ratio.range"
    /// An absolute spec hands each child its own size against the room its `layoutPosition` leaves.
    case absoluteRange = "absolute.range"
    /// A corner spec hands its child and its corner element its own range.
    case cornerRange = "corner.range"
    /// A wrapper spec hands every child its own range.
    case wrapperRange = "wrapper.range"
    /// A deferred node lays out the content it built for its range in that range.
    case deferredRange = "deferred.range"
    /// A custom spec's own code measured its child.
    case customRange = "custom.range"

    // A stack's two phases, for one item.

    /// The item's base size: measured along an unbounded main axis, or its flex basis.
    case stackBase = "stack.base"
    /// Which line of a wrapping stack the item is on, and why.
    case stackLine = "stack.line"
    /// The line's free space shared by the items' `flexGrow`.
    case stackGrow = "stack.grow"
    /// The line's overflow shared by the items' `flexShrink`, weighted by their base sizes.
    case stackShrink = "stack.shrink"
    /// Nothing flexes: no free space or overflow past Texture's epsilon, or no factor to share it.
    case stackNoFlex = "stack.noFlex"
    /// The cross axis: stretched to the line, or free from zero to the stack's cross max.
    case stackCross = "stack.cross"
    /// The range the stack last measured the item in: the one it is laid out in.
    case stackRange = "stack.range"

    // The node's size.

    /// A display node (box): its range's max when both axes are bounded, else its min.
    case boxSize = "box.size"
    /// A text: its lines at the width its range allows, with truncation and its cause.
    case textSize = "text.size"
    /// An image: its intrinsic size in points.
    case imageSize = "image.size"
    /// A spacer: its range's min.
    case spacerSize = "spacer.size"
    /// A stack: its longest line and its lines' cross sizes, clamped to its range.
    case stackSize = "stack.size"
    /// An inset spec: its child's size plus its insets.
    case insetSize = "inset.size"
    /// An overlay or background spec: its child's size.
    case overlaySize = "overlay.size"
    /// A center or relative spec: its range's max where bounded, or its child's size.
    case relativeSize = "relative.size"
    /// A ratio spec: its child's size.
    case ratioSize = "ratio.size"
    /// An absolute spec: its range's max, or its children's extent.
    case absoluteSize = "absolute.size"
    /// A corner spec: its child's size, or with the corner wrapped, both frames' union.
    case cornerSize = "corner.size"
    /// A wrapper spec: its largest child, at least its min.
    case wrapperSize = "wrapper.size"
    /// A deferred node: the size its content returned, or the size of the subtree it built.
    case deferredSize = "deferred.size"
    /// A custom spec: the size its own code returned.
    case customSize = "custom.size"
    /// A stack sized the node to zero without laying it out (Texture's optimised flexing).
    case unmeasured = "unmeasured"
    /// The size ceiled to the pixel grid, as `ASLayout` stores it.
    case pixelGridSize = "pixelGrid.size"

    // The node's position, from the root down.

    /// A stack item's place: justifyContent and spacing on the main axis, its alignment in its
    /// line on the cross axis.
    case stackPosition = "stack.position"
    /// An inset spec places its child at its leading insets.
    case insetPosition = "inset.position"
    /// A center or relative spec places its child by its position options, rounded to the grid.
    case relativePosition = "relative.position"
    /// An absolute spec places a child at its `layoutPosition`.
    case absolutePosition = "absolute.position"
    /// A corner spec centres its corner element on a corner of its child.
    case cornerPosition = "corner.position"
    /// A custom spec's own code placed the child.
    case customPosition = "custom.position"
    /// Specs that put their children at the origin: overlay, background, ratio, wrapper, a
    /// deferred node's content.
    case originPosition = "origin.position"
    /// The origin in root coordinates ceiled to the pixel grid, as the layout is drawn.
    case pixelGridOrigin = "pixelGrid.origin"
}
