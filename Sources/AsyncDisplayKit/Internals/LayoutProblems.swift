import Foundation

/// Misuse found while building or laying out a tree (a missing child, a ratio of zero, an
/// unknown font): collected during one layout pass, never trapped on, and reported with the
/// result so an assertion can fail with them.
final class LayoutProblems: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    /// The collector of the pass in progress on this task.
    @TaskLocal static var current: LayoutProblems?

    /// Records a message (once).
    static func note(_ message: String) {
        guard let problems = current else { return }
        problems.lock.lock()
        if !problems.messages.contains(message) { problems.messages.append(message) }
        problems.lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }
}
