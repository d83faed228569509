/// An sRGB colour with straight (non-premultiplied) 8-bit channels.
///
/// ```swift
/// Color(hex: "#E53935")       // red 229, green 57, blue 53, alpha 255
/// Color(parsing: "rebeccapurple")
/// ```
public struct Color: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    /// Creates a colour from its four channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let white = Color(red: 255, green: 255, blue: 255)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let red = Color(red: 255, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 255, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 255)

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive); `nil` for anything else.
    public init?(hex: String) {
        guard hex.first == "#" else { return nil }
        let digits = Array(hex.utf8.dropFirst())
        var values: [UInt8] = []
        values.reserveCapacity(digits.count)
        for digit in digits {
            guard let value = Self.hexValue(digit) else { return nil }
            values.append(value)
        }
        switch values.count {
        case 3:
            self.init(red: values[0] * 17, green: values[1] * 17, blue: values[2] * 17)
        case 6, 8:
            let pairs = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
            self.init(red: pairs[0], green: pairs[1], blue: pairs[2], alpha: pairs.count == 4 ? pairs[3] : 255)
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
        return "#" + channels.map { byte in
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
