import Foundation
import LayoutshotTestSupport
import Testing

/// `layoutshot check`, `record` and `diff`, run as a user runs them.
struct SnapshotCommandTests {
    static let card = SampleFixtures.card

    func folder() throws -> URL {
        try CommandRunner.folder(with: ["cards/card.yaml": Self.card])
    }

    @Test func recordThenCheckPasses() throws {
        let folder = try folder()
        let record = try CommandRunner.run(["record", "cards"], in: folder)
        #expect(record.status == 0)
        #expect(record.stdout == "recorded cards/card.png\n1 recorded, 0 unchanged, 0 failed\n")
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("cards/card.layout.json").path))
        let check = try CommandRunner.run(["check", "cards"], in: folder)
        #expect(check.status == 0)
        #expect(check.stdout == "1 passed, 0 failed\n")
        let missing = try CommandRunner.run(["record", "cards", "--missing"], in: folder)
        #expect(missing.stdout == "0 recorded, 1 unchanged, 0 failed\n")
    }

    /// `record` is `check` with a record mode: a reference that matches is not written again
    /// (its modification time stays), unless `--all` asks for every one.
    @Test func recordLeavesMatchingReferencesAsTheyAre() throws {
        let folder = try folder()
        #expect(try CommandRunner.run(["record", "cards"], in: folder).status == 0)
        let files = ["cards/card.png", "cards/card.layout.json"].map {
            folder.appendingPathComponent($0).path
        }
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for file in files {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file)
        }
        func modified() throws -> [Date?] {
            try files.map {
                try FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date
            }
        }
        for which in [[], ["--failed"], ["--missing"]] {
            let again = try CommandRunner.run(["record", "cards"] + which, in: folder)
            #expect(again.status == 0)
            #expect(again.stdout == "0 recorded, 1 unchanged, 0 failed\n", "\(which)")
            #expect(try modified() == [past, past], "\(which)")
        }
        let all = try CommandRunner.run(["record", "cards", "--all"], in: folder)
        #expect(all.stdout == "recorded cards/card.png\n1 recorded, 0 unchanged, 0 failed\n")
        #expect(try modified().allSatisfy { ($0 ?? past) > past })
    }

    /// The gallery on four workers: every fixture passes whatever thread drew it, and `record`
    /// of a copy writes nothing, each reference matching (one of the parallel paths `make tsan`
    /// runs under ThreadSanitizer; a report there fails the child, and so the test).
    @Test func theGalleryChecksAndRecordsNothingOnFourWorkers() throws {
        let folder = try TemporaryFolder.make("gallery")
        try FileManager.default.copyItem(
            at: PackageFolder.root.appendingPathComponent("Snapshots"),
            to: folder.appendingPathComponent("Snapshots"))
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUTSHOT_PROGRESS"] = "none"
        let check = try CommandRunner.run(
            ["check", "Snapshots", "--jobs", "4"], in: folder, environment: environment)
        #expect(check.status == 0 && check.stderr == "", "\(check.stderr)")
        let passed =
            check.stdout.split(separator: "\n").last.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
        #expect(
            passed >= 17 && check.stdout.hasSuffix("\(passed) passed, 0 failed\n"),
            "\(check.stdout)")
        let record = try CommandRunner.run(
            ["record", "Snapshots", "--jobs", "4"], in: folder, environment: environment)
        #expect(record.status == 0 && record.stderr == "", "\(record.stderr)")
        #expect(record.stdout == "0 recorded, \(passed) unchanged, 0 failed\n")
    }

    @Test func checkSaysWhatChangedAndExitsOne() throws {
        let folder = try folder()
        _ = try CommandRunner.run(["record", "cards"], in: folder)
        try Self.card.replacingOccurrences(of: "[24, 24]", with: "[20, 24]")
            .write(
                to: folder.appendingPathComponent("cards/card.yaml"), atomically: true,
                encoding: .utf8)
        let check = try CommandRunner.run(["check", "cards", "--artifacts", "out"], in: folder)
        #expect(check.status == 1)
        let lines = check.stdout.split(separator: "\n")
        #expect(
            lines.first?.hasPrefix(
                "FAIL    cards/card.yaml: geometry: `swatch` width 24 → 20, `title` moved (32, ")
                ?? false)
        #expect(lines.last == "0 passed, 1 failed")
        let artifacts =
            (try? FileManager.default.contentsOfDirectory(
                atPath: folder.appendingPathComponent("out/card").path)) ?? []
        #expect(
            Set(["reference.png", "actual.png", "diff.png", "composite.png", "crop-1.png"])
                .isSubset(of: Set(artifacts))
        )
        let json = try CommandRunner.run(["check", "cards", "--json"], in: folder)
        let parsed =
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(parsed?.first?["status"] as? String == "failed")
        #expect(parsed?.first?["kind"] as? String == "geometry")
        #expect(
            (parsed?.first?["changes"] as? [String])?.first
                == "`swatch` width 24 → 20: `stack` at root.child decides otherwise (stack.base): base 24 → 20; its own width 24 → 20"
        )
        let failed = try CommandRunner.run(["record", "cards", "--failed"], in: folder)
        #expect(failed.stdout == "recorded cards/card.png\n1 recorded, 0 unchanged, 0 failed\n")
        #expect(try CommandRunner.run(["check", "cards"], in: folder).status == 0)
    }

    @Test func missingReferencesFailAndReferencesCanLiveElsewhere() throws {
        let folder = try folder()
        let check = try CommandRunner.run(["check", "cards"], in: folder)
        #expect(check.status == 1)
        #expect(
            check.stdout
                == "MISSING cards/card.yaml: no reference cards/card.png\n0 passed, 1 failed\n")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("refs"), withIntermediateDirectories: true)
        #expect(
            try CommandRunner.run(["record", "cards", "--references", "refs"], in: folder).status
                == 0)
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("refs/card.png").path))
        #expect(
            try CommandRunner.run(["check", "cards", "--references", "refs"], in: folder).stdout
                == "1 passed, 0 failed\n")
        let nowhere = try CommandRunner.run(
            ["check", "cards", "--references", "nowhere"], in: folder)
        #expect(nowhere.status == 2)
        #expect(nowhere.stderr == "error: the references folder nowhere does not exist\n")
    }

    @Test func corruptReferencesAreBadInput() throws {
        let folder = try folder()
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("cards/card.png"))
        let check = try CommandRunner.run(["check", "cards"], in: folder)
        #expect(check.status == 2)
        #expect(
            check.stdout.hasPrefix(
                "ERROR   cards/card.png: not a readable PNG: not a PNG file (bad signature)"))
    }

    @Test func diffCountsPixelsAndExitsOneOnDifferences() throws {
        let folder = try folder()
        #expect(
            try CommandRunner.run(["render", "cards/card.yaml", "-o", "a.png"], in: folder).status
                == 0)
        try Self.card.replacingOccurrences(of: "#43A047", with: "#43A048")
            .write(to: folder.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
        #expect(try CommandRunner.run(["render", "b.yaml", "-o", "b.png"], in: folder).status == 0)
        let same = try CommandRunner.run(["diff", "a.png", "a.png"], in: folder)
        #expect(same.status == 0)
        #expect(same.stdout == "The pictures match (320×96 px).\n")
        let exact = try CommandRunner.run(
            ["diff", "a.png", "b.png", "--json", "-o", "d.png"], in: folder)
        #expect(exact.status == 1)
        let parsed =
            try JSONSerialization.jsonObject(with: Data(exact.stdout.utf8)) as? [String: Any]
        #expect((parsed?["differentPixels"] as? Int ?? 0) > 1000)
        #expect(parsed?["width"] as? Int == 320 && parsed?["height"] as? Int == 96)
        // The share is written in full: it reads back as the exact quotient.
        let different = try #require(parsed?["differentPixels"] as? Int)
        #expect(parsed?["ratio"] as? Double == Double(different) / Double(320 * 96))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("d.png").path))
        // A one-level colour change is far below pixelmatch's threshold.
        let tolerant = try CommandRunner.run(
            ["diff", "a.png", "b.png", "--threshold", "0.1"], in: folder)
        #expect(tolerant.status == 0)
        let missing = try CommandRunner.run(["diff", "a.png", "nope.png"], in: folder)
        #expect(
            missing.status == 2 && missing.stderr == "error: cannot read nope.png: no such file\n")
        #expect(
            try CommandRunner.run(["diff", "a.png", "b.png", "--threshold", "2"], in: folder).status
                == 64)
    }

    /// Killing `record` at any moment leaves every reference either the old or the new one.
    @Test func interruptedRecordNeverTruncates() throws {
        var files: [String: String] = [:]
        for index in 0..<24 {
            files["many/card\(index).yaml"] = Self.card.replacingOccurrences(
                of: "Layoutshot", with: "Card \(index)")
        }
        let folder = try CommandRunner.folder(with: files)
        #expect(try CommandRunner.run(["record", "many"], in: folder).status == 0)
        let old = try (0..<24).map {
            try Data(contentsOf: folder.appendingPathComponent("many/card\($0).png"))
        }
        for index in 0..<24 {
            try Self.card.replacingOccurrences(of: "Layoutshot", with: "Card \(index)")
                .replacingOccurrences(
                    of: "#43A047", with: "#1E88E5"
                )
                .write(
                    to: folder.appendingPathComponent("many/card\(index).yaml"), atomically: true,
                    encoding: .utf8)
        }
        for delay in [0.05, 0.1, 0.2, 0.3] {
            let process = Process()
            process.executableURL = CommandRunner.binary
            process.arguments = ["record", "many", "--jobs", "1"]
            process.currentDirectoryURL = folder
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            for index in 0..<24 {
                let data = try Data(
                    contentsOf: folder.appendingPathComponent("many/card\(index).png"))
                let image = try PNGPixels(folder.appendingPathComponent("many/card\(index).png"))
                #expect(image.width == 320 && image.height == 96, "card\(index).png is damaged")
                if data != old[index] { #expect(data.count > 1000) }
            }
        }
    }
}
