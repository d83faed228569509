/// Fixture texts the command-line tests share.
public enum SampleFixtures {
    /// A 160×48 pt card at @2x: a green rounded swatch and a bold title, side by side.
    public static let card = """
        sizeRange: [160, 48]
        scale: 2
        root:
          type: inset
          insets: 8
          child:
            type: stack
            spacing: 8
            alignItems: center
            children:
              - {type: box, id: swatch, color: "#43A047", cornerRadius: 6, preferredSize: [24, 24]}
              - {type: text, id: title, text: "Layoutshot", font: "DejaVu Sans Bold 13"}
        """

    /// A row at @2x, at most `maxWidth` wide: a red rounded dot (`dot`) and a text (`label`).
    public static func dotAndLabel(maxWidth: Int, text: String, font: String) -> String {
        """
        sizeRange: {min: [0, 0], max: [\(maxWidth), .inf]}
        scale: 2
        root:
          type: inset
          insets: 8
          child:
            type: stack
            spacing: 6
            alignItems: center
            children:
              - {type: box, id: dot, color: "#E53935", cornerRadius: 8, preferredSize: [16, 16]}
              - {type: text, id: label, text: "\(text)", font: "\(font)"}
        """
    }
}
