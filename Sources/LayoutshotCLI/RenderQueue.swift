import Dispatch
import Foundation
import LayoutshotFixtures
import LayoutshotRender
import LayoutshotText

/// Renders jobs in parallel: one worker per core, each with its own `Renderer` (a Pango font
/// map must not be shared between threads). Results come back in job order, so output and
/// messages do not depend on scheduling.
struct RenderQueue {
    struct Job: Sendable {
        var fixture: String
        var output: String
        var svg: Bool
    }

    enum Outcome: Sendable {
        case success(String)
        case failure(String)
    }

    let fontDirectories: [String]
    /// How many fixtures render at once; `nil` is one per core.
    var workers: Int?

    func run(_ jobs: [Job], options: Renderer.Options) -> [Outcome] {
        let results = ResultSlots(count: jobs.count)
        let progress = Progress(total: jobs.count)
        let workers = min(jobs.count, max(1, self.workers ?? ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var renderers = RendererCache(commandLineFonts: fontDirectories)
            for index in stride(from: worker, to: jobs.count, by: workers) {
                results.set(index, Self.render(jobs[index], with: &renderers, options: options))
                progress.advance()
            }
        }
        progress.finish()
        return results.values
    }

    static func render(_ job: Job, with renderers: inout RendererCache, options: Renderer.Options) -> Outcome {
        do {
            let fixture = try FixtureLoader.load(path: job.fixture)
            let renderer: Renderer
            do {
                renderer = try renderers.renderer(adding: fixture.fonts)
            } catch {
                throw FixtureError(file: job.fixture, message: error.description)
            }
            let prepared = try renderer.prepare(fixture, options: options)
            let bytes = job.svg ? try renderer.svg(of: prepared) : try renderer.png(of: prepared)
            try AtomicFile.write(bytes, to: job.output)
            return .success(job.output)
        } catch let error as FixtureError {
            return .failure(error.description)
        } catch {
            return .failure("\(job.fixture): \(error)")
        }
    }

    /// One worker's renderers, one per set of font folders (the command line's plus a fixture's
    /// `fonts:`), created on first use on the worker's thread.
    struct RendererCache {
        let commandLineFonts: [String]
        var renderers: [[String]: Renderer] = [:]

        mutating func renderer(adding fixtureFonts: [String]) throws(TextError) -> Renderer {
            let key = commandLineFonts + fixtureFonts
            if let renderer = renderers[key] { return renderer }
            let renderer = try Renderer(fontDirectories: key)
            renderers[key] = renderer
            return renderer
        }
    }

    /// Results written by index from several threads.
    final class ResultSlots: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Outcome?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ outcome: Outcome) {
            lock.lock()
            slots[index] = outcome
            lock.unlock()
        }

        var values: [Outcome] { slots.map { $0 ?? .failure("not rendered") } }
    }

    /// "Rendering 3/12" on stderr, only when it is a terminal.
    final class Progress: @unchecked Sendable {
        private let lock = NSLock()
        private let total: Int
        private var done = 0
        private let enabled = isatty(2) == 1

        init(total: Int) { self.total = total }

        func advance() {
            guard enabled else { return }
            lock.lock()
            done += 1
            StandardOutput.writeError("\rRendering \(done)/\(total)")
            lock.unlock()
        }

        func finish() {
            if enabled && total > 0 { StandardOutput.writeError("\n") }
        }
    }
}
