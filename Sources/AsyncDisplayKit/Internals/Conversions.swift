import Foundation
import LayoutshotCore
import LayoutshotLayout
import LayoutshotUIKit

// Conversions between Texture's UIKit-shaped values and the engine's. Values the engine cannot
// take (NaN, negative lengths) are made safe here, at the edge, never trapped on.

extension CGSize {
    var engineSize: Size { Size(Double(width), Double(height)) }
    init(_ size: Size) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
}

extension CGPoint {
    init(_ point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
    var enginePoint: Point { Point(finite(x), finite(y)) }
}

extension ASSizeRange {
    /// The engine's range: NaN and negative minimums become 0, NaN maximums unbounded.
    var engineRange: SizeRange {
        func minimum(_ value: CGFloat) -> Double { value.isFinite && value > 0 ? Double(value) : 0 }
        func maximum(_ value: CGFloat) -> Double {
            value.isNaN ? .infinity : Swift.max(0, Double(value))
        }
        return SizeRange(
            min: Size(minimum(min.width), minimum(min.height)),
            max: Size(maximum(max.width), maximum(max.height)))
    }

    init(_ range: SizeRange) {
        self.init(min: CGSize(range.min), max: CGSize(range.max))
    }
}

extension ASDimension {
    var engineDimension: LayoutshotLayout.Dimension {
        switch unit {
        case .auto: .auto
        case .points: value.isNaN ? .auto : .points(Double(value))
        case .fraction: value.isNaN ? .auto : .fraction(Double(value))
        }
    }
}

extension UIEdgeInsets {
    var engineInsets: EdgeInsets {
        func inset(_ value: CGFloat) -> Double { value.isNaN ? 0 : Double(value) }
        return EdgeInsets(
            top: inset(top), left: inset(left), bottom: inset(bottom), right: inset(right))
    }
}

extension UIColor {
    /// The colour as 8-bit sRGB, rounded as a designer's hex value would be (also the canvas of
    /// LayoutshotTesting's node assertions).
    package var engineColor: Color {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: &a)
        func byte(_ value: CGFloat) -> UInt8 {
            UInt8((Swift.min(1, Swift.max(0, value)) * 255).rounded())
        }
        return Color(red: byte(r), green: byte(g), blue: byte(b), alpha: byte(a))
    }
}

extension CGColor {
    var engineColor: Color { UIColor(cgColor: self).engineColor }
}

/// A finite number: NaN and infinities become 0.
func finite(_ value: CGFloat) -> Double { value.isFinite ? Double(value) : 0 }

extension CGPath {
    /// The path as the shape that casts a box's shadow, in the node's coordinates.
    var boxShadowShape: BoxShadow.Shape {
        let rect = Rect(
            finite(boundingBox.origin.x), finite(boundingBox.origin.y),
            finite(boundingBox.size.width),
            finite(boundingBox.size.height))
        switch shape {
        case .rect: return .rect(rect)
        case .oval: return .oval(rect)
        case .roundedRect(let radius, let corners):
            return .roundedRect(
                rect, radius: Swift.max(0, finite(radius)),
                corners: BoxCorners(rawValue: UInt8(truncatingIfNeeded: corners.rawValue) & 0xF))
        }
    }
}
