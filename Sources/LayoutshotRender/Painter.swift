import LayoutshotCore
import LayoutshotLayout
import LayoutshotText

/// Draws a display list with Cairo, in paint order: the canvas colour, then each node's box
/// (fill, border inside the bounds as `CALayer` draws it, rounded corners), text or image. As
/// Core Animation draws a layer, a node's border goes over what it holds (its text, image or
/// subnodes), which a box that clips its content (`BoxAppearance.clipsContent`) clips to its
/// rounded bounds.
struct Painter {
    let text: TextEngine
    let images: ImageStore

    /// A container whose subnodes are being painted: its clip is undone and its border drawn
    /// once they are.
    private struct OpenBox {
        let depth: Int
        let frame: Rect
        let box: BoxAppearance
    }

    func paint(_ list: DisplayList, on context: any Canvas) throws(RenderError) {
        if list.background.alpha > 0 {
            context.setColor(list.background)
            context.paint()
        }
        var open: [OpenBox] = []
        for (index, item) in list.items.enumerated() {
            while let last = open.last, item.depth <= last.depth {
                close(open.removeLast(), on: context)
            }
            switch item.content {
            case .none: break
            case .box(let box):
                try paintShadow(box, in: item.frame, scale: list.scale, on: context)
                let holds = index + 1 < list.items.count && list.items[index + 1].depth > item.depth
                guard holds, box.clipsContent || box.hasBorder else {
                    paintBox(box, in: item.frame, on: context)
                    break
                }
                paintFill(box, in: item.frame, on: context)
                if box.clipsContent { clip(to: box, in: item.frame, on: context) }
                open.append(OpenBox(depth: item.depth, frame: item.frame, box: box))
            case .text(let content):
                try paintLayer(
                    content.backdrop, opacity: content.opacity, in: item.frame, scale: list.scale,
                    on: context
                ) {
                    () throws(RenderError) in paintText(content, in: item.frame, on: context)
                }
            case .image(let image):
                try paintLayer(
                    image.backdrop, opacity: image.opacity, in: item.frame, clippedToFrame: true,
                    scale: list.scale,
                    on: context
                ) {
                    () throws(RenderError) in
                    try paintImage(image, in: item.frame, scale: list.scale, on: context)
                }
            }
        }
        while let last = open.popLast() { close(last, on: context) }
    }

    /// Ends a container's subtree: its clip, then its border over what it holds.
    private func close(_ open: OpenBox, on context: any Canvas) {
        if open.box.clipsContent { context.restore() }
        paintBorder(open.box, in: open.frame, on: context)
    }

    /// A text or image node as a layer: its backdrop's fill (a Texture node's own background and
    /// corners), its content (clipped when the backdrop clips), then its border, composited at
    /// the node's opacity; nothing when hidden. Content `clippedToFrame` (an image) needs no clip
    /// of square corners.
    func paintLayer(
        _ backdrop: BoxAppearance?, opacity: Double, in frame: Rect, clippedToFrame: Bool = false,
        scale: Double,
        on context: any Canvas, _ content: () throws(RenderError) -> Void
    ) throws(RenderError) {
        guard opacity > 0 else { return }
        let grouped = opacity < 1
        if grouped { context.pushGroup() }
        defer { if grouped { context.popGroup(alpha: opacity) } }
        guard let backdrop else { return try content() }
        try paintShadow(backdrop, in: frame, scale: scale, on: context)
        paintFill(backdrop, in: frame, on: context)
        let clips = backdrop.clipsContent && (backdrop.cornerRadius > 0 || !clippedToFrame)
        if clips { clip(to: backdrop, in: frame, on: context) }
        try content()
        if clips { context.restore() }
        paintBorder(backdrop, in: frame, on: context)
    }

    /// The shadow the box casts, behind it (`ShadowRaster`): none for a box that clips its
    /// content, as Core Animation clips a `masksToBounds` layer's shadow with it.
    private func paintShadow(
        _ box: BoxAppearance, in frame: Rect, scale: Double, on context: any Canvas
    )
        throws(RenderError)
    {
        guard box.shadow != nil, !box.clipsContent,
            let (image, rect) = ShadowRaster.image(for: box, in: frame, scale: scale)
        else { return }
        try context.draw(image, in: rect)
    }

    /// Clips what follows to the box's rounded bounds, until a `restore()`.
    private func clip(to box: BoxAppearance, in frame: Rect, on context: any Canvas) {
        context.save()
        context.boxPath(frame, box)
        context.clipToPath()
    }

    func paintBox(_ box: BoxAppearance, in frame: Rect, on context: any Canvas) {
        paintFill(box, in: frame, on: context)
        paintBorder(box, in: frame, on: context)
    }

    func paintFill(_ box: BoxAppearance, in frame: Rect, on context: any Canvas) {
        guard frame.size.width > 0, frame.size.height > 0, box.color.alpha > 0 else { return }
        context.setColor(box.color)
        context.boxPath(frame, box)
        context.fill()
    }

    func paintBorder(_ box: BoxAppearance, in frame: Rect, on context: any Canvas) {
        guard frame.size.width > 0, frame.size.height > 0, let border = box.borderColor,
            box.hasBorder
        else { return }
        let width = Swift.min(box.borderWidth, frame.size.width / 2, frame.size.height / 2)
        let inner = Rect(
            frame.minX + width / 2, frame.minY + width / 2, frame.size.width - width,
            frame.size.height - width)
        context.setColor(border)
        context.boxPath(inner, box, radius: Swift.max(0, box.cornerRadius - width / 2))
        context.stroke(width: width)
    }

    /// Text is laid out again in its frame (as `ASTextNode` draws in its bounds), so alignment
    /// applies across the frame and truncation at its height.
    func paintText(_ content: TextContent, in frame: Rect, on context: any Canvas) {
        guard frame.size.width > 0, frame.size.height > 0 else { return }
        let layout = text.makeLayout(content, width: frame.size.width, height: frame.size.height)
        context.save()
        if content.truncation == .clip { context.clip(frame) }
        context.draw(layout, engine: text, at: frame.origin, color: content.color)
        context.restore()
    }

    /// `UIViewContentMode`: scaleToFill stretches; aspectFit and aspectFill keep proportions
    /// (fit inside / cover, centred); center keeps the natural size. Clipped to the frame.
    /// `scale` is the layout's pixels per point (the image's natural size is pixels / scale),
    /// whatever the backend's own transform: 1 for SVG, the scale for PNG. Modifications
    /// (`ImageContent.modifications`) apply to the image as Texture draws it (`ImageBacking`).
    func paintImage(_ content: ImageContent, in frame: Rect, scale: Double, on context: any Canvas)
        throws(RenderError)
    {
        guard frame.size.width > 0, frame.size.height > 0,
            let image = images.image(at: content.path),
            image.width > 0, image.height > 0
        else { return }
        let natural = Size(Double(image.width), Double(image.height))
        var target = frame
        switch content.contentMode {
        case .scaleToFill:
            break
        case .aspectFit, .aspectFill:
            let fit = Swift.min(
                frame.size.width / natural.width, frame.size.height / natural.height)
            let fill = Swift.max(
                frame.size.width / natural.width, frame.size.height / natural.height)
            let factor = content.contentMode == .aspectFit ? fit : fill
            let size = Size(natural.width * factor, natural.height * factor)
            target = Rect(
                frame.minX + (frame.size.width - size.width) / 2,
                frame.minY + (frame.size.height - size.height) / 2,
                size.width, size.height)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            let imageScale = content.scale ?? scale
            let size = Size(natural.width / imageScale, natural.height / imageScale)
            let placement = content.contentMode.placement ?? (0.5, 0.5)
            target = Rect(
                frame.minX + (frame.size.width - size.width) * placement.x,
                frame.minY + (frame.size.height - size.height) * placement.y, size.width,
                size.height)
        }
        context.save()
        context.clip(frame)
        if content.modifications.isEmpty {
            try context.draw(image, in: target)
        } else if let backing = ImageBacking(
            natural: natural, content: content, frame: frame, target: target, scale: scale)
        {
            // As Texture: the image drawn at the node's pixels first, modified, then shown.
            try context.draw(
                try backing.pixels(of: image, modifiedBy: content.modifications),
                in: backing.shownRect)
        }
        context.restore()
    }
}
