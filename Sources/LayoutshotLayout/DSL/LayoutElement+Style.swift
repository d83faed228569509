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

    public func width(_ value: Dimension) -> LayoutNode { style { $0.width = value } }
    public func height(_ value: Dimension) -> LayoutNode { style { $0.height = value } }
    public func minWidth(_ value: Dimension) -> LayoutNode { style { $0.minWidth = value } }
    public func maxWidth(_ value: Dimension) -> LayoutNode { style { $0.maxWidth = value } }
    public func minHeight(_ value: Dimension) -> LayoutNode { style { $0.minHeight = value } }
    public func maxHeight(_ value: Dimension) -> LayoutNode { style { $0.maxHeight = value } }

    /// Sets `minWidth` and `minHeight` in points.
    public func minSize(_ width: Double, _ height: Double) -> LayoutNode { style { $0.minSize = Size(width, height) } }
    /// Sets `maxWidth` and `maxHeight` in points.
    public func maxSize(_ width: Double, _ height: Double) -> LayoutNode { style { $0.maxSize = Size(width, height) } }

    public func flexGrow(_ value: Double) -> LayoutNode { style { $0.flexGrow = value } }
    public func flexShrink(_ value: Double) -> LayoutNode { style { $0.flexShrink = value } }
    public func flexBasis(_ value: Dimension) -> LayoutNode { style { $0.flexBasis = value } }
    public func alignSelf(_ value: AlignSelf) -> LayoutNode { style { $0.alignSelf = value } }
    public func spacingBefore(_ value: Double) -> LayoutNode { style { $0.spacingBefore = value } }
    public func spacingAfter(_ value: Double) -> LayoutNode { style { $0.spacingAfter = value } }
    public func ascender(_ value: Double) -> LayoutNode { style { $0.ascender = value } }
    public func descender(_ value: Double) -> LayoutNode { style { $0.descender = value } }

    /// Sets the position inside an `Absolute` spec.
    public func layoutPosition(_ x: Double, _ y: Double) -> LayoutNode { style { $0.layoutPosition = Point(x, y) } }
}
