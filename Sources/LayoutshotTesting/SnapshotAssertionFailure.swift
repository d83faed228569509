import Foundation
import LayoutshotSnapshot

/// A check's outcome worded for a test: the failure message, ending with the next step, and the
/// files to attach. The check itself (render, compare, artefacts, record) is `SnapshotCheck`'s;
/// this only says what happened. `nil` when the snapshot passed.
struct SnapshotAssertionFailure {
    var message: String
    var attachments: [(String, [UInt8])] = []

    init?<Subject, Rendered>(
        _ outcome: SnapshotOutcome<Rendered>, of check: SnapshotCheck<Subject, Rendered>,
        at location: SnapshotLocation,
        testName: String, diffTool: SnapshotDiffTool? = nil
    ) {
        let path = check.reference.path
        switch outcome {
        case .passed:
            return nil
        case .unrendered(let error):
            message = "Could not render the snapshot: \(error)"
        case .unreadable(let error):
            message = "\(error). Delete it and re-run \"\(testName)\" to record a new one."
        case .new:
            message = """
                No reference was found on disk at \(path). Nothing was recorded (record mode 'never'\
                \(ProcessInfo.processInfo.environment["CI"] != nil ? ", as CI is set" : "")). \
                Re-run "\(testName)" locally or with LAYOUTSHOT_RECORD=missing to record it.
                """
        case .recorded(let rendering, replaced: false):
            message = """
                No reference was found on disk. Automatically recorded snapshot: \(path)

                Re-run "\(testName)" to assert against the newly-recorded snapshot.
                """
            attachments = [
                (
                    "\(location.identifier).\(check.format.pathExtension)",
                    (try? rendering.primary()) ?? []
                )
            ]
        case .recorded(_, replaced: true):
            message = """
                Record mode is '\(check.record.rawValue)': re-recorded \(path).

                Turn recording off and re-run "\(testName)" to assert against it.
                """
        case .notRecorded(let error):
            message = Self.refusal(error, path: path)
        case .failed(let failure):
            (message, attachments) = Self.describe(
                failure, of: check, at: location, testName: testName, diffTool: diffTool)
        }
    }

    private static func describe<Subject, Rendered>(
        _ failure: SnapshotFailure, of check: SnapshotCheck<Subject, Rendered>,
        at location: SnapshotLocation, testName: String, diffTool: SnapshotDiffTool?
    )
        -> (message: String, attachments: [(String, [UInt8])])
    {
        let ext = check.format.pathExtension
        let files = SnapshotArtifacts.named(failure.mismatch.files, pathExtension: ext).map {
            ($0.name, $0.bytes)
        }
        var message =
            "Snapshot \"\(location.identifier)\" does not match reference (\(failure.mismatch.summary))."
        let changes = SnapshotMismatch.changeLines(failure.mismatch.changes)
        if !changes.isEmpty { message += "\nLayout changes:\n" + changes.joined(separator: "\n") }
        message += "\nReference: \(check.reference.path)"
        switch failure.artifacts {
        case .success(let folder):
            message += "\nArtifacts: \(folder)/ (\(files.map(\.0).joined(separator: ", ")))"
            if let diffTool {
                // A reference recorded over holds the actual now: compare with the copy the artefacts kept.
                let reference =
                    failure.recording == nil
                    ? check.reference.path
                    : "\(folder)/" + SnapshotArtifacts.File.reference.name(pathExtension: ext)
                let actual = "\(folder)/" + SnapshotArtifacts.File.actual.name(pathExtension: ext)
                message += "\nCompare: " + diffTool(reference: reference, actual: actual)
            }
        case .failure(let error): message += "\nArtifacts could not be written: \(error)"
        case nil: break
        }
        switch failure.recording {
        case .success:
            message +=
                "\nRecorded the new snapshot (record mode '\(check.record.rawValue)'). "
                + "Re-run \"\(testName)\" to assert against it."
        case .failure(let error): message += "\n" + Self.refusal(error, path: check.reference.path)
        case nil:
            message +=
                "\nIf the change is intended, re-run with LAYOUTSHOT_RECORD=failed to accept it."
        }
        return (message, files)
    }

    /// Why a reference was not recorded: two renders differed, or the file could not be written.
    private static func refusal(_ error: any Error, path: String) -> String {
        (error as? SnapshotRecordingError)?.description ?? "Could not record \(path): \(error)"
    }
}
