import Foundation
import LayoutshotCore
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotRender
import LayoutshotSnapshot

/// What a snapshot is taken of, as the renderer's scene: a fixture file (errors located in the
/// file), or a layout built in Swift (errors name the node by path).
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

    static func element(_ element: some LayoutElement, range: SizeRange, scale: Double, background: Color) -> SnapshotSubject {
        let node = element.node
        return .scene { Scene(root: node, sizeRange: range, scale: scale, background: background) }
    }
}
