import LayoutshotCore

/// What a measurement depends on: the constrained range and the parent size, as the key of
/// Texture's one-entry layout cache per element (`ASLayoutElementContext`, `_calculatedDisplayNodeLayout`).
struct MeasureKey: Equatable {
    /// The range the parent asked for.
    var range: SizeRange
    /// The size the parent offers for percentages.
    var parent: ParentSize
}
