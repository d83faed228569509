import CPangoCairo
import LayoutshotCore
import LayoutshotLayout

/// The image a Texture image node with an `imageModificationBlock` draws before showing it (its
/// "backing"): the image placed by the content mode in an image of its own, at most the node's
/// size in screen pixels (`ASCroppedImageBackingSizeAndDrawRectInBounds`, with Texture's
/// defaults: cropping on, no upscaling, no crop rect, no forced size). Texture hands this image,
/// not the file, to the modification blocks, then shows it with the layer's gravity: so a round
/// border is as wide as the node's pixels make it, and the circle is the node's.
struct ImageBacking {
    /// The backing's size in pixels.
    let width: Int
    let height: Int
    /// Where the image is drawn in the backing, in its pixels.
    let drawRect: Rect
    /// Where the backing is shown, in points on the canvas.
    let shownRect: Rect
}

// In an extension, so that the struct keeps its memberwise init, which this one ends in.
extension ImageBacking {
    /// The backing of an image of `natural` pixels in `frame` (points) at `scale` pixels per
    /// point; `nil` when Texture draws nothing (an empty frame or image). `target` is where the
    /// painter draws the image without modifications, which modes Texture does not crop keep.
    init?(natural: Size, content: ImageContent, frame: Rect, target: Rect, scale: Double) {
        let bounds = Size(
            (frame.size.width * scale).rounded(.down), (frame.size.height * scale).rounded(.down))
        guard bounds.width >= 1, bounds.height >= 1, natural.width >= 1, natural.height >= 1 else {
            return nil
        }
        let mode = content.contentMode
        guard mode == .aspectFill || mode == .aspectFit || mode == .center else {
            // Not cropped: the image at its own pixels, shown as the node shows an image.
            self.init(
                width: Int(natural.width), height: Int(natural.height),
                drawRect: Rect(origin: .zero, size: natural), shownRect: target)
            return
        }
        var destination = bounds
        let boundsRatio = bounds.width / bounds.height
        let minimum =
            switch mode {
            case .aspectFill: Self.fit(ratio: boundsRatio, in: natural)
            case .aspectFit: Self.fill(ratio: boundsRatio, of: natural)
            default: natural
            }
        // Never more pixels than the image gives: Texture does not upscale on the CPU.
        if minimum.width * minimum.height < bounds.width * bounds.height {
            destination = Size(minimum.width.rounded(), minimum.height.rounded())
            guard destination.width >= 1, destination.height >= 1 else { return nil }
        }
        let imageRatio = natural.width / natural.height
        let scaled =
            switch mode {
            case .aspectFill: Self.fill(ratio: imageRatio, of: destination)
            case .aspectFit: Self.fit(ratio: imageRatio, in: destination)
            default: destination
            }
        let drawRect = Rect(
            (destination.width - scaled.width) / 2, (destination.height - scaled.height) / 2,
            scaled.width, scaled.height)
        // The layer's gravity: aspect fill or fit of the backing in the bounds, or the backing
        // centred at the screen's scale.
        let shown: Size
        switch mode {
        case .aspectFill, .aspectFit:
            let widthFactor = frame.size.width / destination.width
            let heightFactor = frame.size.height / destination.height
            let factor =
                mode == .aspectFill
                ? Swift.max(widthFactor, heightFactor) : Swift.min(widthFactor, heightFactor)
            shown = Size(destination.width * factor, destination.height * factor)
        default:
            shown = Size(destination.width / scale, destination.height / scale)
        }
        self.init(
            width: Int(destination.width), height: Int(destination.height), drawRect: drawRect,
            shownRect: Rect(
                frame.minX + (frame.size.width - shown.width) / 2,
                frame.minY + (frame.size.height - shown.height) / 2, shown.width, shown.height))
    }

    /// Texture's `_ASSizeFillWithAspectRatio`: the size of `ratio` that covers `size`.
    private static func fill(ratio: Double, of size: Size) -> Size {
        ratio > size.width / size.height
            ? Size(size.height * ratio, size.height)
            : Size(size.width, (size.width / ratio).rounded())
    }

    /// Texture's `_ASSizeFitWithAspectRatio`: the size of `ratio` inside `size`.
    private static func fit(ratio: Double, in size: Size) -> Size {
        ratio > size.width / size.height
            ? Size(size.width, size.width / ratio) : Size(size.height * ratio, size.height)
    }

    /// The backing's pixels: `image` drawn at `drawRect`, then each modification in order.
    func pixels(of image: RGBAImage, modifiedBy modifications: [ImageModification])
        throws(RenderError) -> RGBAImage
    {
        var backing = try draw { (context) throws(RenderError) in
            try context.draw(image, in: drawRect)
        }
        for modification in modifications {
            switch modification {
            case .roundBorder(let borderWidth, let color):
                backing = try round(
                    backing, borderWidth: borderWidth,
                    color: color ?? Color(red: 0, green: 0, blue: 0))
            case .tint(let color):
                Self.tint(&backing, with: color)
            }
        }
        return backing
    }

    /// `ASImageNodeRoundBorderModificationBlock`: clipped to the ellipse of the backing's bounds,
    /// the ellipse stroked inside the clip.
    private func round(_ image: RGBAImage, borderWidth: Double, color: Color) throws(RenderError)
        -> RGBAImage
    {
        try draw { (canvas) throws(RenderError) in
            let context = canvas.pointer
            let source = try CairoSurface(image: image)
            ellipse(context)
            cairo_clip(context)
            cairo_set_source_surface(context, source.pointer, 0, 0)
            cairo_paint(context)
            guard borderWidth > 0 else { return }
            let rgba = color.unitComponents
            cairo_set_source_rgba(context, rgba.red, rgba.green, rgba.blue, rgba.alpha)
            ellipse(context)
            cairo_set_line_width(context, borderWidth)
            cairo_stroke(context)
        }
    }

    /// The ellipse filling the backing, as the current path.
    private func ellipse(_ context: OpaquePointer) {
        cairo_save(context)
        cairo_translate(context, Double(width) / 2, Double(height) / 2)
        cairo_scale(context, Double(width) / 2, Double(height) / 2)
        cairo_new_path(context)
        cairo_arc(context, 0, 0, 1, 0, 2 * .pi)
        cairo_restore(context)
    }

    /// `ASImageNodeTintColorModificationBlock`: every pixel in `color`, its alpha multiplied by
    /// the colour's.
    private static func tint(_ image: inout RGBAImage, with color: Color) {
        for offset in stride(from: 0, to: image.pixels.count, by: 4) {
            let alpha = (UInt32(image.pixels[offset + 3]) * UInt32(color.alpha) + 127) / 255
            image.pixels[offset] = alpha == 0 ? 0 : color.red
            image.pixels[offset + 1] = alpha == 0 ? 0 : color.green
            image.pixels[offset + 2] = alpha == 0 ? 0 : color.blue
            image.pixels[offset + 3] = UInt8(alpha)
        }
    }

    /// A transparent image of the backing's size, drawn by `body` in its pixels.
    private func draw(_ body: (CairoContext) throws(RenderError) -> Void) throws(RenderError)
        -> RGBAImage
    {
        let surface = try CairoSurface(imageWidth: width, height: height)
        let context = try CairoContext(surface: surface, scale: 1)
        try body(context)
        try surface.check()
        return surface.rgbaImage()
    }
}
