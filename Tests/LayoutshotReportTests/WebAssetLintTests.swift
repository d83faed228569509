import Foundation
import LayoutshotTestSupport
import Testing

/// `scripts/web/lint.sh` (run by `make test`) lints the report's and the preview's JavaScript and
/// CSS with Biome, installed from PyPI into `.build/lint-venv` on first use: the assets pass, and
/// a copy with a name no script declares and a property CSS does not have fails with both.
struct WebAssetLintTests {
    static let script = PackageFolder.root.appendingPathComponent("scripts/web/lint.sh")

    @Test func theAssetsPassTheLinter() throws {
        let result = try CommandRunner.run(
            [Self.script.path], executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(result.status == 0, "lint.sh failed:\n\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("Checked 5 files"))
    }

    @Test func aPlantedErrorFailsTheLinter() throws {
        let assets = PackageFolder.root.appendingPathComponent("Sources/LayoutshotReport/Assets")
        let script = try String(
            contentsOf: assets.appendingPathComponent("report.js"), encoding: .utf8)
        let style = try String(
            contentsOf: assets.appendingPathComponent("report.css"), encoding: .utf8)
        let folder = try CommandRunner.folder(with: [
            "report.js": script.replacingOccurrences(of: "zooms.indexOf", with: "zoms.indexOf"),
            "report.css": style + "\n.top { colr: red; }\n",
        ])
        let result = try CommandRunner.run(
            [Self.script.path, "report.js", "report.css"], in: folder,
            executable: URL(fileURLWithPath: "/bin/bash"))
        // Biome prints its findings on stderr.
        let output = result.stdout + result.stderr
        #expect(result.status == 1)
        #expect(output.contains("The zoms variable is undeclared."), "\(output)")
        #expect(output.contains("report.css:") && output.contains("noUnknownProperty"), "\(output)")
    }
}
