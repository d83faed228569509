import Foundation
import LayoutshotCore
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotText

/// Renders fixtures to pixels, PNG and SVG: checks the texts and images, lays the tree out
/// with Pango-measured text, flattens it to a display list, and draws it with Cairo.
///
/// A renderer holds a Pango engine, which MUST stay on one thread: make one per thread.
///
/// ```swift
/// let renderer = try Renderer()
/// let fixture = try FixtureLoader.load(path: "Snapshots/social-post-header.yaml")
/// let prepared = try renderer.prepare(fixture)
/// let png = try renderer.png(of: prepared)   // or svg(of:), image(of:)
/// ```
public final class Renderer {
    /// The fonts, shared by every renderer with the same extra folders.
    public let fonts: FontSet
    let text: TextEngine
    let measurer: PangoTextMeasurer
    /// The last raster surface, reused for a render of the same size: a fresh 16 MB surface
    /// costs more in page faults than drawing a whole feed into it.
    private var surface: CairoSurface?

    /// A renderer with the bundled fonts plus those in `fontDirectories`.
    public init(fontDirectories: [String] = []) throws(TextError) {
        fonts = try FontSet.shared(adding: fontDirectories)
        text = try TextEngine(fonts: fonts)
        measurer = PangoTextMeasurer(engine: text)
    }

    /// A renderer for `fixture`: the bundled fonts, `extra` folders (the command line's
    /// `--fonts`) and the fixture's `fonts:`. A folder that cannot be loaded is a fixture
    /// error, located at its `fonts:` entry when it is the fixture's.
    public convenience init(for fixture: Fixture, adding extra: [String] = []) throws(FixtureError) {
        do {
            try self.init(fontDirectories: extra + fixture.fonts)
        } catch {
            if case .cannotLoadFont(let folder) = error, let index = fixture.fonts.firstIndex(of: folder) {
                throw fixture.error(at: "fonts[\(index)]", node: nil, error.description)
            }
            throw FixtureError(file: fixture.path, message: error.description)
        }
    }

    /// What to draw, and how.
    public struct Options: Sendable {
        /// Overrides the fixture's scale (the pixel grid and the raster size).
        public var scale: Double?
        /// Draws every node's frame, id, insets, spacing and baselines on top.
        public var outlines: Bool

        public init(scale: Double? = nil, outlines: Bool = false) {
            self.scale = scale
            self.outlines = outlines
        }
    }

    /// A fixture laid out and flattened, ready to draw in any format.
    public struct Prepared {
        public let fixture: Fixture
        public let layout: Layout
        public let displayList: DisplayList
        public let fingerprint: RendererFingerprint
        /// The metadata every output carries: the renderer fingerprint and a hash of the fixture.
        public let metadata: [String: String]
        let images: ImageStore
        let options: Options
    }

    /// Validates the fixture's texts and images (errors name the file and the node), then lays
    /// it out with Pango-measured text and the images' sizes: what `layoutshot layout` prints.
    public func layout(_ fixture: Fixture, scale: Double? = nil) throws(FixtureError) -> Layout {
        try layOut(fixture, scale: scale).1
    }

    private func layOut(_ fixture: Fixture, scale: Double?) throws(FixtureError) -> (Fixture, Layout, ImageStore) {
        var fixture = fixture
        if let scale { fixture.scale = scale }
        // A fixture file's scale was checked when decoded; one built in Swift (the DSL,
        // `Fixture(...)`) is checked here, so a bad scale fails the assertion, never traps.
        guard Fixture.scales.contains(fixture.scale) else {
            throw FixtureError(file: fixture.path, message: "the scale must be \(Fixture.scaleRule), found "
                + formatPoints(fixture.scale))
        }
        let images = ImageStore()
        try validate(fixture.root, path: "root", fixture: fixture, images: images)
        let layout = fixture.layout(environment: LayoutEnvironment(scale: fixture.scale, textMeasurer: measurer,
                                                                   imageSizer: images))
        return (fixture, layout, images)
    }

    /// Validates and lays the fixture out (as `layout(_:scale:)`), then builds its display list.
    public func prepare(_ fixture: Fixture, options: Options = Options()) throws(FixtureError) -> Prepared {
        let (fixture, layout, images) = try layOut(fixture, scale: options.scale)
        let list = DisplayList(layout: layout, root: fixture.root, scale: fixture.scale, background: fixture.background) {
            [text] content, size in
            text.makeLayout(content, width: size.width, height: size.height).firstBaseline
        }
        let (width, height) = list.pixelSize
        guard width <= PNGCodec.maximumSide, height <= PNGCodec.maximumSide else {
            throw fixture.error(at: "root", node: "root", RenderError.tooLarge(width: width, height: height).description
                + "; make the root smaller or lower the scale")
        }
        let fingerprint = RendererFingerprint(fonts: fonts, scale: fixture.scale)
        return Prepared(fixture: fixture, layout: layout, displayList: list, fingerprint: fingerprint,
                        metadata: Self.metadata(fingerprint: fingerprint, fixturePath: fixture.path), images: images,
                        options: options)
    }

    /// Every text's font, markup and glyphs, and every image file, checked before layout.
    /// Errors are located at the `font:`, `text:` or `image:` value they are about.
    private func validate(_ node: LayoutNode, path: String, fixture: Fixture, images: ImageStore) throws(FixtureError) {
        let label = node.id.map { "\(path) (id \"\($0)\")" } ?? path
        switch node.kind {
        case .text(let content):
            do {
                try text.validate(content)
            } catch {
                let key: String = switch error {
                case .unknownFamily, .invalidFont: fixture.valueLocations[path + ".font"] == nil ? "text" : "font"
                default: "text"
                }
                throw fixture.error(at: path + "." + key, node: label, error.description)
            }
        case .image(let image):
            do {
                try images.load(image.path)
            } catch {
                throw fixture.error(at: path + ".image", node: label, "image '\(image.source)': \(error.description)")
            }
        default:
            break
        }
        for (index, child) in node.children.enumerated() {
            try validate(child, path: path + DisplayList.component(node.kind, index), fixture: fixture, images: images)
        }
    }

    /// Draws a prepared fixture into pixels.
    public func image(of prepared: Prepared) throws(RenderError) -> RGBAImage {
        let list = prepared.displayList
        let (width, height) = list.pixelSize
        let surface = try reusableSurface(width: width, height: height)
        let context = try CairoContext(surface: surface, scale: list.scale)
        context.clear()
        try draw(prepared, on: context)
        try surface.check()
        return surface.rgbaImage()
    }

    private func reusableSurface(width: Int, height: Int) throws(RenderError) -> CairoSurface {
        if let surface, surface.pixelSize == (width, height) { return surface }
        let fresh = try CairoSurface(imageWidth: width, height: height)
        surface = fresh
        return fresh
    }

    /// The PNG bytes of a prepared fixture, with the renderer fingerprint and the fixture's hash.
    public func png(of prepared: Prepared) throws(RenderError) -> [UInt8] {
        try PNGCodec.encode(try image(of: prepared), metadata: metadata(prepared))
    }

    /// The canonical SVG bytes of a prepared fixture (sizes in points).
    public func svg(of prepared: Prepared) throws(RenderError) -> [UInt8] {
        let list = prepared.displayList
        let surface = try CairoSurface(svgWidth: list.size.width, height: list.size.height)
        do {
            let context = try CairoContext(surface: surface, scale: 1)
            try draw(prepared, on: context)
        }
        let bytes = try surface.finishSVG()
        let comment = metadata(prepared).sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            .joined(separator: "; ")
        return SVGCanonicalizer.canonicalize(bytes, comment: comment)
    }

    /// Which node painted each pixel of the picture, for attributing changed pixels to nodes.
    public func ownership(of prepared: Prepared) throws(RenderError) -> PixelOwnership {
        try OwnershipPainter(text: text).ownership(of: prepared.displayList)
    }

    /// The metadata of a prepared fixture (see `Prepared.metadata`).
    public func metadata(_ prepared: Prepared) -> [String: String] { prepared.metadata }

    static func metadata(fingerprint: RendererFingerprint, fixturePath: String) -> [String: String] {
        var result = ["layoutshot:renderer": fingerprint.description]
        if let data = FileManager.default.contents(atPath: fixturePath) {
            result["layoutshot:fixture"] = FNV1a.hex(of: data)
        }
        return result
    }

    private func draw(_ prepared: Prepared, on context: CairoContext) throws(RenderError) {
        try Painter(text: text, images: prepared.images).paint(prepared.displayList, on: context)
        if prepared.options.outlines {
            OutlinePainter(text: text).paint(prepared.displayList, on: context)
        }
    }
}
