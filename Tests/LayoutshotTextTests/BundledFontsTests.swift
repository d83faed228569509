import Foundation
import Testing

@testable import LayoutshotText

/// Where Layoutshot's own fonts are looked for, in order, without `Bundle.module` (which traps).
struct BundledFontsTests {
    @Test func theEnvironmentVariableIsTheOnlyPlaceWhenSet() {
        let candidates = BundledFonts.candidates(
            environment: ["LAYOUTSHOT_FONTS_DIR": "/opt/fonts"],
            executable: URL(fileURLWithPath: "/usr/local/bin/layoutshot"))
        #expect(candidates == ["/opt/fonts"])
    }

    @Test func otherwiseThePrefixTheBuildFolderAndTheSources() throws {
        let candidates = BundledFonts.candidates(
            environment: [:],
            executable: URL(fileURLWithPath: "/nonexistent/prefix/bin/layoutshot"))
        #expect(candidates.count == 4)
        #expect(candidates[0] == "/nonexistent/prefix/share/layoutshot/fonts")
        #expect(
            candidates[1] == "/nonexistent/prefix/bin/Layoutshot_LayoutshotText.resources/Fonts")
        #expect(candidates[2] == "/nonexistent/prefix/bin/Layoutshot_LayoutshotText.bundle/Fonts")
        #expect(candidates[3].hasSuffix("/Sources/LayoutshotText/Resources/Fonts"))
        #expect(FileManager.default.fileExists(atPath: candidates[3] + "/DejaVuSans.ttf"))
    }

    /// The executable is the kernel's link on Linux, the file this process runs.
    @Test func theExecutableIsTheRunningFile() throws {
        let executable = try #require(BundledFonts.executable())
        #expect(FileManager.default.isExecutableFile(atPath: executable.path))
        #expect(
            executable.path
                == URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path)
    }

    @Test func theTestRunFindsTheTwelveDejaVuFontsAndTheScriptFonts() throws {
        let folder = try BundledFonts.directory()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
            $0.hasSuffix(".ttf")
        }
        #expect(files.count == 15)
        #expect(BundledFonts.scriptFiles.isSubset(of: Set(files)))
        #expect(try FontSet.shared().files.allSatisfy { $0.hasPrefix(folder + "/") })
    }
}
