import LayoutshotCore

/// Why a file could not be written or read: the file, and the system's reason.
public enum FileError: LayoutshotError, Equatable, Sendable {
    /// A file could not be written (`AtomicFile`).
    case cannotWrite(file: String, reason: String)
    /// A file could not be read.
    case cannotRead(file: String, reason: String)

    public var problem: String {
        switch self {
        case .cannotWrite(let file, let reason): "cannot write \(file): \(reason)"
        case .cannotRead(let file, let reason): "cannot read \(file): \(reason)"
        }
    }
}
