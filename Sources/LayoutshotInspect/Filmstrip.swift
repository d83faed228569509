import LayoutshotCore
import LayoutshotLayout
import LayoutshotRender

/// A picture of a width sweep that a designer can forward: the layout once per structure range,
/// side by side, each drawn at the first width of its range, labelled with the range, and the
/// changes that start it written under it in red.
public enum Filmstrip {
    /// The filmstrip of `scene`'s sweep, as a scene of its own (draw it with the same renderer).
    public static func scene(of scene: Scene, sweep: WidthSweep) -> Scene {
        var columns: [LayoutNode] = []
        for (index, range) in sweep.ranges.enumerated() {
            let label =
                range.from == range.to
                ? "\(formatPoints(range.from)) pt"
                : "\(formatPoints(range.from)) – \(formatPoints(range.to)) pt"
            var column: [LayoutNode] = [
                text(
                    label, font: "DejaVu Sans Bold 13",
                    color: Color(red: 0x21, green: 0x21, blue: 0x21))
            ]
            let changes =
                index == 0
                ? ["from \(formatPoints(sweep.from)) pt"] : sweep.breakpoints[index - 1].changes
            // Names in curly quotes: the picture is for people who do not read code spans.
            let words = changes.map(curlyQuotes).joined(separator: "\n")
            var caption = text(
                words, font: "DejaVu Sans 11",
                color: index == 0
                    ? Color(red: 0x75, green: 0x75, blue: 0x75)
                    : Color(red: 0xD3, green: 0x2F, blue: 0x2F))
            caption.style.maxWidth = .points(max(range.from, 180))
            column.append(caption)
            column.append(frame(of: scene, width: range.from))
            columns.append(
                LayoutNode(
                    .stack(StackOptions(direction: .vertical, spacing: 6, alignItems: .start)),
                    children: column)
            )
        }
        let row = StackOptions(spacing: 24, alignItems: .start)
        let root = LayoutNode(
            .inset(.all(16)), children: [LayoutNode(.stack(row), children: columns)])
        return Scene(
            root: root, sizeRange: .unconstrained, scale: scene.scale, background: .white,
            fontDirectories: scene.fontDirectories, namingAndColoring: scene.namingAndColoring)
    }

    /// The scene's tree at `width`, on its own canvas colour with a hairline border.
    static func frame(of scene: Scene, width: Double) -> LayoutNode {
        var wrapper = LayoutNode(.wrapper, children: [scene.root])
        wrapper.style.width = .points(width)
        wrapper.style.minHeight = .points(scene.sizeRange.min.height)
        if scene.sizeRange.max.height.isFinite {
            wrapper.style.maxHeight = .points(scene.sizeRange.max.height)
        }
        let canvas = LayoutNode(
            .box(
                BoxAppearance(
                    color: scene.background, borderColor: Color(red: 0xC7, green: 0xC7, blue: 0xCC),
                    borderWidth: 1)))
        return LayoutNode(.background, children: [wrapper, canvas])
    }

    /// `` `title` `` → “title”.
    static func curlyQuotes(_ text: String) -> String {
        var result = ""
        var open = true
        for character in text {
            if character == "`" {
                result.append(open ? "“" : "”")
                open.toggle()
            } else {
                result.append(character)
            }
        }
        return result
    }

    static func text(_ string: String, font: String, color: Color) -> LayoutNode {
        LayoutNode(.text(TextContent(text: string, font: font, color: color)))
    }
}
