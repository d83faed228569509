/// Horizontal runs of different pixels joined into 8-connected components by union–find:
/// run-based connected-component labelling, so the work grows with the number of runs, not of
/// pixels.
///
/// Runs MUST be appended in row-major order; a run touches a run of the row above when their
/// column ranges overlap or meet diagonally.
struct PixelRuns {
    /// The row of each run.
    private var rows: [Int] = []
    /// The first column of each run.
    private var starts: [Int] = []
    /// The last column of each run (inclusive).
    private var ends: [Int] = []
    /// Union–find parent of each run; a root is its own parent.
    private var parents: [Int] = []
    /// The runs of the last row appended to, and that row.
    private var previousRow: (y: Int, runs: Range<Int>) = (-2, 0..<0)
    /// The runs of the row being appended to.
    private var currentRow: (y: Int, first: Int) = (-2, 0)
    /// The first run of `previousRow` that may still touch a run of the current row.
    private var cursor = 0

    /// The number of runs.
    var count: Int { rows.count }

    /// Adds the run of columns `start ... end` in row `y`, joining it to every run it touches
    /// in row `y - 1`.
    mutating func append(y: Int, start: Int, end: Int) {
        if y != currentRow.y {
            previousRow = (currentRow.y, currentRow.first..<rows.count)
            currentRow = (y, rows.count)
            cursor = previousRow.runs.lowerBound
        }
        let run = rows.count
        rows.append(y)
        starts.append(start)
        ends.append(end)
        parents.append(run)
        guard previousRow.y == y - 1 else { return }
        // Runs of the row above ending left of `start - 1` touch neither this run nor the next.
        while cursor < previousRow.runs.upperBound && ends[cursor] < start - 1 { cursor += 1 }
        var above = cursor
        while above < previousRow.runs.upperBound && starts[above] <= end + 1 {
            union(run, above)
            above += 1
        }
    }

    /// The components, largest first, equal sizes by their first run (row-major order), and the
    /// bounding box of them all.
    func clusters() -> (clusters: [PixelCluster], boundingBox: PixelRect?) {
        guard !rows.isEmpty else { return ([], nil) }
        // Per root: pixel count, extent and first run; indexed by the root's run.
        var slot = [Int](repeating: -1, count: rows.count)
        var counts: [Int] = []
        var firsts: [Int] = []
        var minX: [Int] = []
        var minY: [Int] = []
        var maxX: [Int] = []
        var maxY: [Int] = []
        var roots = parents
        for run in 0..<rows.count {
            let root = Self.find(run, in: &roots)
            var component = slot[root]
            if component < 0 {
                component = counts.count
                slot[root] = component
                counts.append(0)
                firsts.append(run)
                minX.append(starts[run])
                maxX.append(ends[run])
                minY.append(rows[run])
                maxY.append(rows[run])
            }
            counts[component] += ends[run] - starts[run] + 1
            minX[component] = Swift.min(minX[component], starts[run])
            maxX[component] = Swift.max(maxX[component], ends[run])
            maxY[component] = Swift.max(maxY[component], rows[run])
        }
        let order = counts.indices.sorted {
            counts[$0] != counts[$1] ? counts[$0] > counts[$1] : firsts[$0] < firsts[$1]
        }
        let clusters = order.map { component in
            PixelCluster(
                boundingBox: PixelRect(
                    x: minX[component], y: minY[component],
                    width: maxX[component] - minX[component] + 1,
                    height: maxY[component] - minY[component] + 1),
                pixelCount: counts[component])
        }
        let left = minX.min() ?? 0
        let right = maxX.max() ?? 0
        let top = rows.first ?? 0
        let bottom = rows.last ?? 0
        return (
            clusters, PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
        )
    }

    /// Joins the components of runs `a` and `b`; the smaller index becomes the root, so a
    /// root is always its component's first run.
    private mutating func union(_ a: Int, _ b: Int) {
        let rootA = Self.find(a, in: &parents)
        let rootB = Self.find(b, in: &parents)
        if rootA < rootB {
            parents[rootB] = rootA
        } else if rootB < rootA {
            parents[rootA] = rootB
        }
    }

    /// The root of `run`, halving the path on the way.
    private static func find(_ run: Int, in parents: inout [Int]) -> Int {
        var run = run
        while parents[run] != run {
            parents[run] = parents[parents[run]]
            run = parents[run]
        }
        return run
    }
}
