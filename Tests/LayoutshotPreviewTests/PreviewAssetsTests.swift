import Foundation
import LayoutshotTestSupport
import Testing

@testable import LayoutshotPreview

/// The preview page's style and scripts are the files in `Sources/LayoutshotPreview/Assets`,
/// embedded by the EmbedAssets plugin: the constants hold the files' bytes, and the page holds
/// them between its tags, the explanation's script before the page's own.
struct PreviewAssetsTests {
    static let folder = PackageFolder.root.appendingPathComponent(
        "Sources/LayoutshotPreview/Assets")

    @Test(arguments: [
        ("preview.js", PreviewAssets.previewJS), ("explain.js", PreviewAssets.explainJS),
        ("preview.css", PreviewAssets.previewCSS),
    ])
    func theEmbeddedAssetIsTheFileByteForByte(name: String, embedded: String) throws {
        let file = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        #expect(Array(embedded.utf8) == Array(file))
    }

    @Test func thePageHoldsTheStyleAndTheScripts() {
        let page = PreviewPage.html
        #expect(page.contains("<style>" + PreviewAssets.previewCSS + "</style>"))
        #expect(
            page.contains(
                "<script>" + PreviewAssets.explainJS + "</script>\n<script>"
                    + PreviewAssets.previewJS + "</script>"))
    }
}
