import LayoutshotCore
import LayoutshotLayout
import LayoutshotText

/// The debugging overlay of `render --outlines`: every node's frame in its kind's colour
/// (`KindDeclaration.outlineColor`), the type and id of named nodes, shaded insets and stack
/// spacing, and text baselines. Drawn over the render.
struct OutlinePainter {
    let text: TextEngine

    static let labelFont = "DejaVu Sans Mono 5"

    func paint(_ list: DisplayList, on context: any Canvas) {
        let hairline = 1 / list.scale
        for item in list.items {
            shadeInsets(item, on: context)
            shadeSpacing(item, on: context)
        }
        for item in list.items {
            context.setColor(item.kind.declaration.outlineColor)
            let frame = Rect(
                item.frame.minX + hairline / 2, item.frame.minY + hairline / 2,
                Swift.max(0, item.frame.size.width - hairline),
                Swift.max(0, item.frame.size.height - hairline))
            context.roundedRect(frame, radius: 0)
            // A spacer draws nothing: its frame is dashed.
            let dash: [Double] =
                if case .spacer = item.kind { [3 * hairline, 2 * hairline] } else { [] }
            context.stroke(width: hairline, dash: dash)
            if let baseline = item.baseline {
                let y = item.frame.minY + baseline
                context.setColor(Color(red: 0x00, green: 0xB8, blue: 0xD4))
                context.moveTo(Point(item.frame.minX, y))
                context.lineTo(Point(item.frame.maxX, y))
                context.stroke(width: hairline, dash: [2 * hairline, 2 * hairline])
            }
        }
        // Only named nodes get a label (the frame colour tells the type of the others), so the
        // content stays readable; labels of nodes at the same point stack downwards.
        var taken: [Point: Double] = [:]
        for item in list.items where item.id != nil {
            let offset = taken[item.frame.origin, default: 0]
            taken[item.frame.origin] = offset + label(item, below: offset, on: context)
        }
    }

    /// Insets: the band between an inset spec and its child, in translucent orange.
    private func shadeInsets(_ item: DisplayList.Item, on context: any Canvas) {
        guard case .inset = item.kind, let child = item.childFrames.first else { return }
        context.setColor(Color(red: 0xFB, green: 0x8C, blue: 0x00, alpha: 0x26))
        context.save()
        context.clip(item.frame)
        context.roundedRect(item.frame, radius: 0)
        context.roundedRect(
            Rect(child.maxX, child.minY, -child.size.width, child.size.height), radius: 0)
        context.fill()
        context.restore()
    }

    /// Stack spacing: the gaps between consecutive children on the main axis, in translucent blue.
    private func shadeSpacing(_ item: DisplayList.Item, on context: any Canvas) {
        guard case .stack(let options) = item.kind, item.childFrames.count > 1 else { return }
        let axis = options.direction.axis
        let frames = item.childFrames.sorted { $0.origin[axis] < $1.origin[axis] }
        context.setColor(Color(red: 0x1E, green: 0x88, blue: 0xE5, alpha: 0x30))
        for (previous, next) in zip(frames, frames.dropFirst()) {
            let start = previous.origin[axis] + previous.size[axis]
            let gap = next.origin[axis] - start
            guard gap > 0 else { continue }
            var gapRect = item.frame
            gapRect.origin[axis] = start
            gapRect.size[axis] = gap
            context.roundedRect(gapRect, radius: 0)
            context.fill()
        }
    }

    /// `type#id` in the frame's top-left corner (`offset` lower), on a translucent white tab;
    /// returns the tab's height.
    private func label(_ item: DisplayList.Item, below offset: Double, on context: any Canvas)
        -> Double
    {
        let name = item.id.map { "\(item.type)#\($0)" } ?? item.type
        let content = TextContent(
            text: name, font: Self.labelFont, color: item.kind.declaration.outlineColor)
        let layout = text.makeLayout(content, width: nil, height: nil)
        let tab = Rect(
            item.frame.minX, item.frame.minY + offset, layout.size.width + 2, layout.size.height)
        context.setColor(Color(red: 255, green: 255, blue: 255, alpha: 0xB0))
        context.roundedRect(tab, radius: 0)
        context.fill()
        context.draw(layout, engine: text, at: Point(tab.minX + 1, tab.minY), color: content.color)
        return tab.size.height
    }
}
