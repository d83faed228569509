/// Fixture texts the tests share.
public enum SampleFixtures {
    /// A 160×48 pt card at @2x: a green rounded swatch and a bold title, side by side.
    public static let card = insetRow(
        sizeRange: "[160, 48]", spacing: 8,
        box:
            "{type: box, id: swatch, color: \"#43A047\", cornerRadius: 6, preferredSize: [24, 24]}",
        text: "{type: text, id: title, text: \"Layoutshot\", font: \"DejaVu Sans Bold 13\"}")

    /// A row at @2x, at most `maxWidth` wide: a red rounded dot (`dot`) and a text (`label`).
    public static func dotAndLabel(maxWidth: Int, text: String, font: String) -> String {
        insetRow(
            sizeRange: "{min: [0, 0], max: [\(maxWidth), .inf]}", spacing: 6,
            box:
                "{type: box, id: dot, color: \"#E53935\", cornerRadius: 8, preferredSize: [16, 16]}",
            text: "{type: text, id: label, text: \"\(text)\", font: \"\(font)\"}")
    }

    /// A fixture at @2x whose root is an 8 pt inset around a row: `box` and `text` (each a YAML
    /// flow mapping), centred, `spacing` apart.
    private static func insetRow(sizeRange: String, spacing: Int, box: String, text: String)
        -> String
    {
        """
        sizeRange: \(sizeRange)
        scale: 2
        root:
          type: inset
          insets: 8
          child:
            type: stack
            spacing: \(spacing)
            alignItems: center
            children:
              - \(box)
              - \(text)
        """
    }

    /// Three 60×20 boxes in a wrapping stack at most 300 wide, 10 apart: at 120 pt each box has
    /// a line, from 130 `b` joins `a`, from 200 all three share one.
    public static let wrappingTags = """
        sizeRange: {min: [0, 0], max: [300, .inf]}
        root:
          type: stack
          flexWrap: wrap
          spacing: 10
          lineSpacing: 10
          alignItems: start
          children:
            - {type: box, id: a, color: red, preferredSize: [60, 20]}
            - {type: box, id: b, color: green, preferredSize: [60, 20]}
            - {type: box, id: c, color: blue, preferredSize: [60, 20]}
        """

    /// Two boxes drawn over each other by a negative spacing: one `overlap` finding, `b` over
    /// `a` by 10 pt.
    public static let overlappingBoxes = """
        sizeRange: [100, 10]
        root:
          type: stack
          spacing: -10
          children:
            - {type: box, id: a, color: red, preferredSize: [30, 10]}
            - {type: box, id: b, color: blue, preferredSize: [30, 10]}
        """
}
