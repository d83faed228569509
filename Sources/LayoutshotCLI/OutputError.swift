import LayoutshotCore

/// A failure to write a result.
enum OutputError: LayoutshotError {
    /// Standard output could not be written (e.g. a closed pipe).
    case cannotWrite(String, reason: String)

    var problem: String {
        switch self {
        case .cannotWrite(let target, let reason): "cannot write \(target): \(reason)"
        }
    }
}
