import AsyncDisplayKit
import Foundation
import LayoutshotCore
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotRender
import LayoutshotSnapshot

/// What a snapshot is taken of, as the renderer's scene: a layout built in Swift (errors name the
/// node by path) or a Texture node, either of which a variant can be applied to. A fixture file
/// is `PreparedScene(fixtureAt:variant:)`, which takes its variants when loaded.
struct SnapshotSubject {
    /// Makes the scene: a variant (width, scale, content size) is applied to what it makes.
    private let make: () throws -> Scene
    /// Lays a scene out for drawing, with a renderer for its fonts.
    private let layOut: (Scene) throws -> PreparedScene

    /// A scene laid out by `prepare` (default: a renderer for its fonts).
    static func scene(
        _ make: @escaping () throws -> Scene,
        prepare: @escaping (Scene) throws -> PreparedScene = { try PreparedScene($0) }
    ) -> SnapshotSubject {
        SnapshotSubject(make: make, layOut: prepare)
    }

    /// Lays the subject out for drawing.
    var prepare: () throws -> PreparedScene {
        { [make, layOut] in try layOut(try make()) }
    }

    /// The subject at `variant` (`Scene.applying(_:)`), laid out and drawn with the variant's
    /// appearance as `UITraitCollection.current`, so that a Texture node's dynamic colours take
    /// their dark values in a dark variant.
    func applying(_ variant: FixtureVariant) -> SnapshotSubject {
        let style: UIUserInterfaceStyle = variant.appearance == .dark ? .dark : .unspecified
        return .scene(
            { [make] in try make().applying(variant) },
            prepare: { [layOut] scene in
                try UITraitCollection.$currentStyle.withValue(style) { try layOut(scene) }
            })
    }

    /// The subject once per variant, named after it; the subject alone, unnamed, without variants.
    func atEach(of variants: [FixtureVariant]) -> [(
        variant: String?, prepare: () throws -> PreparedScene
    )] {
        variants.isEmpty ? [(nil, prepare)] : variants.map { ($0.name, applying($0).prepare) }
    }

    /// A Texture node laid out in `range`; misuse found while laying it out fails the snapshot.
    /// On the simulated screen of the scene (`UIScreen`: its scale, and its range where bounded),
    /// the node and the nodes it holds are loaded (`didLoad`) before the first layout, as a device
    /// loads a cell before showing it.
    static func node(_ node: ASDisplayNode, range: ASSizeRange, scale: CGFloat, background: Color)
        -> SnapshotSubject
    {
        let source = LayoutSource(node)
        let name = String(describing: type(of: node))
        return .scene(
            {
                guard let node = source.object as? ASDisplayNode else {
                    throw NodeMisuse(node: name, problems: [])
                }
                return Scene(
                    root: LayoutshotPass.engineTree(of: node), sizeRange: range.layoutshotRange,
                    scale: Double(scale),
                    background: background, fontDirectories: LayoutshotPass.appFontDirectories,
                    namingAndColoring: LayoutshotPass.nameAndColorNodes)
            },
            prepare: { scene in
                // The app's fonts (LAYOUTSHOT_FONT_PATH) draw as they measured.
                let renderer = try Renderer(fontDirectories: scene.fontDirectories)
                guard let node = source.object as? ASDisplayNode else {
                    throw NodeMisuse(node: name, problems: [])
                }
                let bounds = screen(for: scene.sizeRange)
                // The node's layout code runs on the simulated screen, collecting misuse.
                func onScreen<Value>(_ body: () throws -> Value) throws -> (
                    value: Value, problems: [String]
                ) {
                    try UIScreen.$currentBounds.withValue(bounds) {
                        try LayoutshotPass.collectingProblems(scale: CGFloat(scene.scale), body)
                    }
                }
                let (prepared, problems) = try onScreen {
                    node.loadHierarchy()
                    var loaded = scene
                    loaded.root = LayoutshotPass.engineTree(of: node)
                    return try renderer.prepare(loaded)
                }
                guard problems.isEmpty else { throw NodeMisuse(node: name, problems: problems) }
                var subject = PreparedScene(renderer: renderer, prepared: prepared)
                // It runs again for the decisions, on the same screen.
                subject.decisions = Lazy {
                    try? onScreen { try renderer.decisions(in: prepared.scene) }.value
                }
                return subject
            })
    }

    /// The screen a snapshot in `range` simulates: the range's maximum width and height where
    /// they are finite, else the current screen's.
    private static func screen(for range: SizeRange) -> CGRect {
        let current = UIScreen.currentBounds
        return CGRect(
            x: 0, y: 0, width: range.max.width.isFinite ? CGFloat(range.max.width) : current.width,
            height: range.max.height.isFinite ? CGFloat(range.max.height) : current.height)
    }

    static func element(
        _ element: some LayoutElement, range: SizeRange, scale: Double, background: Color
    )
        -> SnapshotSubject
    {
        let node = element.node
        return .scene { Scene(root: node, sizeRange: range, scale: scale, background: background) }
    }
}
