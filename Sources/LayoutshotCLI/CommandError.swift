import LayoutshotCore

/// A command's own bad input or I/O failure: a folder that does not exist, a name that matches
/// no snapshot, a file that cannot be deleted.
struct CommandError: LayoutshotError, Sendable {
    var location: String?
    var problem: String
    var nextStep: String?

    init(_ problem: String, at location: String? = nil, next nextStep: String? = nil) {
        self.location = location
        self.problem = problem
        self.nextStep = nextStep
    }
}

/// Several failures of one run (one per fixture), reported together, each on its own line.
struct CommandFailures: LayoutshotError {
    var failures: [any LayoutshotError]

    var problem: String { failures.map(\.description).joined(separator: "\nerror: ") }
}

extension CommandError {
    /// `error` itself when it has Layoutshot's shape, else its text as a command error: what a
    /// command rethrows from a library it calls.
    static func wrapping(_ error: any Error) -> any LayoutshotError {
        error as? any LayoutshotError ?? CommandError("\(error)")
    }
}
