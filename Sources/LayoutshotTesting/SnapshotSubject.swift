import AsyncDisplayKit
import Foundation
import LayoutshotCore
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotRender
import LayoutshotSnapshot

/// What a snapshot is taken of, as the renderer's scene: a fixture file (errors located in the
/// file), a layout built in Swift (errors name the node by path), or a Texture node.
struct SnapshotSubject {
    /// Lays the subject out for drawing, with a renderer for its fonts.
    let prepare: () throws -> PreparedScene

    static func fixture(at url: URL) -> SnapshotSubject {
        SnapshotSubject {
            let fixture = try FixtureLoader.load(path: url.path)
            let renderer = try Renderer(for: fixture)
            return PreparedScene(renderer: renderer, prepared: try renderer.prepare(fixture))
        }
    }

    static func scene(_ scene: @escaping () throws -> Scene) -> SnapshotSubject {
        SnapshotSubject {
            let scene = try scene()
            let renderer = try Renderer(fontDirectories: scene.fontDirectories)
            return PreparedScene(renderer: renderer, prepared: try renderer.prepare(scene))
        }
    }

    /// A Texture node laid out in `range`; misuse found while laying it out fails the snapshot.
    static func node(_ node: ASDisplayNode, range: ASSizeRange, scale: CGFloat, background: Color) -> SnapshotSubject {
        let source = LayoutSource(node)
        return SnapshotSubject {
            guard let node = source.object as? ASDisplayNode else { throw NodeMisuse(node: "the node", problems: []) }
            let scene = Scene(root: LayoutshotPass.engineTree(of: node), sizeRange: range.layoutshotRange,
                              scale: Double(scale), background: background, naming: LayoutshotPass.nameNodes)
            let renderer = try Renderer()
            let (prepared, problems) = try LayoutshotPass.collectingProblems(scale: scale) { try renderer.prepare(scene) }
            guard problems.isEmpty else { throw NodeMisuse(node: String(describing: type(of: node)), problems: problems) }
            return PreparedScene(renderer: renderer, prepared: prepared)
        }
    }

    static func element(_ element: some LayoutElement, range: SizeRange, scale: Double, background: Color) -> SnapshotSubject {
        let node = element.node
        return .scene { Scene(root: node, sizeRange: range, scale: scale, background: background) }
    }
}
