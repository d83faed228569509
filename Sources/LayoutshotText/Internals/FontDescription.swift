import CPangoCairo

/// An owned `PangoFontDescription` with an absolute size, so that "14" means 14 points of our
/// layout space whatever the resolution.
///
/// The corresponding C function is `pango_font_description_from_string`.
final class FontDescription {
    let pointer: OpaquePointer

    /// The size used when a description names none ("DejaVu Sans Bold").
    static let defaultSize = 14.0

    init(_ text: String) throws(TextError) {
        guard let pointer = pango_font_description_from_string(text) else {
            throw .invalidFont(text)
        }
        self.pointer = pointer
        let size = pango_font_description_get_size(pointer)
        if size <= 0 {
            pango_font_description_set_absolute_size(
                pointer, Self.defaultSize * Double(PANGO_SCALE))
        } else if pango_font_description_get_size_is_absolute(pointer) == 0 {
            pango_font_description_set_absolute_size(pointer, Double(size))
        }
    }

    deinit { pango_font_description_free(pointer) }

    /// The comma-separated family list, split.
    var families: [String] {
        guard let family = pango_font_description_get_family(pointer) else { return [] }
        return String(cString: family).split(separator: ",").map(String.init)
    }
}
