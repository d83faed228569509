import Foundation
import LayoutshotTestSupport
import Testing

@testable import LayoutshotReport

/// The report page's script and stylesheet are the files in `Sources/LayoutshotReport/Assets`,
/// embedded by the EmbedAssets plugin: the constants hold the files' bytes, and the page holds
/// them between its tags.
struct ReportAssetsTests {
    static let folder = PackageFolder.root.appendingPathComponent("Sources/LayoutshotReport/Assets")

    @Test(arguments: [("report.js", ReportAssets.reportJS), ("report.css", ReportAssets.reportCSS)])
    func theEmbeddedAssetIsTheFileByteForByte(name: String, embedded: String) throws {
        let file = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        #expect(Array(embedded.utf8) == Array(file))
    }

    @Test func thePageHoldsTheStylesheetAndTheScript() {
        let page = HTMLReport.render(Report(snapshots: []))
        #expect(page.contains("<style>\n" + ReportAssets.reportCSS + "\n</style>"))
        #expect(page.contains("<script>\n" + ReportAssets.reportJS + "\n</script>"))
    }
}
