import LayoutshotCore
import LayoutshotInspect

/// The JSON of `sweep --json`: the fixture and widths on one line, then one breakpoint a line,
/// written by `JSONOutputEncoder` as every JSON output is.
struct SweepReport: JSONOutputStyled {
    static let jsonOutputStyle = JSONOutputStyle.scalarsShareALine

    /// The first width of a new structure, with what changed.
    struct Breakpoint: JSONOutputStyled {
        static let jsonOutputStyle = JSONOutputStyle.oneLine

        let width: Double
        let changes: [String]
        let nodes: [String]
    }

    let fixture: String
    let from: Double
    let to: Double
    let step: Double
    let breakpoints: [Breakpoint]

    init(_ sweep: WidthSweep, fixture: String) {
        self.fixture = fixture
        from = sweep.from
        to = sweep.to
        step = sweep.step
        breakpoints = sweep.breakpoints.map {
            Breakpoint(width: $0.width, changes: $0.changes, nodes: $0.nodes)
        }
    }
}
