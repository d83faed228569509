import Foundation
import LayoutshotDiff
import LayoutshotSnapshot
import SnapshotTesting

extension Diffing where Value == Data {
    /// The diffing of `format`: its own comparison (`SnapshotFormat.compare`), the one `check`
    /// and the assertions run, whatever the file's extension: pictures by their pixels and
    /// renderer, documents by their first differing line. swift-snapshot-testing hands a diffing
    /// only the two files' bytes, so the actual one is looked up among the strategy's latest
    /// `renderings`; the failure's files (actual, diff, composite, crops) become attachments.
    static func layoutshot<Subject, Rendered>(
        _ format: SnapshotFormat<Subject, Rendered>, _ renderings: RecentRenderings<Rendered>
    ) -> Diffing {
        let ext = format.pathExtension
        return .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            if let error = LayoutshotSnapshotError.text(in: actual) {
                return ("Layoutshot could not render: \(error)", [])
            }
            if reference == actual { return nil }
            guard let rendering = renderings.rendering(of: actual) else {
                return (
                    "Layoutshot: the \(ext) differs from the reference.",
                    [.data(actual, name: "actual.\(ext)")]
                )
            }
            do {
                let stored = StoredReference(path: "reference.\(ext)", bytes: [UInt8](reference))
                guard let mismatch = try format.compare(rendering, stored, .exact) else {
                    return nil
                }
                var message = "Layoutshot: \(mismatch.summary)"
                if case .compared(let pixels)? = mismatch.comparison?.pixels,
                    let box = pixels.boundingBox
                {
                    message += " within (\(box.x), \(box.y)) \(box.width)×\(box.height)"
                }
                // The reference is swift-snapshot-testing's own file: attach what differs.
                let attachments = SnapshotArtifacts.named(
                    mismatch.files.filter { $0.file != .reference && $0.file != .referenceSidecar },
                    pathExtension: ext)
                return (message + ".", attachments.map { .data(Data($0.bytes), name: $0.name) })
            } catch {
                return ("Layoutshot: \(error)", [])
            }
        }
    }
}
