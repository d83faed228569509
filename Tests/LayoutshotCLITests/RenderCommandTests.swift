import Foundation
import LayoutshotTestSupport
import Testing

/// `layoutshot render`, run as a user runs it.
struct RenderCommandTests {
    static let cell = SampleFixtures.dotAndLabel(
        maxWidth: 240, text: "Grüße from Layoutshot", font: "DejaVu Sans 13")
    static let other = cell.replacingOccurrences(of: "Grüße", with: "Hello")

    func folder() throws -> URL {
        try CommandRunner.folder(with: [
            "cell.yaml": Self.cell, "other.yaml": Self.other,
            "bad.yaml": "root: {type: text, text: Hi, font: Comic Sans 12}",
        ])
    }

    func bytes(_ url: URL) -> Data? { FileManager.default.contents(atPath: url.path) }

    @Test func rendersOneFixtureToTheNamedFile() throws {
        let folder = try folder()
        let result = try CommandRunner.run(["render", "cell.yaml", "-o", "cell.png"], in: folder)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == "cell.png\n")
        let png = try #require(bytes(folder.appendingPathComponent("cell.png")))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let svg = try CommandRunner.run(["render", "cell.yaml", "-o", "cell.svg"], in: folder)
        #expect(svg.status == 0)
        #expect(
            String(
                decoding: try #require(bytes(folder.appendingPathComponent("cell.svg"))),
                as: UTF8.self
            )
            .contains("<svg"))
    }

    @Test func rendersManyIntoAFolderInParallel() throws {
        let folder = try folder()
        let result = try CommandRunner.run(
            ["render", "cell.yaml", "other.yaml", "--out-dir", "out", "--format", "svg"], in: folder
        )
        #expect(result.status == 0)
        #expect(result.stdout == "out/cell.svg\nout/other.svg\n")
    }

    @Test func outputDoesNotDependOnTheEnvironmentOrTheNumberOfJobs() throws {
        let folder = try folder()
        let home = folder.appendingPathComponent("home")
        let fontconfig = home.appendingPathComponent(".config/fontconfig")
        try FileManager.default.createDirectory(at: fontconfig, withIntermediateDirectories: true)
        try """
        <?xml version="1.0"?><fontconfig><match target="font"><edit name="antialias" mode="assign"><bool>false</bool></edit>\
        <edit name="hintstyle" mode="assign"><const>hintfull</const></edit><edit name="rgba" mode="assign"><const>rgb</const></edit>\
        </match><alias><family>DejaVu Sans</family><prefer><family>DejaVu Serif</family></prefer></alias></fontconfig>
        """.write(
            to: fontconfig.appendingPathComponent("fonts.conf"), atomically: true, encoding: .utf8)
        let plain = try CommandRunner.run(
            ["render", "cell.yaml", "other.yaml", "--out-dir", "a", "--jobs", "1"], in: folder)
        let hostile = try CommandRunner.run(
            ["render", "cell.yaml", "other.yaml", "--out-dir", "b", "--jobs", "4"], in: folder,
            environment: [
                "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
                "FONTCONFIG_FILE": fontconfig.appendingPathComponent("fonts.conf").path,
                "FONTCONFIG_PATH": fontconfig.path, "LANG": "ja_JP.UTF-8", "LC_ALL": "de_DE.UTF-8",
                "TZ": "Pacific/Kiritimati",
            ])
        #expect(plain.status == 0 && hostile.status == 0)
        for name in ["cell.png", "other.png"] {
            let a = bytes(folder.appendingPathComponent("a/\(name)"))
            let b = bytes(folder.appendingPathComponent("b/\(name)"))
            #expect(a != nil && a == b, "\(name) differs between environments")
        }
    }

    @Test func aFailedRenderReplacesNothingAndExitsTwo() throws {
        let folder = try folder()
        let target = folder.appendingPathComponent("bad.png")
        try Data("previous".utf8).write(to: target)
        let result = try CommandRunner.run(["render", "bad.yaml", "-o", "bad.png"], in: folder)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr.hasPrefix(
                "error: bad.yaml:1:36: root: unknown font family 'Comic Sans'; available: DejaVu Sans,"
            ))
        #expect(bytes(target) == Data("previous".utf8))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".tmp")
        }
        #expect(leftovers.isEmpty)
    }

    @Test func goodFixturesAreWrittenEvenWhenOthersFail() throws {
        let folder = try folder()
        let result = try CommandRunner.run(
            ["render", "cell.yaml", "bad.yaml", "--out-dir", "out"], in: folder)
        #expect(result.status == 2)
        #expect(result.stdout == "out/cell.png\n")
        #expect(bytes(folder.appendingPathComponent("out/bad.png")) == nil)
    }

    @Test func formatMismatchesAndUnwritableFoldersExitTwo() throws {
        let folder = try folder()
        let mismatch = try CommandRunner.run(
            ["render", "cell.yaml", "-o", "cell.png", "--format", "svg"], in: folder)
        #expect(mismatch.status == 2)
        #expect(
            mismatch.stderr == "error: cell.png: --format svg does not match the extension .png\n")
        let unknown = try CommandRunner.run(["render", "cell.yaml", "-o", "cell.jpg"], in: folder)
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr
                == "error: cell.jpg: unknown output format '.jpg'; expected .png or .svg\n")
        let blocked = folder.appendingPathComponent("file")
        try Data().write(to: blocked)
        let unwritable = try CommandRunner.run(
            ["render", "cell.yaml", "--out-dir", "file/sub"], in: folder)
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.hasPrefix("error: cannot create the output folder file/sub"))
    }

    @Test func usageErrorsExitSixtyFour() throws {
        let folder = try folder()
        #expect(
            try CommandRunner.run(["render", "cell.yaml", "other.yaml", "-o", "x.png"], in: folder)
                .status == 64)
        #expect(
            try CommandRunner.run(["render", "cell.yaml", "--scale", "0"], in: folder).status == 64)
        #expect(try CommandRunner.run(["render"], in: folder).status == 64)
    }

    @Test func svgRendersBackToTheSamePicture() throws {
        let folder = try folder()
        #expect(
            try CommandRunner.run(
                ["render", "cell.yaml", "-o", "cell.png", "--scale", "1"], in: folder
            ).status == 0)
        #expect(
            try CommandRunner.run(["render", "cell.yaml", "-o", "cell.svg"], in: folder).status == 0
        )
        let rsvg = Process()
        rsvg.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
        rsvg.arguments = [
            "--format", "png", "--dpi-x", "72", "--dpi-y", "72", "-o", "back.png", "cell.svg",
        ]
        rsvg.currentDirectoryURL = folder
        try rsvg.run()
        rsvg.waitUntilExit()
        #expect(rsvg.terminationStatus == 0)
        let ours = try PNGPixels(folder.appendingPathComponent("cell.png"))
        let back = try PNGPixels(folder.appendingPathComponent("back.png"))
        #expect(ours.width == back.width && ours.height == back.height)
        // Glyph antialiasing differs between Cairo and librsvg (measured: 1.8 % of pixels
        // beyond 96 levels, mean difference 4.9 levels); shapes, positions and colours may not.
        let far = ours.countPixels(differingFrom: back, by: 96)
        #expect(
            Double(far) / Double(ours.width * ours.height) < 0.03,
            "\(far) pixels differ by more than 96")
        #expect(ours.meanDifference(from: back) < 8)
    }
}
