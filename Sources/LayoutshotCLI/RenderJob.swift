import Foundation
import LayoutshotFiles
import LayoutshotFixtures
import LayoutshotRender
import LayoutshotSnapshot

/// One file `render` writes: a fixture (or one of its variants) drawn in a format, on a worker of
/// `FixtureWorkers` with that worker's renderer (a Pango font map must not be shared between
/// threads).
struct RenderJob: Sendable {
    var fixture: String
    var output: String
    /// What to draw: `.png` or `.svg` (the same formats `check` and the tests compare).
    var format: RenderCommand.OutputFormat
    /// The variant to draw, for a fixture with `variants`.
    var variant: FixtureVariant?

    /// Draws the fixture and writes it atomically: the path written, or why it was not.
    func run(with renderers: inout FixtureWorkers.RendererCache, options: Renderer.Options)
        -> Result<String, CommandError>
    {
        do {
            let loaded = try FixtureLoader.load(path: fixture, variant: variant)
            let scene = try PreparedScene(
                loaded, renderer: try renderers.renderer(for: loaded), options: options)
            try AtomicFile.write(try format.bytes(of: scene), to: output)
            return .success(output)
        } catch let error as FixtureError {
            return .failure(CommandError(error.description))
        } catch {
            return .failure(CommandError("\(fixture): \(error)"))
        }
    }
}
