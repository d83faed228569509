import Dispatch
import Foundation
@_spi(Locking) import LayoutshotCore
import LayoutshotFixtures
import LayoutshotRender
import LayoutshotSnapshot
import LayoutshotText

/// Runs one closure per fixture on all cores: one worker per core, each with its own renderers
/// (a Pango font map must not be shared between threads). Results come back in input order,
/// so output does not depend on scheduling.
struct FixtureWorkers {
    let fontDirectories: [String]
    /// How many run at once; `nil` is one per core.
    var workers: Int?

    /// The results of `body` for `0 ..< count` in input order, only those `keep` accepts: a
    /// command that reports only failures holds no result per passing fixture, so its memory
    /// stays flat over thousands of fixtures. Progress goes to stderr as `label`'s
    /// (`FixtureProgress`).
    func map<Result: Sendable>(
        _ count: Int, progress label: String,
        keeping keep: @escaping @Sendable (Result) -> Bool = { _ in true },
        _ body: @escaping @Sendable (Int, inout RendererCache) -> Result
    ) -> [Result] {
        let slots = Slots<Result>(count: count)
        let progress = FixtureProgress(label, total: count)
        let workers = min(
            count, max(1, self.workers ?? ProcessInfo.processInfo.activeProcessorCount))
        let fonts = fontDirectories
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var renderers = RendererCache(commandLineFonts: fonts)
            for index in stride(from: worker, to: count, by: workers) {
                let result = body(index, &renderers)
                if keep(result) { slots.set(index, result) }
                progress.advance()
            }
        }
        progress.finish()
        return slots.values
    }

    /// One worker's renderers, one per set of font folders (the command line's plus a fixture's
    /// `fonts:`), created on first use on the worker's thread.
    struct RendererCache {
        let commandLineFonts: [String]
        var renderers: [[String]: Renderer] = [:]

        mutating func renderer(for fixture: Fixture) throws(FixtureError) -> Renderer {
            let key = commandLineFonts + fixture.fonts
            if let renderer = renderers[key] { return renderer }
            let renderer = try Renderer(for: fixture, adding: commandLineFonts)
            renderers[key] = renderer
            return renderer
        }
    }

    /// Results written by index from several threads; only the indices set take room.
    final class Slots<Value: Sendable>: Sendable {
        private let slots = CheckedMutex<[Int: Value]>([:])

        init(count: Int) {}

        func set(_ index: Int, _ value: Value) {
            slots.withLock { $0[index] = value }
        }

        /// The values in index order.
        var values: [Value] {
            slots.withLock { slots in slots.keys.sorted().compactMap { slots[$0] } }
        }
    }
}
