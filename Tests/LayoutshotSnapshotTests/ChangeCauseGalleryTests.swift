import Foundation
import LayoutshotCore
import LayoutshotSnapshot
import LayoutshotTestSupport
import Testing

/// A failing snapshot of the gallery names the cause of each layout change: the gallery's
/// reference sidecars keep why every node has its frame, and a fixture edited as a pull request
/// would edit it is checked against them.
struct ChangeCauseGalleryTests {
    /// The post header of the gallery with a longer post time: the time's base width grows, the
    /// line overflows more, and `names`, the one item that shrinks, gives up the difference.
    @Test func aLongerTimeShrinksTheNamesColumnAndTheFailureSaysWhy() throws {
        let gallery = PackageFolder.root.appendingPathComponent("Snapshots")
        let folder = try TemporaryFolder.make("cause")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try String(
            contentsOf: gallery.appendingPathComponent("social-post-header.yaml"), encoding: .utf8)
        let edited = source.replacingOccurrences(of: "text: \"2h\"", with: "text: \"2 hours ago\"")
        #expect(edited != source)
        let fixture = folder.appendingPathComponent("social-post-header.yaml")
        try edited.write(to: fixture, atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            at: gallery.appendingPathComponent("images"),
            to: folder.appendingPathComponent("images"))

        let check = SnapshotCheck(
            format: .png, base: gallery.appendingPathComponent("social-post-header").path,
            record: .never)
        guard case .failed(let failure) = check.run({ try PreparedScene(fixtureAt: fixture) })
        else {
            Issue.record("expected the edited header to differ from its reference")
            return
        }
        #expect(
            failure.mismatch.changes.map(\.description) == [
                "`names` width 271.5 → 215.5: `stack` at root.child decides otherwise (stack.shrink): "
                    + "line length 461.5 → 517.5, free space -106.5 → -162.5, share -106.5 → -162.5, "
                    + "flexed length 271.5 → 215.5; `time`'s base 15.5 → 71.5; `names` has flexShrink 1, "
                    + "the only item of its line that shrinks",
                "`username` width 271.5 → 215.5: as `names`, which holds it",
                "`location` width 271.5 → 215.5: as `names`, which holds it",
                "`spacer` at root.child.children[2] moved (331.5, 22) → (275.5, 22): `stack` at root.child places "
                    + "it otherwise (stack.position): place (331.5, 22) → (275.5, 22); `names` before it: "
                    + "271.5 × 32.5 → 215.5 × 32.5",
                "`time` width 15.5 → 71.5: `stack` at root.child decides otherwise (stack.base): base 15.5 → 71.5; "
                    + "its style is the same: its content measures otherwise (text.size)",
                "`time` moved (339.5, 15) → (283.5, 15): `stack` at root.child places it otherwise (stack.position): "
                    + "place (339.5, 15) → (283.5, 15); `names` before it: 271.5 × 32.5 → 215.5 × 32.5",
            ])
        #expect(
            failure.mismatch.summary.hasPrefix(
                "geometry: `names` width 271.5 → 215.5, `username` width"))
    }

    /// A reference whose sidecar kept no decisions still checks; its changes have no cause.
    @Test func aSidecarWithoutDecisionsGivesChangesWithoutCauses() throws {
        let gallery = PackageFolder.root.appendingPathComponent("Snapshots")
        let folder = try TemporaryFolder.make("no-cause")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sidecar = try LayoutDocument.read(
            [UInt8](
                Data(contentsOf: gallery.appendingPathComponent("social-post-header.layout.json"))),
            file: "header")
        #expect(sidecar.decisions != nil)
        try Data(LayoutDocument(sidecar.root).sidecarBytes()).write(
            to: folder.appendingPathComponent("header.layout.json"))
        try FileManager.default.copyItem(
            at: gallery.appendingPathComponent("social-post-header.png"),
            to: folder.appendingPathComponent("header.png"))
        let source = try String(
            contentsOf: gallery.appendingPathComponent("social-post-header.yaml"), encoding: .utf8)
        let fixture = folder.appendingPathComponent("social-post-header.yaml")
        try source.replacingOccurrences(of: "text: \"2h\"", with: "text: \"2 hours ago\"")
            .write(to: fixture, atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            at: gallery.appendingPathComponent("images"),
            to: folder.appendingPathComponent("images"))
        let check = SnapshotCheck(
            format: .png, base: folder.appendingPathComponent("header").path, record: .never)
        guard case .failed(let failure) = check.run({ try PreparedScene(fixtureAt: fixture) })
        else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.mismatch.changes.first?.description == "`names` width 271.5 → 215.5")
        #expect(failure.mismatch.changes.count == 6)
    }
}
