import LayoutshotCore

extension LayoutStyle {
    /// The size range this style allows against `parent`: `ASLayoutElementSizeResolveAutoSize`.
    ///
    /// Per axis, CSS-like: min beats max beats exact. `auto` min is `autoRange.min`, `auto` max is
    /// `autoRange.max`; a fraction of an undefined parent counts as `auto`.
    @inlinable
    public func resolvedRange(parent: ParentSize, auto autoRange: SizeRange = .unconstrained)
        -> SizeRange
    {
        let w = Self.constrain(
            min: minWidth.resolve(parent: parent.width) ?? autoRange.min.width,
            exact: width.resolve(parent: parent.width),
            max: maxWidth.resolve(parent: parent.width) ?? autoRange.max.width)
        let h = Self.constrain(
            min: minHeight.resolve(parent: parent.height) ?? autoRange.min.height,
            exact: height.resolve(parent: parent.height),
            max: maxHeight.resolve(parent: parent.height) ?? autoRange.max.height)
        return SizeRange(min: Size(w.min, h.min), max: Size(w.max, h.max))
    }

    /// `ASLayoutElementSizeConstrain`.
    @inlinable
    static func constrain(min: Double, exact: Double?, max: Double) -> (min: Double, max: Double) {
        if max <= min { return (min, min) }
        guard let exact else { return (min, max) }
        if exact > max { return (max, max) }
        if exact < min { return (min, min) }
        return (exact, exact)
    }
}
