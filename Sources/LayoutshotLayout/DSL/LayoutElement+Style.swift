import LayoutshotCore

/// Style modifiers: each returns the element as a node with one `ASLayoutElementStyle` property set.
extension LayoutElement {
    /// Changes the style with a closure.
    public func style(_ change: (inout LayoutStyle) -> Void) -> LayoutNode {
        var node = self.node
        change(&node.style)
        return node
    }

    /// Names the node in output, lookups and errors.
    public func id(_ id: String) -> LayoutNode {
        var node = self.node
        node.id = id
        return node
    }

    /// Sets width and height in points (`preferredSize`).
    public func preferredSize(_ width: Double, _ height: Double) -> LayoutNode {
        style { $0.preferredSize = Size(width, height) }
    }

    /// Sets `style.width` (Texture's `style.width`): points (`.points(80)`, or just `80`), a fraction of
    /// the parent's width (`.fraction(0.5)`), or `.auto`.
    public func width(_ value: Dimension) -> LayoutNode { style { $0.width = value } }
    /// Sets `style.height` (Texture's `style.height`): points (`.points(44)`, or just `44`), a fraction
    /// of the parent's height (`.fraction(0.5)`), or `.auto`.
    public func height(_ value: Dimension) -> LayoutNode { style { $0.height = value } }
    /// Sets `style.minWidth` (Texture's `style.minWidth`): points, a fraction of the parent's width,
    /// or `.auto`.
    public func minWidth(_ value: Dimension) -> LayoutNode { style { $0.minWidth = value } }
    /// Sets `style.maxWidth` (Texture's `style.maxWidth`): points, a fraction of the parent's width,
    /// or `.auto`.
    public func maxWidth(_ value: Dimension) -> LayoutNode { style { $0.maxWidth = value } }
    /// Sets `style.minHeight` (Texture's `style.minHeight`): points, a fraction of the parent's
    /// height, or `.auto`.
    public func minHeight(_ value: Dimension) -> LayoutNode { style { $0.minHeight = value } }
    /// Sets `style.maxHeight` (Texture's `style.maxHeight`): points, a fraction of the parent's
    /// height, or `.auto`.
    public func maxHeight(_ value: Dimension) -> LayoutNode { style { $0.maxHeight = value } }

    /// Sets `minWidth` and `minHeight` in points.
    public func minSize(_ width: Double, _ height: Double) -> LayoutNode {
        style { $0.minSize = Size(width, height) }
    }
    /// Sets `maxWidth` and `maxHeight` in points.
    public func maxSize(_ width: Double, _ height: Double) -> LayoutNode {
        style { $0.maxSize = Size(width, height) }
    }

    /// Sets `style.flexGrow` (Texture's `style.flexGrow`): the element's share of a stack's free
    /// main-axis space, a weight; 0 (the default) does not grow.
    public func flexGrow(_ value: Double) -> LayoutNode { style { $0.flexGrow = value } }
    /// Sets `style.flexShrink` (Texture's `style.flexShrink`): the element's share of a stack's
    /// overflow, a weight scaled by its size; 0 (the default) does not shrink.
    public func flexShrink(_ value: Double) -> LayoutNode { style { $0.flexShrink = value } }
    /// Sets `style.flexBasis` (Texture's `style.flexBasis`): the main-axis size a stack starts from,
    /// in points or as a fraction of the stack's length (when its range fixes it); `.auto` (the
    /// default) measures the element.
    public func flexBasis(_ value: Dimension) -> LayoutNode { style { $0.flexBasis = value } }
    /// Sets `style.alignSelf` (Texture's `style.alignSelf`): this element's cross-axis alignment in a
    /// stack, overriding the stack's `alignItems`; `.auto` keeps it.
    public func alignSelf(_ value: AlignSelf) -> LayoutNode { style { $0.alignSelf = value } }
    /// Sets `style.spacingBefore` (Texture's `style.spacingBefore`): extra space before the element
    /// along its stack's main axis, in points.
    public func spacingBefore(_ value: Double) -> LayoutNode { style { $0.spacingBefore = value } }
    /// Sets `style.spacingAfter` (Texture's `style.spacingAfter`): extra space after the element
    /// along its stack's main axis, in points.
    public func spacingAfter(_ value: Double) -> LayoutNode { style { $0.spacingAfter = value } }
    /// Sets `style.ascender` (Texture's `style.ascender`): the distance from the element's top to its
    /// first baseline, in points, for `baselineFirst` stacks. Text sets its own.
    public func ascender(_ value: Double) -> LayoutNode { style { $0.ascender = value } }
    /// Sets `style.descender` (Texture's `style.descender`): the last baseline's offset from the
    /// element's bottom, in points, negative as `UIFont.descender` is (−4: 4 pt above the bottom), for
    /// `baselineLast` stacks. Text sets its own.
    public func descender(_ value: Double) -> LayoutNode { style { $0.descender = value } }

    /// Sets the position inside an `Absolute` spec.
    public func layoutPosition(_ x: Double, _ y: Double) -> LayoutNode {
        style { $0.layoutPosition = Point(x, y) }
    }
}
