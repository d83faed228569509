/// The base direction of a paragraph by the Unicode rule Pango applies (its first strong
/// character), decided here so that no deprecated Pango call is needed: the first letter of a
/// right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their
/// presentation forms and supplements) makes it right to left, any other letter left to right;
/// digits, punctuation and spaces are weak or neutral and are skipped.
enum TextDirection {
    case leftToRight
    case rightToLeft

    /// The direction of `text`'s first strong character; left to right when it has none.
    static func firstStrong(in text: String) -> TextDirection {
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            return isRightToLeft(scalar.value) ? .rightToLeft : .leftToRight
        }
        return .leftToRight
    }

    /// The blocks of right-to-left scripts.
    static func isRightToLeft(_ value: UInt32) -> Bool {
        switch value {
        // 0590–08FF: Hebrew, Arabic, Syriac, Arabic Supplement, Thaana, N'Ko, Samaritan, Mandaic,
        // Arabic Extended.
        case 0x0590...0x08FF,
            0xFB1D...0xFDFF,  // Hebrew and Arabic presentation forms A
            0xFE70...0xFEFF,  // Arabic presentation forms B
            // Cypriot, Phoenician, Kharoshthi, … (historic right-to-left scripts)
            0x10800...0x10FFF,
            0x1E800...0x1EFFF:  // Mende Kikakui, Adlam, Arabic mathematical symbols
            true
        default:
            false
        }
    }
}
