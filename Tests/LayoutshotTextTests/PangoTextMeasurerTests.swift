import Dispatch
import Foundation
@_spi(Locking) import LayoutshotCore
import LayoutshotLayout
import LayoutshotText
import Testing

/// A measurer that claims `Sendable` is safe to share: threads measuring at once get the same
/// metrics as one thread alone.
struct PangoTextMeasurerTests {
    @Test func oneMeasurerServesManyThreadsAtOnce() throws {
        let measurer = try PangoTextMeasurer(fonts: FontSet.shared())
        let texts = (0..<40).map {
            TextContent(text: "Label number \($0) that may wrap", font: "DejaVu Sans 14")
        }
        let alone = texts.map { measurer.measure($0, fitting: Size(120, .infinity)) }
        let fresh = try PangoTextMeasurer(fonts: FontSet.shared())
        let results = Results(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            var metrics: [TextMetrics] = []
            // Many distinct widths: the shared cache grows (and rehashes) while others read it.
            for width in stride(from: 60.0, to: 260.0, by: 1) {
                for text in texts where Int(width).isMultiple(of: 8) == (thread % 2 == 0) {
                    _ = fresh.measure(text, fitting: Size(width, .infinity))
                }
            }
            for text in texts { metrics.append(fresh.measure(text, fitting: Size(120, .infinity))) }
            results.set(thread, metrics)
        }
        for thread in 0..<8 {
            #expect(results.get(thread).allSatisfy { metric in alone.contains(metric) })
            #expect(results.get(thread).count == 40)
        }
        #expect(texts.map { fresh.measure($0, fitting: Size(120, .infinity)) } == alone)
    }

    final class Results: Sendable {
        private let values: CheckedMutex<[[TextMetrics]]>
        init(count: Int) { values = CheckedMutex(Array(repeating: [], count: count)) }
        func set(_ index: Int, _ value: [TextMetrics]) {
            values.withLock { $0[index] = value }
        }
        func get(_ index: Int) -> [TextMetrics] {
            values.withLock { $0[index] }
        }
    }
}
