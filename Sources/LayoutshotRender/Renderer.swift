import Foundation
import LayoutshotCore
import LayoutshotLayout
import LayoutshotText

/// Renders scenes to pixels, PNG and SVG: lays the tree out with Pango-measured text, checks
/// the texts and images it holds, flattens it to a display list, and draws it with Cairo.
///
/// A renderer holds a Pango engine, which MUST stay on one thread: make one per thread.
///
/// ```swift
/// let renderer = try Renderer()
/// let scene = Scene(root: Inset(.all(8)) { Text("Hello") }.node,
///                   sizeRange: SizeRange(min: .zero, max: Size(320, .infinity)), scale: 2)
/// let prepared = try renderer.prepare(scene)
/// let png = try renderer.png(of: prepared)   // or svg(of:), image(of:)
/// ```
public final class Renderer {
    /// The fonts, engine and measurer, made when the first text is measured or drawn.
    let textStack: RendererText

    /// A renderer with the bundled fonts plus those in `fontDirectories`.
    public init(fontDirectories: [String] = []) throws(TextError) {
        textStack = try RendererText(fontDirectories: fontDirectories)
    }

    /// The fonts, shared by every renderer with the same extra folders; loaded on first use.
    public var fonts: FontSet {
        get throws(TextError) { try textStack.load().fonts }
    }

    /// The Pango engine; loaded on first use.
    var text: TextEngine {
        get throws(TextError) { try textStack.load().engine }
    }

    /// What to draw, and how.
    public struct Options: Sendable {
        /// Overrides the scene's scale (the pixel grid and the raster size).
        public var scale: Double?
        /// Draws every node's frame, id, insets, spacing and baselines on top.
        public var outlines: Bool

        /// Creates options; by default the scene's own scale and no outlines.
        public init(scale: Double? = nil, outlines: Bool = false) {
            self.scale = scale
            self.outlines = outlines
        }
    }

    /// A scene laid out and flattened, ready to draw in any format.
    public struct Prepared {
        /// The scene, with the scale it was laid out at.
        public let scene: Scene
        /// The frames.
        public let layout: Layout
        /// The tree as laid out, every deferred node expanded.
        public let tree: LayoutNode
        /// The flattened nodes both backends draw, in paint order.
        public let displayList: DisplayList
        /// What decides the picture's pixels: drawing rules, fonts and scale.
        public let fingerprint: RendererFingerprint
        /// The metadata every output carries: the renderer fingerprint and the scene's own.
        public let metadata: [String: String]
        let images: ImageStore
        let options: Options
        /// The engine that measured the texts, which draws them.
        let text: TextEngine
        /// Whether Cairo may draw the picture in RGBA order (`Renderer.drawsInRGBAOrder`).
        let drawsInRGBAOrder: Bool
    }

    /// Lays the scene out with Pango-measured text and the images' sizes, then checks every
    /// text's font, markup and glyphs and every image file in the tree as laid out: what
    /// `layoutshot layout` prints.
    public func layout(_ scene: Scene, scale: Double? = nil) throws(SceneError) -> Layout {
        try layOut(scene, scale: scale).resolved.layout
    }

    private func layOut(_ scene: Scene, scale: Double?) throws(SceneError)
        -> (scene: Scene, resolved: ResolvedLayout, images: ImageStore)
    {
        var scene = scene
        if let scale { scene.scale = scale }
        // A fixture file's scale was checked when decoded; a scene built in Swift is checked
        // here, so a bad scale fails the assertion, never traps.
        guard PixelGrid.scales.contains(scene.scale) else {
            throw SceneError(
                path: "root",
                message: "the scale must be \(PixelGrid.scaleRule), found "
                    + formatPoints(scene.scale))
        }
        let images = ImageStore()
        var resolved = scene.root.resolvedLayout(
            in: scene.sizeRange,
            environment: LayoutEnvironment(
                scale: scene.scale, textMeasurer: textStack, imageSizer: images))
        if let namingAndColoring = scene.namingAndColoring {
            resolved = namingAndColoring(resolved)
        }
        try validate(resolved.tree, path: { "root" }, images: images)
        return (scene, resolved, images)
    }

    /// Lays the scene out and checks it, as `layout(_:scale:)`, and returns the tree as laid out
    /// too: what inspections (lint, width sweeps) read.
    public func resolve(_ scene: Scene, scale: Double? = nil) throws(SceneError) -> ResolvedLayout {
        try layOut(scene, scale: scale).resolved
    }

    /// A text laid out as the renderer lays it out within `size` (either axis may be infinite):
    /// its lines, baselines and whether it is truncated.
    /// The fonts MUST have loaded: `resolve` or `prepare` of a scene with text has done it.
    public func textLayout(_ content: TextContent, fitting size: Size) -> TextLayout {
        let text: TextEngine
        do {
            text = try self.text
        } catch {
            preconditionFailure(
                "Renderer.textLayout: the fonts could not be loaded (\(error)); resolve the scene first"
            )
        }
        return text.makeLayout(
            content, width: size.width.isFinite ? size.width : nil,
            height: size.height.isFinite ? size.height : nil)
    }

    /// Lays the scene out and checks it (as `layout(_:scale:)`), then builds its display list.
    public func prepare(_ scene: Scene, options: Options = Options()) throws(SceneError) -> Prepared
    {
        let (scene, resolved, images) = try layOut(scene, scale: options.scale)
        // Drawing and the fingerprint need the fonts even when the scene has no text.
        let loaded: RendererText.Loaded
        do {
            loaded = try textStack.load()
        } catch {
            throw SceneError(path: "root", message: error.description)
        }
        let text = loaded.engine
        let list = DisplayList(
            layout: resolved.layout, root: resolved.tree, scale: scene.scale,
            background: scene.background
        ) { [text] content, size in
            text.makeLayout(content, width: size.width, height: size.height).firstBaseline
        }
        let (width, height) = list.pixelSize
        guard width <= PNGCodec.maximumSide, height <= PNGCodec.maximumSide else {
            throw SceneError(
                path: "root",
                message: RenderError.tooLarge(width: width, height: height).description
                    + "; make the root smaller or lower the scale")
        }
        let fingerprint = RendererFingerprint(
            fonts: loaded.fonts, scale: scene.scale,
            libraryGlyphs: drawsLibraryGlyphs(list, text: text), scripts: drawsScriptFonts(list))
        var metadata = scene.metadata
        metadata["layoutshot:renderer"] = fingerprint.description
        return Prepared(
            scene: scene, layout: resolved.layout, tree: resolved.tree, displayList: list,
            fingerprint: fingerprint, metadata: metadata, images: images,
            options: options, text: text, drawsInRGBAOrder: drawsInRGBAOrder(list))
    }

    /// Whether a text of the list has glyphs without outlines (colour emoji, bitmap fonts), which
    /// the library draws: only fonts beyond the bundled DejaVu can have them. The layouts are
    /// the ones the painter draws (`Painter.paintText`), so asking costs nothing more.
    private func drawsLibraryGlyphs(_ list: DisplayList, text: TextEngine) -> Bool {
        guard !textStack.fontDirectories.isEmpty else { return false }
        return list.items.contains { item in
            guard case .text(let content) = item.content, item.frame.size.width > 0,
                item.frame.size.height > 0
            else { return false }
            return !text.makeLayout(
                content, width: item.frame.size.width, height: item.frame.size.height
            )
            .hasOnlyOutlineGlyphs
        }
    }

    /// Whether a text of the list has a character the bundled script fonts draw (Korean,
    /// Japanese, Chinese): then they are part of the picture's fingerprint.
    private func drawsScriptFonts(_ list: DisplayList) -> Bool {
        list.items.contains { item in
            guard case .text(let content) = item.content else { return false }
            return BundledFonts.usesScriptFonts(content.text)
        }
    }

    /// Every text's font, markup and glyphs, and every image file, in the tree as laid out.
    /// Errors name the node and the property (`font`, `text`, `image`) they are about. A node's
    /// path is made only for its error: made for every node, the paths were half of checking a
    /// tree of 100,001 boxes.
    private func validate(_ node: LayoutNode, path: () -> String, images: ImageStore)
        throws(SceneError)
    {
        switch node.kind {
        case .text(let content):
            do {
                try self.text.validate(content)
            } catch {
                let key =
                    switch error {
                    case .unknownFamily, .invalidFont, .cannotLoadFont, .missingBundledFonts: "font"
                    default: "text"
                    }
                throw SceneError(path: path(), id: node.id, key: key, message: error.description)
            }
        case .image(let image):
            do {
                try images.load(image.path)
            } catch {
                throw SceneError(
                    path: path(), id: node.id, key: "image",
                    message: "image '\(image.source)': \(error.description)")
            }
        default:
            break
        }
        for (index, child) in node.children.enumerated() {
            try validate(
                child, path: { path() + DisplayList.component(node.kind, index) }, images: images)
        }
    }

    /// Draws a prepared scene into pixels.
    ///
    /// Cairo draws straight into the image's own storage: one buffer per picture, instead of a
    /// Cairo surface and a copy. It draws in RGBA order when it can (`drawsInRGBAOrder`), so an
    /// opaque picture is never converted, and otherwise in its own ARGB32, converted in place.
    public func image(of prepared: Prepared) throws(RenderError) -> RGBAImage {
        let (width, height) = prepared.displayList.pixelSize
        guard width > 0, height > 0 else { return RGBAImage(width: width, height: height) }
        let byteCount = width * height * 4
        var failure: RenderError?
        let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            do throws(RenderError) {
                try drawPixels(prepared, into: base, width: width, height: height)
                count = byteCount
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Draws into `width * height * 4` bytes at `base`, which hold anything (a fresh
    /// allocation), and leaves straight RGBA there.
    private func drawPixels(
        _ prepared: Prepared, into base: UnsafeMutablePointer<UInt8>,
        width: Int, height: Int
    ) throws(RenderError) {
        let list = prepared.displayList
        HugePages.advise(base, count: width * height * 4)
        let swapsRedAndBlue = prepared.drawsInRGBAOrder
        // The surface lives inside this call: Cairo MUST NOT touch the bytes once they are RGBA.
        let surface = try CairoSurface(imageWidth: width, height: height, drawingInto: base)
        do {
            let context = try CairoContext(
                surface: surface, scale: list.scale,
                swapsRedAndBlue: swapsRedAndBlue)
            // An opaque canvas colour, painted first, covers what the memory held; anything
            // else starts from transparent.
            if list.background.alpha < 255 { context.clear() }
            try draw(prepared, on: context)
        }
        try surface.check()
        // Everything is drawn OVER the canvas, and OVER an opaque pixel leaves it opaque.
        try surface.finishAsRGBA(
            swappedRedAndBlue: swapsRedAndBlue,
            opaque: list.background.alpha == 255)
    }

    /// Whether Cairo can draw this list with red and blue exchanged
    /// (`CairoContext.swapsRedAndBlue`), i.e. whether every colour it draws passes through
    /// Layoutshot: not with markup, whose colours Pango hands to Cairo itself, nor with fonts
    /// beyond the bundled DejaVu, which may draw colour glyphs (emoji) from pixels of their own.
    private func drawsInRGBAOrder(_ list: DisplayList) -> Bool {
        guard textStack.fontDirectories.isEmpty else { return false }
        return !list.items.contains { item in
            if case .text(let content) = item.content { content.markup } else { false }
        }
    }

    /// The PNG bytes of a prepared scene, with the renderer fingerprint and the scene's metadata.
    public func png(of prepared: Prepared) throws(RenderError) -> [UInt8] {
        try PNGCodec.encode(try image(of: prepared), metadata: metadata(prepared))
    }

    /// The SVG bytes of a prepared scene (sizes in points), written by Layoutshot's own writer
    /// (`SVGCanvas`), so the same on every system; the metadata goes in a comment.
    public func svg(of prepared: Prepared) throws(RenderError) -> [UInt8] {
        let canvas = SVGCanvas(size: prepared.displayList.size)
        try draw(prepared, on: canvas)
        let comment = metadata(prepared).sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            .joined(separator: "; ")
        return canvas.document(comment: comment)
    }

    /// Which node painted each pixel of the picture, for attributing changed pixels to nodes.
    public func ownership(of prepared: Prepared) throws(RenderError) -> PixelOwnership {
        try OwnershipPainter(text: prepared.text).ownership(of: prepared.displayList)
    }

    /// The metadata of a prepared scene (see `Prepared.metadata`).
    public func metadata(_ prepared: Prepared) -> [String: String] { prepared.metadata }

    private func draw(_ prepared: Prepared, on context: any Canvas) throws(RenderError) {
        try Painter(text: prepared.text, images: prepared.images).paint(
            prepared.displayList, on: context)
        if prepared.options.outlines {
            OutlinePainter(text: prepared.text).paint(prepared.displayList, on: context)
        }
    }
}
