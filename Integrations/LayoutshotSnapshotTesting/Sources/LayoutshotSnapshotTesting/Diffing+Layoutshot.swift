import Foundation
import LayoutshotDiff
import LayoutshotRender
import SnapshotTesting

extension Diffing where Value == Data {
    /// PNGs compared as decoded pixels: a failure says how many pixels differ and where.
    static var layoutshotPNG: Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            if let error = LayoutshotSnapshotError.text(in: actual) {
                return ("Layoutshot could not render: \(error)", [])
            }
            if reference == actual { return nil }
            do {
                let expected = try PNGCodec.decode([UInt8](reference), file: "reference")
                let current = try PNGCodec.decode([UInt8](actual), file: "actual")
                let result = PixelDiff.compare(expected.image, current.image)
                switch result {
                case .sizeMismatch(let a, let b):
                    return (
                        "Layoutshot: reference \(a.width)×\(a.height) px but rendered \(b.width)×\(b.height) px.",
                        [.data(actual, name: "actual.png")]
                    )
                case .compared(let comparison):
                    guard comparison.differentPixels > 0 else { return nil }
                    let diff = DiffPictures.diffImage(expected: expected.image, comparison: comparison)
                    var message =
                        "Layoutshot: \(comparison.differentPixels) pixels differ "
                        + "(\(SnapshotComparison.percent(comparison.ratio)))"
                    if let box = comparison.boundingBox {
                        message += " within (\(box.x), \(box.y)) \(box.width)×\(box.height)"
                    }
                    if let before = expected.text["layoutshot:renderer"],
                        let after = current.text["layoutshot:renderer"],
                        before != after
                    {
                        message += "; renderer changed: \(before) → \(after)"
                    }
                    return (
                        message + ".",
                        [
                            .data(actual, name: "actual.png"),
                            .data(Data((try? PNGCodec.encode(diff)) ?? []), name: "diff.png"),
                        ]
                    )
                }
            } catch {
                return ("Layoutshot: \(error)", [])
            }
        }
    }

    /// Documents compared byte for byte (SVG, layout text).
    static func layoutshotBytes(_ pathExtension: String) -> Diffing {
        let name = pathExtension == "svg" ? "SVG" : pathExtension
        return .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            if let error = LayoutshotSnapshotError.text(in: actual) {
                return ("Layoutshot could not render: \(error)", [])
            }
            return reference == actual
                ? nil
                : (
                    "Layoutshot: the \(name) differs from the reference.",
                    [.data(actual, name: "actual.\(pathExtension)")]
                )
        }
    }
}
