import Foundation
import LayoutshotCore
import LayoutshotDiff
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotRender
import LayoutshotSnapshot
import SnapshotTesting

/// The output a `.layoutshot` strategy stores.
public enum LayoutshotFormat: Sendable {
    /// The rendered PNG, compared pixel by pixel.
    case png
    /// The canonical SVG, compared byte for byte.
    case svg
}

extension Snapshotting where Value: LayoutElement, Format == Data {
    /// Renders a layout built with Layoutshot's DSL to PNG: Linux image snapshots for
    /// swift-snapshot-testing.
    ///
    /// ```swift
    /// assertSnapshot(of: Inset(.all(8)) { Text("Hello") }, as: .layoutshot)
    /// ```
    /// Records: `__Snapshots__/CellTests/testCell.1.png`
    public static var layoutshot: Snapshotting { .layoutshot(.png) }

    /// Renders a layout to PNG or SVG in a size range (default: 375 pt wide, any height) at a scale.
    ///
    /// ```swift
    /// assertSnapshot(of: cell, as: .layoutshot(.svg, in: SizeRange(exactly: Size(320, 44)), scale: 3))
    /// ```
    /// Records: `__Snapshots__/CellTests/testCell.1.svg`
    public static func layoutshot(_ format: LayoutshotFormat, in range: SizeRange = SizeRange(min: .zero, max: Size(375, .infinity)),
                                  scale: Double = 2, background: Color = .white) -> Snapshotting {
        Snapshotting<LayoutshotSubject, Data>.layoutshotScene(format).pullback { element in
            .scene(Scene(root: element.node, sizeRange: range, scale: scale, background: background),
                   describe: { $0.description })
        }
    }
}

extension Snapshotting where Value == URL, Format == Data {
    /// Renders a fixture file to PNG (or SVG).
    ///
    /// ```swift
    /// assertSnapshot(of: try XCTUnwrap(Bundle.module.url(forResource: "cell", withExtension: "yaml")), as: .layoutshot)
    /// ```
    /// Records: `__Snapshots__/CellTests/testCell.1.png`
    public static var layoutshot: Snapshotting { .layoutshot(.png) }

    /// Renders a fixture file to PNG or SVG.
    public static func layoutshot(_ format: LayoutshotFormat) -> Snapshotting {
        Snapshotting<LayoutshotSubject, Data>.layoutshotScene(format).pullback { url in
            do {
                let fixture = try FixtureLoader.load(path: url.path)
                return .scene(fixture.scene, describe: { fixture.error($0).description })
            } catch {
                return .failure("\(error)")
            }
        }
    }
}

/// What the base strategy renders: a scene with the way its errors are worded (located in the
/// fixture file, or by node path for a layout built in Swift), or why there is none.
enum LayoutshotSubject {
    case scene(Scene, describe: (SceneError) -> String)
    case failure(String)
}

extension Snapshotting where Value == LayoutshotSubject, Format == Data {
    /// The base strategy: a scene rendered to PNG or SVG. A subject that cannot be loaded or
    /// rendered produces an error marker that never matches, so the test fails with the error
    /// instead of recording garbage silently.
    static func layoutshotScene(_ format: LayoutshotFormat) -> Snapshotting {
        Snapshotting(pathExtension: format == .png ? "png" : "svg",
                     diffing: format == .png ? .layoutshotPNG : .layoutshotBytes) { (subject: LayoutshotSubject) -> Data in
            switch subject {
            case .failure(let message):
                return LayoutshotSnapshotError.marker(message)
            case .scene(let scene, let describe):
                do {
                    let renderer = try Renderer(fontDirectories: scene.fontDirectories)
                    let prepared: Renderer.Prepared
                    do {
                        prepared = try renderer.prepare(scene)
                    } catch let error as SceneError {
                        return LayoutshotSnapshotError.marker(describe(error))
                    }
                    return Data(format == .png ? try renderer.png(of: prepared) : try renderer.svg(of: prepared))
                } catch {
                    return LayoutshotSnapshotError.marker("\(error)")
                }
            }
        }
    }
}

extension Diffing where Value == Data {
    /// PNGs compared as decoded pixels: a failure says how many pixels differ and where.
    static var layoutshotPNG: Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            if let error = LayoutshotSnapshotError.text(in: actual) { return ("Layoutshot could not render: \(error)", []) }
            if reference == actual { return nil }
            do {
                let expected = try PNGCodec.decode([UInt8](reference), file: "reference")
                let current = try PNGCodec.decode([UInt8](actual), file: "actual")
                let result = PixelDiff.compare(expected.image, current.image)
                switch result {
                case .sizeMismatch(let a, let b):
                    return ("Layoutshot: reference \(a.width)×\(a.height) px but rendered \(b.width)×\(b.height) px.",
                            [.data(actual, name: "actual.png")])
                case .compared(let comparison):
                    guard comparison.differentPixels > 0 else { return nil }
                    let diff = DiffPictures.diffImage(expected: expected.image, comparison: comparison)
                    var message = "Layoutshot: \(comparison.differentPixels) pixels differ "
                        + "(\(SnapshotComparison.percent(comparison.ratio)))"
                    if let box = comparison.boundingBox { message += " within (\(box.x), \(box.y)) \(box.width)×\(box.height)" }
                    if let before = expected.text["layoutshot:renderer"], let after = current.text["layoutshot:renderer"],
                       before != after {
                        message += "; renderer changed: \(before) → \(after)"
                    }
                    return (message + ".", [.data(actual, name: "actual.png"), .data(Data((try? PNGCodec.encode(diff)) ?? []), name: "diff.png")])
                }
            } catch {
                return ("Layoutshot: \(error)", [])
            }
        }
    }

    /// Documents compared byte for byte (SVG).
    static var layoutshotBytes: Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            if let error = LayoutshotSnapshotError.text(in: actual) { return ("Layoutshot could not render: \(error)", []) }
            return reference == actual ? nil : ("Layoutshot: the SVG differs from the reference.", [.data(actual, name: "actual.svg")])
        }
    }
}
