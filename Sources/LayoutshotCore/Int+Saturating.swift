extension Int {
    /// `value` rounded toward zero and clamped to `Int.min ... Int.max`; NaN becomes 0.
    /// Pixel coordinates of frames go through this: `Int(_:)` traps on a value out of range
    /// ("Double value cannot be converted to Int64"), and a frame may legitimately sit at
    /// 1e308 points (an inset of `-CGFLOAT_MAX`), which the caller then clamps to its canvas.
    ///
    /// ```swift
    /// Int(saturating: 1e308)  // Int.max
    /// Int(saturating: -2.7)   // -2
    /// ```
    @inlinable public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9_223_372_036_854_775_807.0 {
            self = .max
        } else if value <= -9_223_372_036_854_775_808.0 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
