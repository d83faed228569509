import Foundation
import LayoutshotReport

/// Fuzzes the readers of downloaded report folders: the input is written as `report.json`,
/// `references.json` and `manifest.json` of one folder, then read by `ReportMerge.read` (a
/// report or shard report, with its references), `ReportReferences.read` and
/// `ArtifactsManifest.read`. Each either reads it or throws a `ReportError`; what is read is
/// drafted and rendered as HTML, Markdown and JUnit, which MUST not trap on any names.
/// Seeds: `Fuzz/Corpus/report-json` (a report, a shard report, references, a manifest).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReportJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // Foundation's `FileManager.contents(atPath:)` leaks a 4 KiB buffer for every empty file it
    // reads (swift-foundation in Swift 6.3, not Layoutshot), which LeakSanitizer would report
    // for this input on every run. The readers' answer to an empty file is a unit test's job.
    guard size > 0 else { return 0 }
    let bytes = Data(bytes: data, count: size)
    let folder = ReportFolderUnderTest.folder
    for name in ["report.json", "references.json", "manifest.json"] {
        do {
            try bytes.write(to: URL(fileURLWithPath: folder + "/" + name))
        } catch {
            fatalError("cannot write \(name) into \(folder): \(error)")
        }
    }
    if let input = try? ReportMerge.read(folder) {
        _ = HTMLReport.render(input.report)
        _ = MarkdownSummary.render(input.report, imagePrefix: "images/", limit: 4_096)
        _ = JUnitReport.render(input.report)
        _ = try? ReportMerge.drafts([input, input])
    }
    _ = try? ReportReferences.read(folder)
    if let manifest = try? ArtifactsManifest.read(folder) {
        _ = try? manifest.drafts(in: folder)
    }
    return 0
}
