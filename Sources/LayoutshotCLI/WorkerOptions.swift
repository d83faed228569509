import ArgumentParser

/// The options every command that renders fixtures shares: extra fonts and parallelism.
struct WorkerOptions: ParsableArguments {
    @Option(name: .long, help: "A folder of extra fonts (.ttf/.otf); repeatable.")
    var fonts: [String] = []

    @Option(
        name: .long,
        help: "Fixtures rendered at once (default: one per core). The output does not depend on it."
    )
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
    }

    /// The workers these options ask for.
    var workers: FixtureWorkers { FixtureWorkers(fontDirectories: fonts, workers: jobs) }
}
