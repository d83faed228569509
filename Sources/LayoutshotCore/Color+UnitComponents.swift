extension Color {
    /// Red, green, blue and alpha from 0 to 1, as Cairo takes them: the one conversion the
    /// painters, the glyph drawing and the image modifications share.
    package var unitComponents: (red: Double, green: Double, blue: Double, alpha: Double) {
        (Double(red) / 255, Double(green) / 255, Double(blue) / 255, Double(alpha) / 255)
    }
}
