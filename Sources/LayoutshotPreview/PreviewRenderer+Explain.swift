import Foundation
import LayoutshotCore
import LayoutshotFixtures
import LayoutshotInspect
import LayoutshotLayout
import LayoutshotRender
import LayoutshotSnapshot

extension PreviewRenderer {
    /// What the page asks to have explained: a node of a fixture, at the slider's width.
    struct ExplainRequest: Sendable {
        var id: String
        var file: String
        var version: Int
        /// The node, by its path (`root.child.children[0]`), as `nodePaths` names it.
        var node: String
        /// The width it was laid out at; `nil` for the fixture's own size range.
        var width: Double?
    }

    /// Why the node has its size and place, as `layoutshot explain --json` says it, laid out as
    /// `render(_:)` lays it out: an `ExplainResponse` with the explanation, or with a `message`
    /// (the fixture does not load, the node is gone after a save). Never throws: the page shows
    /// either.
    func explanation(_ request: ExplainRequest) -> String {
        var response = ExplainResponse(
            id: request.id, version: request.version, node: request.node, ok: false)
        do {
            let fixture = try FixtureLoader.load(path: request.file)
            let renderer = try renderer(for: fixture)
            let scene =
                request.width.map { WidthSweep.scene(fixture.scene, width: $0) } ?? fixture.scene
            do {
                response.explanation = ExplanationDocument(
                    try renderer.explanation(of: request.node, in: scene))
            } catch let error as SceneError {
                throw fixture.error(error)
            }
            response.ok = true
        } catch let error as ExplanationError {
            response.message = "\(error.problem). \(error.nextStep ?? "")"
        } catch {
            response.message = "\(error)"
        }
        return response.json()
    }

    /// Each node's path as explanations name it (`root.child.children[1]`), keyed by the page's
    /// path of the node in the layout JSON (`root.0.1`, the layout's child order): the page asks
    /// for a selected node's explanation by it.
    static func nodePaths(_ layout: Layout) -> PagePathTable {
        var paths = PagePathTable()
        func visit(_ layout: Layout, page: String, node: String) {
            paths.append(page, node)
            for (index, child) in layout.children.enumerated() {
                visit(
                    child, page: "\(page).\(index)",
                    node: node + layout.pathComponent(ofChild: index))
            }
        }
        visit(layout, page: "root", node: "root")
        return paths
    }
}
