/// An sRGB colour with straight (non-premultiplied) 8-bit channels.
///
/// ```swift
/// Color(hex: "#E53935")       // red 229, green 57, blue 53, alpha 255
/// Color(parsing: "rebeccapurple")
/// ```
public struct Color: Hashable, Sendable {
    /// The red channel, 0…255, not premultiplied by `alpha`.
    public var red: UInt8
    /// The green channel, 0…255, not premultiplied by `alpha`.
    public var green: UInt8
    /// The blue channel, 0…255, not premultiplied by `alpha`.
    public var blue: UInt8
    /// The opacity, 0 (transparent) …255 (opaque).
    public var alpha: UInt8

    /// Creates a colour from its four channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque white, `#FFFFFF`.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// Opaque black, `#000000`.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Fully transparent black, `#00000000`: what an image starts filled with.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque pure red, `#FF0000` (not UIKit's `systemRed`).
    public static let red = Color(red: 255, green: 0, blue: 0)
    /// Opaque pure green, `#00FF00` (CSS `lime`, not CSS `green`, which is `#008000`).
    public static let green = Color(red: 0, green: 255, blue: 0)
    /// Opaque pure blue, `#0000FF`.
    public static let blue = Color(red: 0, green: 0, blue: 255)

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive); `nil` for anything else.
    public init?(hex: String) {
        var utf8 = hex.utf8.makeIterator()
        guard utf8.next() == UInt8(ascii: "#") else { return nil }
        var values: (UInt32, Int) = (0, 0)
        while let digit = utf8.next() {
            guard let value = Self.hexValue(digit), values.1 < 8 else { return nil }
            values = (values.0 << 4 | UInt32(value), values.1 + 1)
        }
        let (bits, count) = values
        func byte(_ shift: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: bits >> shift) }
        switch count {
        case 3:
            self.init(
                red: UInt8(bits >> 8 & 0xF) * 17, green: UInt8(bits >> 4 & 0xF) * 17,
                blue: UInt8(bits & 0xF) * 17)
        case 6:
            self.init(red: byte(16), green: byte(8), blue: byte(0))
        case 8:
            self.init(red: byte(24), green: byte(16), blue: byte(8), alpha: byte(0))
        default:
            return nil
        }
    }

    /// Parses a hex colour or a CSS colour name (`"teal"`, `"transparent"`); `nil` otherwise.
    public init?(parsing text: String) {
        if text.hasPrefix("#") {
            self.init(hex: text)
        } else if let named = Color.cssNames[text.lowercased()] {
            self = named
        } else {
            return nil
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; upper-case, as fixtures write it.
    public var hexString: String {
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#"
            + channels.map { byte in
                let text = String(byte, radix: 16, uppercase: true)
                return byte < 16 ? "0" + text : text
            }.joined()
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension Color: CustomStringConvertible {
    public var description: String { hexString }
}
