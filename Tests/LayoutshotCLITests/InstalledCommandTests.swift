import Foundation
import LayoutshotTestSupport
import Testing

/// `layoutshot` away from its build folder, as `make install` lays it out: its fonts are found in
/// the prefix's `share/layoutshot/fonts`, and without them it exits 2 saying where it looked.
struct InstalledCommandTests {
    static let fixture = """
        sizeRange: {min: [0, 0], max: [200, .inf]}
        root: {type: text, id: hello, text: "Installed", font: "DejaVu Sans 13"}
        """

    /// A prefix with `bin/layoutshot` (a copy of the built binary) and, when `fonts`, the fonts.
    func prefix(fonts: Bool) throws -> URL {
        let prefix = try CommandRunner.folder(with: ["work/hello.yaml": Self.fixture])
        let bin = prefix.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CommandRunner.binary, to: bin.appendingPathComponent("layoutshot"))
        if fonts {
            let share = prefix.appendingPathComponent("share/layoutshot/fonts")
            try FileManager.default.createDirectory(
                at: share.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: PackageFolder.root.appendingPathComponent(
                    "Sources/LayoutshotText/Resources/Fonts"),
                to: share)
        }
        return prefix
    }

    @Test func aCopiedBinaryFindsTheFontsOfItsPrefix() throws {
        let prefix = try prefix(fonts: true)
        let work = prefix.appendingPathComponent("work")
        let installed = try CommandRunner.run(
            ["render", "hello.yaml", "-o", "installed.png"], in: work,
            executable: prefix.appendingPathComponent("bin/layoutshot"))
        #expect(installed.status == 0, "\(installed.stderr)")
        let built = try CommandRunner.run(["render", "hello.yaml", "-o", "built.png"], in: work)
        #expect(built.status == 0)
        let pictures = ["installed.png", "built.png"].map {
            FileManager.default.contents(atPath: work.appendingPathComponent($0).path)
        }
        #expect(pictures[0] != nil && pictures[0] == pictures[1])
    }

    @Test func withoutItsFontsItExits2SayingWhereItLooked() throws {
        let prefix = try prefix(fonts: false)
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUTSHOT_FONTS_DIR"] = prefix.appendingPathComponent("nowhere").path
        let result = try CommandRunner.run(
            ["render", "hello.yaml", "-o", "out.png"],
            in: prefix.appendingPathComponent("work"), environment: environment,
            executable: prefix.appendingPathComponent("bin/layoutshot"))
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "Layoutshot's own fonts were not found: looked in \(prefix.path)/nowhere; "
                    + "set LAYOUTSHOT_FONTS_DIR to a folder with DejaVuSans.ttf"))
        #expect(
            !FileManager.default.fileExists(
                atPath: prefix.appendingPathComponent("work/out.png").path))
    }
}
