import LayoutshotCore
import LayoutshotDiff
import LayoutshotFiles
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotRender
import LayoutshotReport
import LayoutshotSnapshot
import LayoutshotText
import Testing

@testable import LayoutshotCLI

/// Every Layoutshot error has the one shape: where, what, next step; the message is assembled the
/// same way for all of them, and the command line exits with bad input on each.
struct ErrorShapeTests {
    static let errors: [(any LayoutshotError, String)] = [
        (
            FixtureError(
                file: "card.yaml", line: 4, column: 12, node: "root.child",
                message: "unknown key 'colour'"),
            "card.yaml:4:12: root.child: unknown key 'colour'"
        ),
        (
            TextError.unknownFamily("Avenir", available: ["DejaVu Sans"]),
            "unknown font family 'Avenir'; available: DejaVu Sans"
        ),
        (
            RenderError.cannotDecodePNG(file: "ref.png", reason: "bad signature"),
            "ref.png: not a readable PNG: bad signature"
        ),
        (
            SceneError(
                path: "root.children[1]", id: "photo", key: "image",
                message: "image 'a.png': no such file"),
            "root.children[1] (id \"photo\"): image 'a.png': no such file"
        ),
        (
            ReportError.cannotRead(file: "report/report.json", reason: "no such file"),
            "cannot read report/report.json: no such file"
        ),
        (
            LayoutDocument.DecodingError(file: "a.layout.json", reason: "missing root"),
            "a.layout.json: not a layout document: missing root"
        ),
        (
            FileError.cannotWrite(file: "a.png", reason: "Permission denied"),
            "cannot write a.png: Permission denied"
        ),
        (
            ExplanationError(
                node: "titel", problem: "no node 'titel' in the layout; close ids: title",
                nextStep: "Give an id or a node path", location: "card.yaml"),
            "card.yaml: no node 'titel' in the layout; close ids: title. Give an id or a node path"
        ),
        (
            SnapshotRecordingError.nondeterministic(file: "a.png", detail: ""),
            "Refusing to record a.png: two renders differ. Make the layout deterministic, then re-run."
        ),
    ]

    @Test(arguments: errors.indices)
    func everyErrorHasTheOneShape(_ index: Int) {
        let (error, message) = Self.errors[index]
        #expect(error.description == message)
        var assembled = error.location.map { "\($0): " } ?? ""
        assembled += error.problem
        if let next = error.nextStep { assembled += ". " + next }
        #expect(error.description == assembled)
        #expect(error.exitCode == .badInput)
    }
}
