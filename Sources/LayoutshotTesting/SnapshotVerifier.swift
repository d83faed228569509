import Foundation
import LayoutshotCore
import LayoutshotLayout
import LayoutshotSnapshot

/// The snapshot check behind `assertLayoutSnapshot`, on the snapshot pipeline: render, read
/// or record the reference, compare, write artefacts. Returns the failure message (nil on
/// success) and the files to attach, so that the XCTest and Swift Testing front ends only report.
struct SnapshotVerifier<Subject> {
    let subject: () throws -> Subject
    let format: SnapshotFormat<Subject>
    let tolerance: SnapshotTolerance
    let mode: SnapshotRecordMode
    let location: SnapshotLocation
    let artifacts: ArtifactsFolder
    /// The test's name, for messages ("testCell()").
    let testName: String

    struct Outcome {
        var failure: String?
        var attachments: [(String, [UInt8])] = []
    }

    var reference: SnapshotReference {
        SnapshotReference(base: location.base, format: format)
    }

    func verify() -> Outcome {
        let rendering: SnapshotRendering
        do {
            rendering = try render()
        } catch {
            return Outcome(failure: "Could not render the snapshot: \(error)")
        }
        let stored: StoredReference?
        do {
            stored = try reference.read()
        } catch {
            return Outcome(failure: "\(error). Delete it and re-run \"\(testName)\" to record a new one.")
        }
        guard let stored else { return missingReference(rendering) }
        do {
            guard let mismatch = try format.compare(rendering, stored, tolerance) else {
                return rerecordIfAll(rendering)
            }
            return failure(mismatch, rendering: rendering)
        } catch {
            return Outcome(failure: "\(error). Delete it and re-run \"\(testName)\" to record a new one.")
        }
    }

    func render() throws -> SnapshotRendering {
        try format.render(subject())
    }

    // MARK: Recording

    private func missingReference(_ rendering: SnapshotRendering) -> Outcome {
        let path = reference.path
        guard mode != .never else {
            return Outcome(failure: """
                No reference was found on disk at \(path). Nothing was recorded (record mode 'never'\
                \(ProcessInfo.processInfo.environment["CI"] != nil ? ", as CI is set" : "")). \
                Re-run "\(testName)" locally or with LAYOUTSHOT_RECORD=missing to record it.
                """)
        }
        if let refusal = record(rendering) { return Outcome(failure: refusal) }
        return Outcome(failure: """
            No reference was found on disk. Automatically recorded snapshot: \(path)

            Re-run "\(testName)" to assert against the newly-recorded snapshot.
            """, attachments: [("\(location.identifier).\(format.pathExtension)", (try? rendering.primary()) ?? [])])
    }

    /// Records through the pipeline (renders again first: two renders must agree); returns
    /// the refusal or the write failure.
    private func record(_ rendering: SnapshotRendering) -> String? {
        do {
            try reference.record(rendering, again: render)
            return nil
        } catch let refusal as SnapshotRecordingError {
            return refusal.description
        } catch {
            return "Could not record \(reference.path): \(error)"
        }
    }

    private func rerecordIfAll(_ rendering: SnapshotRendering) -> Outcome {
        guard mode == .all else { return Outcome() }
        if let refusal = record(rendering) { return Outcome(failure: refusal) }
        return Outcome(failure: """
            Record mode is 'all': re-recorded \(reference.path).

            Turn recording off and re-run "\(testName)" to assert against it.
            """)
    }

    // MARK: Failing

    private func failure(_ mismatch: SnapshotMismatch, rendering: SnapshotRendering) -> Outcome {
        let files = mismatch.files.map { ($0.name, $0.bytes) }
        var message = "Snapshot \"\(location.identifier)\" does not match reference (\(mismatch.summary))."
        message += "\nReference: \(reference.path)"
        do {
            let folder = try artifacts.write(mismatch.files, to: location.testFile + "/" + location.identifier,
                                             test: testName, snapshot: location.identifier, reference: reference.path,
                                             kind: mismatch.kind, summary: mismatch.summary)
            message += "\nArtifacts: \(folder)/ (\(files.map(\.0).joined(separator: ", ")))"
        } catch {
            message += "\nArtifacts could not be written: \(error)"
        }
        if mode == .failed || mode == .all {
            if let refusal = record(rendering) { return Outcome(failure: message + "\n" + refusal, attachments: files) }
            message += "\nRecorded the new snapshot (record mode '\(mode.rawValue)'). Re-run \"\(testName)\" to assert against it."
        } else {
            message += "\nIf the change is intended, re-run with LAYOUTSHOT_RECORD=failed to accept it."
        }
        return Outcome(failure: message, attachments: files)
    }
}
