import Foundation
import LayoutshotTestSupport
import Testing

/// Fixtures with `variants`: every combination is a snapshot of its own through record, check,
/// status, approve and prune; a change that only affects dark (or only w320) fails exactly those.
struct VariantCommandTests {
    static func card(darkTitle: String = "#FFFFFF") -> String {
        """
        sizeRange: {min: [375, 0], max: [375, .inf]}
        variants: {width: [320, 414], appearance: [light, dark]}
        root:
          type: stack
          spacing: 8
          alignItems: center
          children:
            - {type: box, id: icon, color: {light: "#34C759", dark: "#30D158"}, preferredSize: [20, 20]}
            - {type: box, id: title, color: {light: "#000000", dark: "\(darkTitle)"}, preferredSize: [120, 10]}
        """
    }

    @Test func theWholeCycleWithVariants() throws {
        let folder = try CommandRunner.folder(with: ["card.yaml": Self.card()])
        let record = try CommandRunner.run(["record", "."], in: folder)
        #expect(record.status == 0)
        #expect(
            record.stdout == """
                recorded ./card@w320-light.png
                recorded ./card@w320-dark.png
                recorded ./card@w414-light.png
                recorded ./card@w414-dark.png
                4 recorded, 0 unchanged, 0 failed

                """)
        #expect(try CommandRunner.run(["check", "."], in: folder).stdout == "4 passed, 0 failed\n")

        // Only the dark title changes: only the dark variants fail.
        try Self.card(darkTitle: "#FF453A").write(
            to: folder.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
        let check = try CommandRunner.run(
            ["check", ".", "--json", "--report", "report"], in: folder)
        #expect(check.status == 1)
        #expect(
            check.stdout.contains(
                "\"variant\": \"w320-dark\", \"reference\": \"./card@w320-dark.png\", \"status\": \"failed\""
            ))
        #expect(
            check.stdout.contains(
                "\"variant\": \"w414-dark\", \"reference\": \"./card@w414-dark.png\", \"status\": \"failed\""
            ))
        #expect(
            check.stdout.contains(
                "\"variant\": \"w320-light\", \"reference\": \"./card@w320-light.png\", \"status\": \"passed\""
            ))
        #expect(
            check.stdout.contains(
                "\"variant\": \"w414-light\", \"reference\": \"./card@w414-light.png\", \"status\": \"passed\""
            ))

        // Approve one variant from the report by its name; the other dark one still fails.
        let approve = try CommandRunner.run(
            ["approve", "card@w320-dark", "--from", "report"], in: folder)
        #expect(approve.status == 0)
        let after = try CommandRunner.run(["check", "."], in: folder)
        #expect(after.status == 1)
        #expect(after.stdout.hasPrefix("FAIL    ./card.yaml@w414-dark: "))
        #expect(after.stdout.hasSuffix("3 passed, 1 failed\n"))

        // A variant that is no longer declared leaves its references orphaned: status says so, prune deletes them.
        try Self.card().replacingOccurrences(of: "width: [320, 414]", with: "width: [320]")
            .write(
                to: folder.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
        let status = try CommandRunner.run(["status", "."], in: folder)
        #expect(status.status == 1)
        #expect(status.stdout.contains("card@w414-light"))
        #expect(status.stdout.contains("card@w414-dark"))
        let prune = try CommandRunner.run(["prune", "."], in: folder)
        #expect(prune.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".png")
        }
        .sorted()
        #expect(files == ["card@w320-dark.png", "card@w320-light.png"])
    }

    @Test func renderDrawsEveryVariantOrTheOneNamed() throws {
        let folder = try CommandRunner.folder(with: ["card.yaml": Self.card()])
        let all = try CommandRunner.run(["render", "card.yaml", "--out-dir", "out"], in: folder)
        #expect(all.status == 0)
        #expect(
            all.stdout
                == "out/card@w320-light.png\nout/card@w320-dark.png\nout/card@w414-light.png\nout/card@w414-dark.png\n"
        )
        let one = try CommandRunner.run(
            ["render", "card.yaml", "--variant", "w414-dark", "-o", "dark.png"], in: folder)
        #expect(one.status == 0)
        let unknown = try CommandRunner.run(
            ["render", "card.yaml", "--variant", "w999", "-o", "x.png"], in: folder)
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr
                == "error: card.yaml has no variant 'w999'; its variants are w320-light, w320-dark, w414-light, w414-dark\n"
        )
    }
}
