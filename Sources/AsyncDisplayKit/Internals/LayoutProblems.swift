import Foundation
@_spi(Locking) import LayoutshotCore

/// Misuse found while building or laying out a tree (a missing child, a ratio of zero, an
/// unknown font): collected during one layout pass, never trapped on, and reported with the
/// result so an assertion can fail with them.
final class LayoutProblems: Sendable {
    private let messages = CheckedMutex<[String]>([])

    /// Records a message with the collector of the pass in progress on this task, if any
    /// (`TexturePassContext`).
    static func note(_ message: String) {
        TexturePassContext.current.problems?.record(message)
    }

    /// Records a message (once).
    func record(_ message: String) {
        messages.withLock { messages in
            if !messages.contains(message) { messages.append(message) }
        }
    }

    var all: [String] { messages.withLock { $0 } }
}
