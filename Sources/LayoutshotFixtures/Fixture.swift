import LayoutshotCore
import LayoutshotLayout

/// One fixture file: a layout tree, the size range it is laid out in, and how it is drawn
/// (the fixture format article, LayoutshotTesting.docc/FixtureFormat.md).
///
/// ```swift
/// let fixture = try FixtureLoader.load(path: "Snapshots/social-post-header.yaml")
/// print(fixture.layout().treeDescription())
/// ```
public struct Fixture: Sendable {
    /// The file it came from, as given to the loader.
    public var path: String
    /// The root's `ASSizeRange`.
    public var sizeRange: SizeRange
    /// Pixels per point: the grid layout snaps to and the raster scale, within ``scales``.
    public var scale: Double
    /// The canvas colour.
    public var background: Color
    /// Extra font directories, resolved against the fixture's folder.
    public var fonts: [String]
    /// The layout tree.
    public var root: LayoutNode
    /// Where the values checked only after decoding sit in the file, keyed by their path: a
    /// text's `text` and `font` and an image's `image` (`root.children[1].image`; fonts and
    /// files are resolved by the renderer), each `fonts:` folder (`fonts[0]`) and the root node
    /// (`root`). Empty for a fixture built in Swift.
    public var valueLocations: [String: FixtureLocation] = [:]
    /// The `variants` the fixture declares; `nil` when it is one snapshot.
    public var variants: FixtureVariants?
    /// The FNV-1a hash of the file's bytes (`FNV1a.hex`), taken by `FixtureLoader.load` from
    /// the bytes it read; `nil` for a fixture decoded from text or built in Swift. Pictures
    /// carry it (`layoutshot:fixture`), and `layoutshot status` finds stale references by it.
    public var fileHash: String?

    /// The scales a fixture, the DSL and `--scale` accept: `PixelGrid.scales`, one rule.
    public static var scales: ClosedRange<Double> { PixelGrid.scales }

    /// "at least 0.01 and at most 16": the rule as every scale error words it.
    public static var scaleRule: String { PixelGrid.scaleRule }

    /// Creates a fixture.
    public init(
        path: String, sizeRange: SizeRange, scale: Double = 1, background: Color = .white,
        fonts: [String] = [], root: LayoutNode
    ) {
        self.path = path
        self.sizeRange = sizeRange
        self.scale = scale
        self.background = background
        self.fonts = fonts
        self.root = root
    }

    /// An error about the value at `key` (a key of ``valueLocations``: `root.children[1].image`,
    /// `fonts[0]`, `root`), located there when the file gave it: one shape for every fixture
    /// error. `label` is the node as messages name it (`root.children[1] (id "photo")`).
    public func error(at key: String, node label: String?, _ message: String) -> FixtureError {
        let location = valueLocations[key]
        return FixtureError(
            file: path, line: location?.line, column: location?.column, node: label,
            message: message)
    }

    /// Lays the tree out in the fixture's size range at its scale. Text and image nodes need
    /// measurers in `environment`; its scale is replaced by the fixture's.
    public func layout(environment: LayoutEnvironment = LayoutEnvironment()) -> Layout {
        var environment = environment
        environment.scale = scale
        return root.layout(in: sizeRange, environment: environment)
    }
}
