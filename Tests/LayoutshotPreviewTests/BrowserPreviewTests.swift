import Foundation
import LayoutshotTestSupport
import Testing

/// `layoutshot-preview` in headless Chromium: `scripts/preview/browser-test.sh` installs
/// Chromium, chromedriver and selenium when missing, starts the server on a free loopback port
/// and edits, breaks and fixes a fixture on disk, hovers, drags the width slider, shows a
/// fixture's variants, saves an image a fixture draws, explains a selected node (and one whose id is
/// markup), and tries path escapes. Nothing is skipped: without the tooling this test fails with the script's message.
struct BrowserPreviewTests {
    @Test func editingAFixtureUpdatesThePageLive() throws {
        let script = PackageFolder.root.appendingPathComponent("scripts/preview/browser-test.sh")
        let screenshot = PackageFolder.root.appendingPathComponent(
            ".build/preview-browser/preview.png")
        let result = try CommandRunner.run(
            [Self.previewBinary.path, screenshot.path, "--saves", "10"], executable: script)
        #expect(result.status == 0, "browser-test.sh failed:\n\(result.stdout)\(result.stderr)")
        for check in [
            "ok  path escapes", "ok  a save redraws the picture without a reload",
            "ok  a broken save shows",
            "ok  the next good save clears the error",
            "ok  hover shows 'text #title frame (12, 12)",
            "ok  clicking selects 'text #title' in the tree; the selection survives a save",
            "style: flexShrink 1",
            "ok  the selected node is explained beside the tree: '`title` (root.child.children[0]): (10, 10) 300 × 37.5'",
            "'ceiled to the pixel grid at scale 2, as ASLayout stores sizes: 300 × 37.5.'",
            "ok  the slider re-lays out at 180 pt",
            "ok  the explanation follows the slider: '`title` (root.child.children[0]): (10, 10) 160 × 56'",
            "ok  reference beside the render",
            "ok  variants side by side: w200-light, w200-dark, w260-light, w260-dark; redrawn on a save",
            "ok  saving an image the fixture draws redraws the fixture",
            "ok  fixture names are shown as text",
            "ok  a hostile id is shown as text in the tree and the explanation",
            "ok  no console errors", "ok  Ctrl-C stops the server (exit 0)",
        ] {
            #expect(result.stdout.contains(check), "missing: \(check)\n\(result.stdout)")
        }
        #expect(FileManager.default.fileExists(atPath: screenshot.path))
    }

    /// `layoutshot-preview`, built beside `layoutshot`.
    static var previewBinary: URL {
        CommandRunner.binary.deletingLastPathComponent().appendingPathComponent(
            "layoutshot-preview")
    }
}
