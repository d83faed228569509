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
}
