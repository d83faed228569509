import Foundation
import LayoutshotTestSupport
import Testing

/// `layoutshot status` and `layoutshot prune`: missing, orphaned and stale references, and
/// deleting only the orphans.
struct StatusCommandTests {
    /// Recorded a, b, c, gone; then b's fixture changed (stale), gone deleted (orphaned),
    /// n added (missing). Beside them, files that look like references and are not.
    static func project() throws -> CardProject {
        let project = try CardProject(["a", "b", "c", "gone"])
        #expect(try project.run(["record", "cards"]).status == 0)
        try project.change("b")
        try FileManager.default.removeItem(at: project.url("cards/gone.yaml"))
        try project.write(
            CardProject.card.replacingOccurrences(of: "Layoutshot", with: "n"), to: "cards/n.yaml")
        // A fixture's image asset, a check's artefacts and a report: never orphans.
        try FileManager.default.copyItem(
            at: project.url("cards/a.png"), to: project.url("cards/logo.png"))
        #expect(
            try project.run([
                "check", "cards", "--artifacts", "cards/artifacts", "--report", "cards/report",
            ]).status
                == 1)
        return project
    }

    static let statusLines = """
        STALE      cards/b.yaml: changed since cards/b.png was recorded
        MISSING    cards/n.yaml: no reference cards/n.png
        ORPHANED   cards/gone.png: no fixture (cards/gone.png, cards/gone.layout.json)
        2 up to date, 1 missing, 1 stale, 1 orphaned

        """

    @Test func statusListsMissingOrphanedAndStale() throws {
        let project = try Self.project()
        let status = try project.run(["status", "cards"])
        #expect(status.status == 1)
        #expect(status.stdout == Self.statusLines)
        #expect(
            status.stderr
                == "next: layoutshot record --missing to record the missing ones; layoutshot check to see whether "
                + "the stale ones still match, then layoutshot record --failed (or record) to refresh them; layoutshot prune to "
                + "delete the orphaned ones\n")
        // Recording brings everything up to date but the orphan.
        #expect(try project.run(["record", "cards"]).status == 0)
        let after = try project.run(["status", "cards"])
        #expect(
            after.stdout
                == "ORPHANED   cards/gone.png: no fixture (cards/gone.png, cards/gone.layout.json)\n"
                + "4 up to date, 0 missing, 0 stale, 1 orphaned\n")
    }

    @Test func referencesInAnotherFolder() throws {
        let project = try CardProject(["a", "b"])
        try FileManager.default.createDirectory(
            at: project.url("refs"), withIntermediateDirectories: true)
        #expect(try project.run(["record", "cards", "--references", "refs"]).status == 0)
        try FileManager.default.removeItem(at: project.url("cards/b.yaml"))
        let status = try project.run(["status", "cards", "--references", "refs"])
        #expect(
            status.stdout == "ORPHANED   refs/b.png: no fixture (refs/b.png, refs/b.layout.json)\n"
                + "1 up to date, 0 missing, 0 stale, 1 orphaned\n")
        let nowhere = try project.run(["status", "cards", "--references", "nowhere"])
        #expect(nowhere.status == 2)
        #expect(nowhere.stderr == "error: the references folder nowhere does not exist\n")
    }

    @Test func pruneDeletesOnlyOrphansAndNothingOnADryRun() throws {
        let project = try Self.project()
        func files() throws -> [String] {
            (FileManager.default.enumerator(atPath: project.folder.path)?.allObjects as? [String]
                ?? []).sorted()
        }
        let before = try files()
        let dry = try project.run(["prune", "cards", "--dry-run"])
        #expect(dry.status == 0)
        #expect(
            dry.stdout == "would delete cards/gone.png, cards/gone.layout.json\n"
                + "1 orphaned reference would be deleted (2 files); run without --dry-run to delete them\n"
        )
        #expect(try files() == before)
        let prune = try project.run(["prune", "cards"])
        #expect(prune.status == 0)
        #expect(
            prune.stdout
                == "deleted cards/gone.png, cards/gone.layout.json\n1 orphaned reference deleted (2 files)\n"
        )
        #expect(
            Set(before).subtracting(try files()) == ["cards/gone.png", "cards/gone.layout.json"])
        #expect(
            project.exists("cards/logo.png") && project.exists("cards/b.png")
                && project.exists("cards/artifacts/b/actual.png"))
        let again = try project.run(["prune", "cards"])
        #expect(again.stdout == "0 orphaned references deleted (0 files)\n")
        #expect(
            try project.run(["status", "cards"]).stdout
                == Self.statusLines.replacingOccurrences(
                    of:
                        "ORPHANED   cards/gone.png: no fixture (cards/gone.png, cards/gone.layout.json)\n",
                    with: ""
                )
                .replacingOccurrences(of: "1 orphaned", with: "0 orphaned"))
    }
}
