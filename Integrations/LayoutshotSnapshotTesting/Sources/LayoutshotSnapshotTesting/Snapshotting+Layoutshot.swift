import Foundation
import LayoutshotCore
import LayoutshotDiff
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotRender
import LayoutshotSnapshot
import SnapshotTesting

extension Snapshotting where Value: LayoutElement, Format == Data {
    /// Renders a layout built with Layoutshot's DSL to PNG: Linux image snapshots for
    /// swift-snapshot-testing.
    ///
    /// ```swift
    /// assertSnapshot(of: Inset(.all(8)) { Text("Hello") }, as: .layoutshot)
    /// ```
    /// Records: `__Snapshots__/CellTests/testCell.1.png`
    public static var layoutshot: Snapshotting { .layoutshot(.png) }

    /// Renders a layout in a size range (default: 375 pt wide, any height) at a scale, in one of
    /// Layoutshot's formats (`.png`, `.svg`, `.layout`, or one of your own).
    ///
    /// ```swift
    /// assertSnapshot(of: cell, as: .layoutshot(.svg, in: SizeRange(exactly: Size(320, 44)), scale: 3))
    /// ```
    /// Records: `__Snapshots__/CellTests/testCell.1.svg`
    public static func layoutshot<Rendered>(
        _ format: SnapshotFormat<PreparedScene, Rendered>,
        in range: SizeRange = SizeRange(min: .zero, max: Size(375, .infinity)),
        scale: Double = 2, background: Color = .white
    ) -> Snapshotting {
        .layoutshotStrategy(
            format.pullback { (element: Value) in
                try PreparedScene(
                    Scene(
                        root: element.node, sizeRange: range, scale: scale, background: background))
            })
    }
}

extension Snapshotting where Value == URL, Format == Data {
    /// Renders a fixture file to PNG.
    ///
    /// ```swift
    /// assertSnapshot(of: try XCTUnwrap(Bundle.module.url(forResource: "cell", withExtension: "yaml")), as: .layoutshot)
    /// ```
    /// Records: `__Snapshots__/CellTests/testCell.1.png`
    public static var layoutshot: Snapshotting { .layoutshot(.png) }

    /// Renders a fixture file in one of Layoutshot's formats (`.png`, `.svg`, `.layout`, or one
    /// of your own); errors are located in the file.
    public static func layoutshot<Rendered>(_ format: SnapshotFormat<PreparedScene, Rendered>)
        -> Snapshotting
    {
        .layoutshotStrategy(format.pullback { (url: URL) in try PreparedScene(fixtureAt: url) })
    }
}

extension Snapshotting where Format == Data {
    /// Any Layoutshot format as a strategy: the format renders the value and compares it with
    /// the reference as `check` and the assertions do (`Diffing.layoutshot(_:_:)`), so a
    /// format of your own is diffed by its own comparison, whatever its extension. A value that
    /// cannot be loaded or rendered becomes an error marker that never matches, so the test
    /// fails with the error instead of recording garbage silently.
    static func layoutshotStrategy<Rendered>(_ format: SnapshotFormat<Value, Rendered>)
        -> Snapshotting
    {
        let renderings = RecentRenderings<Rendered>()
        return Snapshotting(
            pathExtension: format.pathExtension, diffing: .layoutshot(format, renderings)
        ) { value in
            do {
                let rendering = try format.render(value)
                let bytes = Data(try rendering.primary())
                renderings.keep(rendering, as: bytes)
                return bytes
            } catch {
                return LayoutshotSnapshotError.marker("\(error)")
            }
        }
    }
}
