import Foundation
import LayoutshotFiles
import Synchronization

/// The texts recorded during the run, written into their test files when the process exits (as
/// swift-snapshot-testing's inline snapshots are): every `#line` stays the line the compiler
/// gave while the tests run, and each file is parsed and written once, atomically.
///
/// An assertion in a loop records once: a second recording of the same text at the same place is
/// the same edit; a different one is refused, and nothing is written there, since one literal
/// cannot hold both.
final class InlineSnapshotRecorder: Sendable {
    static let shared = InlineSnapshotRecorder()

    /// What recording one text came to.
    enum Outcome: Equatable {
        /// It will be written at exit.
        case pending
        /// This place already recorded another text in this run: nothing is written there.
        case conflicting(first: String)
    }

    private struct State {
        /// Per file, the texts to write, one per place.
        var recordings: [String: [InlineSnapshotRewriter.Recording]] = [:]
        /// The places (`file:line:column`) that recorded two different texts.
        var conflicts: Set<String> = []
        /// Each file's text when its first recording was made: the text the run's lines number.
        var sources: [String: String] = [:]
        var writesAtExit = false
    }

    private let state = Mutex(State())

    /// Records `text` for the assertion at `line` and `column` of `file`.
    func record(_ text: String, file: String, line: Int, column: Int) -> Outcome {
        let installExitWriter = state.withLock { state -> Bool in
            defer { state.writesAtExit = true }
            return !state.writesAtExit
        }
        if installExitWriter { atexit { InlineSnapshotRecorder.shared.writeAll() } }
        return state.withLock { state in
            let place = "\(file):\(line):\(column)"
            if state.sources[file] == nil {
                state.sources[file] = try? String(contentsOfFile: file, encoding: .utf8)
            }
            var list = state.recordings[file, default: []]
            if let existing = list.first(where: { $0.line == line && $0.column == column }) {
                if existing.text == text, !state.conflicts.contains(place) { return .pending }
                state.conflicts.insert(place)
                return .conflicting(first: existing.text)
            }
            list.append(.init(line: line, column: column, text: text))
            state.recordings[file] = list
            return .pending
        }
    }

    /// Takes the recordings at `line` of `file` out of the run, so that nothing is written there;
    /// what they were (tests of this library inspect them instead of rewriting themselves).
    func take(file: String, line: Int) -> [InlineSnapshotRewriter.Recording] {
        state.withLock { state in
            let list = state.recordings[file, default: []]
            state.recordings[file] = list.filter { $0.line != line }
            state.conflicts = state.conflicts.filter { !$0.hasPrefix("\(file):\(line):") }
            return list.filter { $0.line == line }
        }
    }

    /// Writes every file's recordings, leaving out the places that conflicted. A file that
    /// changed since its first recording (another process wrote it: XCTest and Swift Testing run
    /// apart) is left alone, since its lines are no longer the run's; that, and a file that cannot
    /// be read or written, is reported on standard error: the process is ending.
    func writeAll() {
        let (recordings, conflicts, sources) = state.withLock { state in
            defer { state.recordings = [:] }
            return (state.recordings, state.conflicts, state.sources)
        }
        for (file, list) in recordings.sorted(by: { $0.key < $1.key }) {
            let writable = list.filter { !conflicts.contains("\(file):\($0.line):\($0.column)") }
            guard !writable.isEmpty else { continue }
            do {
                let source = try String(contentsOfFile: file, encoding: .utf8)
                guard source == sources[file] else {
                    FileHandle.standardError.write(
                        Data(
                            "\(file) changed during the run: its inline snapshots were not recorded; re-run to record them.\n"
                                .utf8))
                    continue
                }
                let (rewritten, unmatched) = InlineSnapshotRewriter.rewrite(source, with: writable)
                for place in unmatched {
                    FileHandle.standardError.write(
                        Data(
                            "\(file):\(place.line):\(place.column): no inline snapshot assertion found there; the file changed during the run?\n"
                                .utf8))
                }
                if rewritten != source { try AtomicFile.write(Array(rewritten.utf8), to: file) }
            } catch {
                FileHandle.standardError.write(
                    Data("Could not record inline snapshots into \(file): \(error)\n".utf8))
            }
        }
    }
}
