import Dispatch
import Foundation
import LayoutshotFiles
import LayoutshotFixtures
import LayoutshotRender
import LayoutshotSnapshot
import LayoutshotText

/// Renders jobs in parallel: one worker per core, each with its own `Renderer` (a Pango font
/// map must not be shared between threads). Results come back in job order, so output and
/// messages do not depend on scheduling.
struct RenderQueue {
    struct Job: Sendable {
        var fixture: String
        var output: String
        /// What to draw: `.png` or `.svg` (the same formats `check` and the tests compare).
        var format: SnapshotFormat<PreparedScene>
        /// The variant to draw, for a fixture with `variants`.
        var variant: FixtureVariant?
    }

    enum Outcome: Sendable {
        case success(String)
        case failure(String)
    }

    let fontDirectories: [String]
    /// How many fixtures render at once; `nil` is one per core.
    var workers: Int?

    func run(_ jobs: [Job], options: Renderer.Options) -> [Outcome] {
        FixtureWorkers(fontDirectories: fontDirectories, workers: workers).map(jobs.count, progress: "render") {
            index, renderers in
            Self.render(jobs[index], with: &renderers, options: options)
        }
    }

    static func render(_ job: Job, with renderers: inout FixtureWorkers.RendererCache, options: Renderer.Options)
        -> Outcome
    {
        do {
            let fixture = try FixtureLoader.load(path: job.fixture, variant: job.variant)
            let scene = try PreparedScene(fixture, renderer: try renderers.renderer(for: fixture), options: options)
            try AtomicFile.write(try job.format.render(scene).primary(), to: job.output)
            return .success(job.output)
        } catch let error as FixtureError {
            return .failure(error.description)
        } catch {
            return .failure("\(job.fixture): \(error)")
        }
    }
}
