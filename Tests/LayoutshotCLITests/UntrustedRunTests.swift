import Foundation
import LayoutshotTestSupport
import Testing

/// Reports, shard reports and artefacts folders downloaded from a pull request's CI run are
/// untrusted: every path in them must stay inside its folder, and a run that names one outside
/// is refused as a whole (exit 2) with nothing written and nothing read from outside.
struct UntrustedRunTests {
    /// A project, and beside it a folder `<project>-outside` that a hostile run aims at.
    struct Sandbox {
        let project: CardProject
        let outside: URL
        /// `../<outside folder>` from the project.
        var up: String { "../" + outside.lastPathComponent }

        init() throws {
            project = try ApproveCommandTests.project()
            outside = URL(fileURLWithPath: project.folder.path + "-outside")
            try? FileManager.default.removeItem(at: outside)
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            // A file outside the report that a tampered report names as an actual picture.
            try FileManager.default.copyItem(
                at: project.url("report/images/cards/c/actual.png"),
                to: outside.appendingPathComponent("secret.png"))
        }

        /// Every file under the project and `outside`, with its bytes.
        func files() -> [String: Data] {
            var files: [String: Data] = [:]
            for base in [project.folder, outside] {
                let enumerator = FileManager.default.enumerator(
                    at: base, includingPropertiesForKeys: nil)
                while let url = enumerator?.nextObject() as? URL {
                    if let data = FileManager.default.contents(atPath: url.path) {
                        files[url.path] = data
                    }
                }
            }
            return files
        }

        /// Replaces `old` with `new` in the project's file `path`.
        func edit(_ path: String, _ old: String, _ new: String) throws {
            let text = project.text(path)
            #expect(text.contains(old), "\(path) holds no \(old)")
            try project.write(text.replacingOccurrences(of: old, with: new), to: path)
        }
    }

    static let refused =
        "; refused as a whole, nothing was written. The file was changed after Layoutshot wrote it: "
        + "use a report or artefacts folder written by layoutshot or assertLayoutSnapshot.\n"

    /// Runs `arguments` expecting exit 2 with `stderr`, and nothing changed on disk.
    func expectRefused(
        _ sandbox: Sandbox, _ arguments: [String], stderr: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = sandbox.files()
        let result = try sandbox.project.run(arguments)
        #expect(result.status == 2, sourceLocation: sourceLocation)
        #expect(result.stdout == "", sourceLocation: sourceLocation)
        #expect(result.stderr == stderr, sourceLocation: sourceLocation)
        #expect(sandbox.files() == before, "files changed", sourceLocation: sourceLocation)
    }

    @Test func aReportNamingAnActualOutsideItsFolderIsRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.edit(
            "report/report.json", "\"actual\" : \"images/cards/b/actual.png\"",
            "\"actual\" : \"../\(sandbox.up)/secret.png\"")
        let message =
            "error: report/report.json: snapshots[0] (cards/b) images.actual: ../\(sandbox.up)/secret.png leads outside "
            + "report (`..` above its top)" + Self.refused
        try expectRefused(sandbox, ["approve", "cards/b", "--from", "report"], stderr: message)
        // As a whole: the snapshots that were not tampered with are not approved either.
        try expectRefused(sandbox, ["approve", "cards/c", "--from", "report"], stderr: message)
        try expectRefused(sandbox, ["approve", "--all", "--from", "report"], stderr: message)
        // An absolute path is refused the same way.
        try sandbox.edit(
            "report/report.json", "../\(sandbox.up)/secret.png",
            sandbox.outside.path + "/secret.png")
        try expectRefused(
            sandbox, ["approve", "cards/b", "--from", "report"],
            stderr: "error: report/report.json: snapshots[0] "
                + "(cards/b) images.actual: \(sandbox.outside.path)/secret.png is absolute; only paths relative to report are accepted"
                + Self.refused)
    }

    @Test func referencesLeadingOutsideTheCheckoutAreRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.edit(
            "report/references.json", "\"cards/b\" : \"cards/b\"", "\"cards/b\" : \"../../x\"")
        try expectRefused(
            sandbox, ["approve", "cards/c", "--from", "report"],
            stderr: "error: report/references.json: "
                + "\"cards/b\": ../../x leads outside its folder (`..` above its top)"
                + Self.refused)
        try sandbox.edit("report/references.json", "\"../../x\"", "\"\(sandbox.outside.path)/x\"")
        try expectRefused(
            sandbox, ["approve", "cards/b", "--from", "report"],
            stderr: "error: report/references.json: "
                + "\"cards/b\": \(sandbox.outside.path)/x is absolute; only paths relative to its folder are accepted"
                + Self.refused)
        #expect(
            !FileManager.default.fileExists(
                atPath: sandbox.outside.appendingPathComponent("x.png").path))
        #expect(!FileManager.default.fileExists(atPath: "/x.png"))
    }

    @Test func aManifestWithAbsoluteOrClimbingPathsIsRefused() throws {
        let sandbox = try Sandbox()
        let project = sandbox.project
        let folder = "artifacts/CardTests/testCard.1"
        try FileManager.default.createDirectory(
            at: project.url(folder), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: project.url("report/images/cards/b/actual.png"),
            to: project.url("\(folder)/actual.png"))
        func manifest(reference: String, file: String = "CardTests/testCard.1/actual.png") throws {
            try project.write(
                """
                {"failures": [{"test": "CardTests/testCard()", "snapshot": "testCard.1", "reference": "\(reference)",
                  "kind": "geometry", "summary": "geometry: `swatch` width 24 → 20", "files": ["\(file)"]}]}
                """, to: "artifacts/manifest.json")
        }
        let entry = "error: artifacts/manifest.json: failures[0] (CardTests/testCard())"
        try manifest(reference: sandbox.outside.path + "/testCard.1.png")
        try expectRefused(
            sandbox, ["approve", "--all", "--from", "artifacts"],
            stderr: entry + " reference (relative to the "
                + "package root, the working directory): \(sandbox.outside.path)/testCard.1.png is absolute; only paths relative to "
                + "the working directory are accepted" + Self.refused)
        try manifest(reference: "Tests/../\(sandbox.up)/testCard.1.png")
        try expectRefused(
            sandbox, ["approve", "--all", "--from", "artifacts"],
            stderr: entry + " reference (relative to the "
                + "package root, the working directory): Tests/../\(sandbox.up)/testCard.1.png leads outside the working directory "
                + "(`..` above its top)" + Self.refused)
        // The actual file must come from the artefacts folder, for approve and for report alike.
        try manifest(reference: "Tests/testCard.1.png", file: "../\(sandbox.up)/secret.png")
        let outsideFile =
            entry
            + " files[0]: ../\(sandbox.up)/secret.png leads outside artifacts (`..` above its top)"
            + Self.refused
        try expectRefused(
            sandbox, ["approve", "--all", "--from", "artifacts"], stderr: outsideFile)
        try expectRefused(
            sandbox, ["report", "artifacts", "-o", "artifacts-report"], stderr: outsideFile)
        // The manifest itself may not be a link out of the artefacts folder.
        try manifest(reference: "Tests/testCard.1.png")
        try FileManager.default.moveItem(
            at: project.url("artifacts/manifest.json"),
            to: sandbox.outside.appendingPathComponent("m.json"))
        try FileManager.default.createSymbolicLink(
            at: project.url("artifacts/manifest.json"),
            withDestinationURL: sandbox.outside.appendingPathComponent("m.json"))
        try expectRefused(
            sandbox, ["approve", "--all", "--from", "artifacts"],
            stderr: "error: artifacts/manifest.json: the file "
                + "itself: manifest.json leads outside artifacts through the symbolic link manifest.json "
                + "(→ \(sandbox.outside.path)/m.json)" + Self.refused)
        try FileManager.default.removeItem(at: project.url("artifacts/manifest.json"))
        // A relative reference approves into this checkout.
        try manifest(reference: "Tests/testCard.1.png")
        let approved = try project.run(["approve", "--all", "--from", "artifacts"])
        #expect(approved.status == 0)
        #expect(
            approved.stdout
                == "approved CardTests/testCard.1: Tests/testCard.1.png\n1 approved (1 file), 0 skipped\n"
        )
        #expect(project.data("Tests/testCard.1.png") == project.data("\(folder)/actual.png"))
    }

    /// A manifest's `kind` is one of the comparison's kinds: any other is refused, naming them.
    @Test func aManifestOfAnUnknownKindIsRefusedNamingTheKinds() throws {
        let sandbox = try Sandbox()
        let project = sandbox.project
        try project.write(
            """
            {"failures": [{"test": "CardTests/testCard()", "snapshot": "testCard.1",
              "reference": "Tests/testCard.1.png", "kind": "size", "summary": "size", "files": []}]}
            """, to: "artifacts/manifest.json")
        let message =
            "error: artifacts/manifest.json: failures[0].kind: unknown kind \"size\" (expected geometry, paint, text "
            + "or renderer); refused as a whole, nothing was written. It is not a file that this Layoutshot wrote: "
            + "re-run the check (or the tests) to write it again.\n"
        try expectRefused(sandbox, ["approve", "--all", "--from", "artifacts"], stderr: message)
        try expectRefused(
            sandbox, ["report", "artifacts", "-o", "artifacts-report"], stderr: message)
    }

    @Test func aManifestApprovesIntoThePackageThatHoldsTheWorkingDirectory() throws {
        let sandbox = try Sandbox()
        let project = sandbox.project
        try project.write("// swift-tools-version:6.0\n", to: "Package.swift")
        try FileManager.default.createDirectory(
            at: project.url("Sources/App"), withIntermediateDirectories: true)
        let folder = "artifacts/CardTests/testCard.1"
        try FileManager.default.createDirectory(
            at: project.url(folder), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: project.url("report/images/cards/b/actual.png"),
            to: project.url("\(folder)/actual.png"))
        try project.write(
            """
            {"failures": [{"test": "CardTests/testCard()", "snapshot": "testCard.1",
              "reference": "Tests/__Snapshots__/CardTests/testCard.1.png", "kind": "geometry", "summary": "geometry",
              "files": ["CardTests/testCard.1/actual.png"]}]}
            """, to: "artifacts/manifest.json")
        // Run from a folder inside the package: the reference lands at the package root.
        let result = try CommandRunner.run(
            ["approve", "--all", "--from", "../../artifacts"], in: project.url("Sources/App"))
        #expect(result.status == 0, "\(result.stderr)")
        let root = try #require(
            realpath(project.folder.path, nil).map { pointer in
                defer { free(pointer) }
                return String(cString: pointer)
            })
        #expect(
            result.stdout
                == "approved CardTests/testCard.1: \(root)/Tests/__Snapshots__/CardTests/testCard.1.png\n"
                + "1 approved (1 file), 0 skipped\n")
        #expect(
            project.data("Tests/__Snapshots__/CardTests/testCard.1.png")
                == project.data("\(folder)/actual.png"))
        #expect(!project.exists("Sources/App/Tests"))
    }

    @Test func symbolicLinksOutOfTheFoldersAreRefused() throws {
        let sandbox = try Sandbox()
        let project = sandbox.project
        // The actual picture is a link to a file outside the report.
        let actual = project.url("report/images/cards/b/actual.png")
        try FileManager.default.removeItem(at: actual)
        try FileManager.default.createSymbolicLink(
            at: actual, withDestinationURL: sandbox.outside.appendingPathComponent("secret.png"))
        try expectRefused(
            sandbox, ["approve", "cards/b", "--from", "report"],
            stderr: "error: report/report.json: snapshots[0] "
                + "(cards/b) images.actual: images/cards/b/actual.png leads outside report through the symbolic link "
                + "images/cards/b/actual.png (→ \(sandbox.outside.path)/secret.png)" + Self.refused)
        try FileManager.default.removeItem(at: actual)
        try FileManager.default.copyItem(
            at: project.url("report/images/cards/c/actual.png"), to: actual)
        // The layout sidecar beside it is a link to a file outside.
        let sidecar = project.url("report/images/cards/b/actual.layout.json")
        try FileManager.default.moveItem(
            at: sidecar, to: sandbox.outside.appendingPathComponent("secret.layout.json"))
        try FileManager.default.createSymbolicLink(
            at: sidecar,
            withDestinationURL: sandbox.outside.appendingPathComponent("secret.layout.json"))
        try expectRefused(
            sandbox, ["approve", "cards/b", "--from", "report"],
            stderr: "error: report/report.json: snapshot cards/b "
                + "layout sidecar: images/cards/b/actual.layout.json leads outside report through the symbolic link "
                + "images/cards/b/actual.layout.json (→ \(sandbox.outside.path)/secret.layout.json)"
                + Self.refused)
        try FileManager.default.removeItem(at: sidecar)
        try FileManager.default.moveItem(
            at: sandbox.outside.appendingPathComponent("secret.layout.json"), to: sidecar)
        // report.json and references.json themselves may not be links out of the report.
        for file in ["report.json", "references.json"] {
            try FileManager.default.moveItem(
                at: project.url("report/\(file)"), to: sandbox.outside.appendingPathComponent(file))
            try FileManager.default.createSymbolicLink(
                at: project.url("report/\(file)"),
                withDestinationURL: sandbox.outside.appendingPathComponent(file))
            try expectRefused(
                sandbox, ["approve", "--all", "--from", "report"],
                stderr: "error: report/\(file): the file itself: "
                    + "\(file) leads outside report through the symbolic link \(file) (→ \(sandbox.outside.path)/\(file))"
                    + Self.refused)
            try FileManager.default.removeItem(at: project.url("report/\(file)"))
            try FileManager.default.moveItem(
                at: sandbox.outside.appendingPathComponent(file), to: project.url("report/\(file)"))
        }
        // The references' folder is a link to a folder outside the checkout.
        try FileManager.default.createSymbolicLink(
            at: project.url("refs"), withDestinationURL: sandbox.outside)
        try sandbox.edit(
            "report/references.json", "\"cards/b\" : \"cards/b\"", "\"cards/b\" : \"refs/b\"")
        try expectRefused(
            sandbox, ["approve", "cards/b", "--from", "report"],
            stderr: "error: report/references.json: "
                + "\"cards/b\": refs/b.png leads outside the working directory through the symbolic link refs (→ \(sandbox.outside.path))"
                + Self.refused)
        #expect(
            !FileManager.default.fileExists(
                atPath: sandbox.outside.appendingPathComponent("b.png").path))
        // A link that points to nothing is refused too: a write through it would land wherever it names.
        try FileManager.default.removeItem(at: project.url("refs"))
        try FileManager.default.createSymbolicLink(
            atPath: project.url("refs").path, withDestinationPath: "/nonexistent-layoutshot")
        try expectRefused(
            sandbox, ["approve", "cards/b", "--from", "report"],
            stderr: "error: report/references.json: "
                + "\"cards/b\": refs/b.png passes through the symbolic link refs in the working directory, which points to nothing"
                + Self.refused)
    }

    @Test func shardReportsThatLeaveTheirFolderAreNotMerged() throws {
        let sandbox = try Sandbox()
        let project = sandbox.project
        _ = try project.run(["check", "cards", "--shard", "1/2", "--report", "shards/1"])
        _ = try project.run(["check", "cards", "--shard", "2/2", "--report", "shards/2"])
        let owner = project.exists("shards/1/images/cards/b") ? "shards/1" : "shards/2"
        let index =
            try #require(
                project.text("\(owner)/report.json").components(separatedBy: "\"name\" : ")
                    .dropFirst()
                    .firstIndex { $0.hasPrefix("\"cards/b\"") }) - 1
        // A file in a snapshot's picture folder that links outside the shard's folder.
        let extra = project.url("\(owner)/images/cards/b/extra.png")
        try FileManager.default.createSymbolicLink(
            at: extra, withDestinationURL: sandbox.outside.appendingPathComponent("secret.png"))
        try expectRefused(
            sandbox, ["merge", "shards", "-o", "merged"],
            stderr: "error: \(owner)/report.json: snapshot cards/b: "
                + "images/cards/b/extra.png leads outside \(owner) through the symbolic link images/cards/b/extra.png "
                + "(→ \(sandbox.outside.path)/secret.png)" + Self.refused)
        #expect(!project.exists("merged"))
        try FileManager.default.removeItem(at: extra)
        // The picture folder itself is a link outside: refused where report.json names its first picture.
        let pictures = project.url("\(owner)/images/cards/b")
        try FileManager.default.moveItem(at: pictures, to: project.url("b-pictures"))
        try FileManager.default.createSymbolicLink(
            at: pictures, withDestinationURL: sandbox.outside)
        try expectRefused(
            sandbox, ["merge", "shards", "-o", "merged"],
            stderr: "error: \(owner)/report.json: snapshots[\(index)] "
                + "(cards/b) images.reference: images/cards/b/reference.png leads outside \(owner) through the symbolic link "
                + "images/cards/b (→ \(sandbox.outside.path))" + Self.refused)
        try FileManager.default.removeItem(at: pictures)
        try FileManager.default.moveItem(at: project.url("b-pictures"), to: pictures)
        // A shard's report.json that names a picture above its folder.
        try sandbox.edit(
            "\(owner)/report.json", "\"actual\" : \"images/cards/b/actual.png\"",
            "\"actual\" : \"../secret.png\"")
        try expectRefused(
            sandbox, ["merge", "shards/1", "shards/2", "-o", "merged"],
            stderr: "error: \(owner)/report.json: "
                + "snapshots[\(index)] (cards/b) images.actual: ../secret.png leads outside \(owner) (`..` above its top)"
                + Self.refused)
        // A shard folder that is a link out of the folder searched.
        try FileManager.default.createDirectory(
            at: project.url("downloads"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: project.url("downloads/shard-1"), withDestinationURL: sandbox.outside)
        try expectRefused(
            sandbox, ["merge", "downloads", "-o", "merged"],
            stderr: "error: downloads/shard-1: a folder searched for "
                + "shard reports: shard-1 leads outside downloads through the symbolic link shard-1 (→ \(sandbox.outside.path))"
                + Self.refused)
        #expect(!project.exists("merged"))
    }

    @Test(arguments: [
        (
            "\"status\" : \"failed\"", "\"status\" : \"weird\"",
            "snapshots[0].status: unknown status \"weird\" (expected failed, new, removed or passed)"
        ),
        ("\"status\" : \"failed\",", "", "snapshots[0].status: is missing"),
        ("\"status\" : \"failed\"", "\"status\" : 3", "snapshots[0].status: is not a string"),
        ("\"snapshots\" : [", "\"snapshots\" : 5, \"other\" : [", "snapshots: is not an array"),
    ])
    func reportsOfAnotherShapeAreRefusedWithTheEntry(old: String, new: String, entry: String) throws
    {
        let sandbox = try Sandbox()
        let text = sandbox.project.text("report/report.json")
        let first = try #require(text.range(of: old))
        try sandbox.project.write(
            text.replacingCharacters(in: first, with: new), to: "report/report.json")
        let message =
            "error: report/report.json: \(entry); refused as a whole, nothing was written. It is not a file that "
            + "this Layoutshot wrote: re-run the check (or the tests) to write it again.\n"
        try expectRefused(sandbox, ["approve", "--all", "--from", "report"], stderr: message)
        try expectRefused(sandbox, ["merge", "report", "-o", "merged"], stderr: message)
    }
}
