import Foundation
import LayoutshotTestSupport
import Testing

@testable import LayoutshotCLI

/// A folder of card fixtures for the shard, merge, approve and status tests.
struct CardProject {
    static let card = SampleFixtures.card

    let folder: URL

    /// `cards/<name>.yaml` for each name, each with its own title.
    init(_ names: [String]) throws {
        folder = try CommandRunner.folder(
            with: Dictionary(
                uniqueKeysWithValues: names.map {
                    ("cards/\($0).yaml", Self.card.replacingOccurrences(of: "Layoutshot", with: $0))
                }))
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws
        -> CommandRunner.Result
    {
        let merged = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        return try CommandRunner.run(arguments, in: folder, environment: merged)
    }

    func url(_ path: String) -> URL { folder.appendingPathComponent(path) }
    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }
    func data(_ path: String) -> Data? { FileManager.default.contents(atPath: url(path).path) }
    func text(_ path: String) -> String {
        data(path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url(path), atomically: true, encoding: .utf8)
    }

    /// Narrows the swatch of `cards/<name>.yaml`: a geometry change.
    func change(_ name: String) throws {
        try write(
            text("cards/\(name).yaml").replacingOccurrences(of: "[24, 24]", with: "[20, 24]"),
            to: "cards/\(name).yaml")
    }
}

/// `--shard i/n`: a partition that covers every fixture once and barely moves when fixtures
/// or shards are added; bad specs are usage errors.
struct ShardCommandTests {
    static let keys = (0..<2000).map { "screens/group-\($0 % 17)/fixture-\($0).yaml" }

    @Test(arguments: [1, 2, 3, 4, 7, 16])
    func partitionCoversEveryFixtureExactlyOnce(count: Int) throws {
        var sizes = Array(repeating: 0, count: count + 1)
        for key in Self.keys {
            let owners = (1...count).filter { Shard(index: $0, count: count).contains(key) }
            #expect(owners.count == 1, "\(key) belongs to \(owners) of \(count) shards")
            sizes[owners.first ?? 0] += 1
        }
        #expect(sizes[0] == 0)
        #expect(sizes.reduce(0, +) == Self.keys.count)
        // Balanced: every shard within ±25 % of the mean.
        let mean = Double(Self.keys.count) / Double(count)
        for shard in 1...count {
            #expect(
                abs(Double(sizes[shard]) - mean) <= mean * 0.25, "shard \(shard): \(sizes[shard])")
        }
    }

    @Test func addingAFixtureMovesNoOtherAndAddingAShardMovesFew() {
        let before = Self.keys.map { Shard.owner(of: $0, count: 4) }
        let after = (Self.keys + ["screens/new-screen.yaml"]).map { Shard.owner(of: $0, count: 4) }
        let moved = zip(before, after).filter { $0 != $1 }.count
        #expect(moved == 0)
        // Four shards to five: only the keys the new shard takes move (about a fifth).
        let five = Self.keys.map { Shard.owner(of: $0, count: 5) }
        let movedToFive = zip(before, five).filter { $0 != $1 }
        #expect(movedToFive.allSatisfy { $0.1 == 5 })
        #expect((300...500).contains(movedToFive.count), "\(movedToFive.count) of 2000 moved")
        // Fixed forever: these values are the format (changing them reshuffles every CI matrix).
        #expect(Shard.weight("cards/card.yaml", shard: 1) == 15_111_685_004_962_896_850)
        #expect(
            Self.keys.prefix(8).map { Shard.owner(of: $0, count: 4) } == [4, 4, 4, 1, 1, 1, 1, 1])
    }

    @Test func recordAndCheckShardsSplitTheFixturesStably() throws {
        let names = ["a", "b", "c", "d", "e", "f", "g"]
        let project = try CardProject(names)
        var recorded: [[String]] = []
        for shard in 1...3 {
            let result = try project.run(["record", "cards", "--shard", "\(shard)/3"])
            #expect(result.status == 0)
            let lines = result.stdout.split(separator: "\n").map(String.init)
            recorded.append(lines.filter { $0.hasPrefix("recorded ") })
            #expect(lines.last == "\(recorded[shard - 1].count) recorded, 0 unchanged, 0 failed")
        }
        let all = recorded.flatMap { $0 }
        #expect(all.count == names.count)
        #expect(Set(all) == Set(names.map { "recorded cards/\($0).png" }))
        // A new fixture lands in one shard; every other fixture stays where it was.
        try project.write(
            CardProject.card.replacingOccurrences(of: "Layoutshot", with: "h"), to: "cards/h.yaml")
        var moved = 0
        var missing = 0
        for shard in 1...3 {
            let check = try project.run(["check", "cards", "--shard", "\(shard)/3", "--json"])
            let parsed =
                try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [[String: Any]]
                ?? []
            for item in parsed {
                let fixture = item["fixture"] as? String ?? ""
                if item["status"] as? String == "missing" {
                    missing += 1
                    #expect(fixture == "cards/h.yaml")
                } else if !recorded[shard - 1].contains("recorded \(fixture.dropLast(5)).png") {
                    moved += 1
                }
            }
        }
        #expect(missing == 1)
        #expect(moved == 0)
    }

    @Test(arguments: [
        ("3/2", "--shard 3/2: the shard must be between 1 and 2 (shards count from 1)."),
        ("0/4", "--shard 0/4: the shard must be between 1 and 4 (shards count from 1)."),
        ("1/0", "--shard 1/0: the number of shards must be at least 1."),
        ("two/4", "--shard two/4: expected i/n, two whole numbers such as 1/4."),
        ("2", "--shard 2: expected i/n, two whole numbers such as 1/4."),
    ])
    func badShardSpecsAreUsageErrors(spec: String, message: String) throws {
        let project = try CardProject(["a"])
        for command in ["check", "record"] {
            let result = try project.run([command, "cards", "--shard", spec])
            #expect(result.status == 64)
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix("Error: \(message)\n"), "\(result.stderr)")
        }
        #expect(!project.exists("cards/a.png"))
    }

    @Test func progressIsPlainLinesOffATerminal() throws {
        let project = try CardProject(["a", "b"])
        let quiet = try project.run(["record", "cards"])
        #expect(quiet.stderr == "")
        let lines = try project.run(
            ["check", "cards", "--jobs", "1"], environment: ["LAYOUTSHOT_PROGRESS": "lines"])
        #expect(lines.status == 0)
        #expect(
            lines.stderr
                == "layoutshot check: 1/2 fixtures (50%)\nlayoutshot check: 2/2 fixtures (100%)\n")
        #expect(lines.stdout == "2 passed, 0 failed\n")
        let none = try project.run(
            ["record", "cards"], environment: ["LAYOUTSHOT_PROGRESS": "none"])
        #expect(none.stderr == "")
    }
}
