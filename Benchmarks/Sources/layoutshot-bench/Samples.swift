/// Wall-clock samples of one benchmark, in nanoseconds, and the figures reported from them.
///
/// Every figure is a median after an untimed warm-up, as the peers in Benchmarks/Scripts/ report theirs,
/// so that our numbers and the peers' are read the same way.
struct Samples {
    /// The timed runs, in nanoseconds, in the order they ran.
    var nanoseconds: [Double]

    /// The median run; the mean of the two middle runs for an even count.
    var median: Double {
        let sorted = nanoseconds.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2)
            ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// The fastest run.
    var min: Double { nanoseconds.min() ?? 0 }

    /// The slowest run.
    var max: Double { nanoseconds.max() ?? 0 }

    /// Runs `body` `warmUp` times untimed, then at least `minRuns` times timed, adding runs while
    /// the timed total is under `minTotal` (up to `maxRuns`) so that sub-millisecond workloads
    /// still get a stable median.
    ///
    /// `body` returns what it computed; that value is kept alive until after the clock stops, so
    /// freeing it is not timed (the peers do not time freeing their results either), and it is
    /// passed to `check` so the optimiser cannot drop the work.
    static func measure<Result>(
        warmUp: Int = 1,
        minRuns: Int = 7,
        maxRuns: Int = 101,
        minTotal: Duration = .milliseconds(200),
        _ body: () throws -> Result,
        check: (Result) throws -> Void
    ) rethrows -> Samples {
        try measure(
            warmUp: warmUp, minRuns: minRuns, maxRuns: maxRuns, minTotal: minTotal,
            setup: {}, { _ in try body() }, check: check)
    }

    /// `measure` with an untimed `setup` before every run, warm-up included, whose value `body`
    /// gets: for figures that need fresh state each run (a new renderer, an empty cache) without
    /// timing how that state is made.
    static func measure<Input, Result>(
        warmUp: Int = 1,
        minRuns: Int = 7,
        maxRuns: Int = 101,
        minTotal: Duration = .milliseconds(200),
        setup: () throws -> Input,
        _ body: (Input) throws -> Result,
        check: (Result) throws -> Void
    ) rethrows -> Samples {
        let clock = ContinuousClock()
        for _ in 0..<warmUp {
            try check(body(try setup()))
        }
        var samples = Samples(nanoseconds: [])
        var total = Duration.zero
        while samples.nanoseconds.count < minRuns
            || (total < minTotal && samples.nanoseconds.count < maxRuns)
        {
            let input = try setup()
            let start = clock.now
            let result = try body(input)
            let elapsed = clock.now - start
            try withExtendedLifetime((input, result)) { try check(result) }
            total += elapsed
            samples.nanoseconds.append(elapsed.nanoseconds)
        }
        return samples
    }
}
