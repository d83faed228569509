import Foundation
import LayoutshotCore
import LayoutshotDiff
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotFiles
import LayoutshotRender
import LayoutshotSnapshot

/// The snapshot check behind `assertLayoutSnapshot`: render, find or record the reference,
/// compare, write artefacts. Returns the failure message (nil on success) and the files to
/// attach, so that the XCTest and Swift Testing front ends only report.
struct SnapshotVerifier {
    let subject: SnapshotSubject
    let format: LayoutSnapshotFormat
    let tolerance: SnapshotTolerance
    let mode: SnapshotRecordMode
    let location: SnapshotLocation
    let artifacts: SnapshotArtifacts
    /// The test's name, for messages ("testCell()").
    let testName: String

    struct Outcome {
        var failure: String?
        var attachments: [(String, [UInt8])] = []
    }

    /// One rendering of the subject in every form a format needs.
    struct Rendering {
        var primary: [UInt8]
        /// Which node painted each pixel; computed on demand, for failures.
        var ownership: () -> PixelOwnership? = { nil }
        var image: RGBAImage?
        var layout: Layout
        var layoutJSON: [UInt8]
        var scale: Double
        var renderer: String
    }

    func verify() -> Outcome {
        let rendering: Rendering
        do {
            rendering = try render()
        } catch {
            return Outcome(failure: "Could not render the snapshot: \(error)")
        }
        let reference = location.reference
        guard let referenceBytes = FileManager.default.contents(atPath: reference.path).map([UInt8].init) else {
            return missingReference(rendering)
        }
        switch format.kind {
        case .png: return comparePicture(rendering, reference: referenceBytes)
        case .svg, .layout: return compareText(rendering, reference: referenceBytes)
        }
    }

    func render() throws -> Rendering {
        let (renderer, prepared) = try subject.prepare()
        let json = Array(prepared.layout.jsonDocument(absoluteScale: nil).utf8)
        switch format.kind {
        case .png:
            let image = try renderer.image(of: prepared)
            return Rendering(primary: try PNGCodec.encode(image, metadata: renderer.metadata(prepared)),
                             ownership: { try? renderer.ownership(of: prepared) }, image: image,
                             layout: prepared.layout, layoutJSON: json, scale: prepared.scene.scale,
                             renderer: prepared.fingerprint.description)
        case .svg:
            return Rendering(primary: try renderer.svg(of: prepared), image: nil, layout: prepared.layout, layoutJSON: json,
                             scale: prepared.scene.scale, renderer: prepared.fingerprint.description)
        case .layout:
            return Rendering(primary: Array(prepared.layout.treeDescription(absoluteScale: prepared.scene.scale).utf8),
                             image: nil, layout: prepared.layout, layoutJSON: json, scale: prepared.scene.scale,
                             renderer: prepared.fingerprint.description)
        }
    }

    var sidecar: URL {
        location.reference.deletingPathExtension().appendingPathExtension("layout.json")
    }

    // MARK: Recording

    private func missingReference(_ rendering: Rendering) -> Outcome {
        let path = location.reference.path
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
            """, attachments: [("\(location.identifier).\(format.pathExtension)", rendering.primary)])
    }

    /// Renders a second time and writes the reference only if both renders agree; returns the
    /// refusal otherwise (or a write failure).
    private func record(_ rendering: Rendering) -> String? {
        do {
            let again = try render()
            if again.primary != rendering.primary {
                return "Refusing to record \(location.reference.lastPathComponent): two renders differ"
                    + nondeterminismDetail(rendering, again) + ". Make the layout deterministic, then re-run."
            }
            try FileManager.default.createDirectory(at: location.reference.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try AtomicFile.write(rendering.primary, to: location.reference.path)
            if format.kind == .png { try AtomicFile.write(rendering.layoutJSON, to: sidecar.path) }
            return nil
        } catch {
            return "Could not record \(location.reference.path): \(error)"
        }
    }

    private func nondeterminismDetail(_ first: Rendering, _ second: Rendering) -> String {
        let changes = StructuralDiff.changes(from: first.layout, to: second.layout)
        if let change = changes.first { return " (\(change))" }
        if let a = first.image, let b = second.image, case .compared(let comparison) = PixelDiff.compare(a, b),
           comparison.differentPixels > 0 {
            let attribution = ChangeAttribution(layout: second.layout, scale: second.scale,
                                                classification: comparison.classification,
                                                width: comparison.width, height: comparison.height)
            if let top = attribution.shares.first { return " in node \(top.node) (\(comparison.differentPixels) pixels)" }
        }
        return ""
    }

    // MARK: Comparing

    private func comparePicture(_ rendering: Rendering, reference: [UInt8]) -> Outcome {
        guard let actualImage = rendering.image else { return Outcome(failure: "internal: no picture rendered") }
        let decoded: (image: RGBAImage, text: [String: String])
        do {
            decoded = try PNGCodec.decode(reference, file: location.reference.path)
        } catch {
            return Outcome(failure: "\(error). Delete it and re-run \"\(testName)\" to record a new one.")
        }
        let referenceLayout = FileManager.default.contents(atPath: sidecar.path).flatMap {
            try? LayoutDocument.decode([UInt8]($0), file: sidecar.path)
        }
        let comparison = SnapshotComparison(
            expected: .init(image: decoded.image, layout: referenceLayout, renderer: decoded.text["layoutshot:renderer"]),
            actual: .init(image: actualImage, layout: rendering.layout, renderer: rendering.renderer),
            scale: rendering.scale, options: pixelOptions(rendering), maxDiffPixels: tolerance.maxDiffPixels,
            maxDiffRatio: tolerance.maxDiffRatio, ownership: rendering.ownership)
        if comparison.isMatch { return rerecordIfAll(rendering) }

        var files: [(String, [UInt8])] = [("reference.png", reference), ("actual.png", rendering.primary),
                                          ("actual.layout.json", rendering.layoutJSON)]
        if case .compared(let pixels) = comparison.pixels {
            let diff = DiffPictures.diffImage(expected: decoded.image, comparison: pixels)
            let composite = DiffPictures.composite(expected: decoded.image, diff: diff, actual: actualImage)
            files.append(("diff.png", (try? PNGCodec.encode(diff)) ?? []))
            files.append(("composite.png", (try? PNGCodec.encode(composite)) ?? []))
            let crops = DiffPictures.crops(expected: decoded.image, diff: diff, actual: actualImage,
                                           regions: DiffPictures.regions(pixels.clusters))
            for (index, crop) in crops.enumerated() {
                files.append(("crop-\(index + 1).png", (try? PNGCodec.encode(crop)) ?? []))
            }
        } else {
            let composite = DiffPictures.composite(expected: decoded.image, diff: nil, actual: actualImage)
            files.append(("composite.png", (try? PNGCodec.encode(composite)) ?? []))
        }
        if !comparison.changes.isEmpty {
            files.append(("layout-changes.txt", Array((comparison.changes.map(\.description).joined(separator: "\n") + "\n").utf8)))
        }
        return failure(summary: comparison.summary, kind: comparison.kind?.rawValue ?? "paint", files: files,
                       rendering: rendering)
    }

    private func pixelOptions(_ rendering: Rendering) -> PixelDiffOptions {
        let frames = rendering.layout.absoluteFrames(scale: rendering.scale)
        // Pixel coordinates clamped to ±2^31, so that a frame pushed to 1e308 points by an
        // extreme inset neither traps when converted nor overflows `x + width`.
        let pixel = { (points: Double) in Int(saturating: Swift.max(-0x8000_0000, Swift.min(0x8000_0000, (points * rendering.scale).rounded()))) }
        let ignored = frames.filter { frame in frame.id.map(tolerance.ignoredNodes.contains) ?? false }.map { frame in
            let x = pixel(frame.frame.minX), y = pixel(frame.frame.minY)
            return PixelRect(x: x, y: y, width: pixel(frame.frame.size.width), height: pixel(frame.frame.size.height))
        }
        return PixelDiffOptions(threshold: tolerance.threshold, includeAA: tolerance.includeAA, ignoredRegions: ignored)
    }

    private func compareText(_ rendering: Rendering, reference: [UInt8]) -> Outcome {
        if reference == rendering.primary { return rerecordIfAll(rendering) }
        let old = String(decoding: reference, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let new = String(decoding: rendering.primary, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0 ..< min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
        let before = line < old.count ? String(old[line]) : "(end of file)"
        let after = line < new.count ? String(new[line]) : "(end of file)"
        let ext = format.pathExtension
        let summary = "first difference at line \(line + 1):\n− \(before)\n+ \(after)"
        return failure(summary: summary, kind: "text", files: [("reference.\(ext)", reference), ("actual.\(ext)", rendering.primary)],
                       rendering: rendering)
    }

    private func rerecordIfAll(_ rendering: Rendering) -> Outcome {
        guard mode == .all else { return Outcome() }
        if let refusal = record(rendering) { return Outcome(failure: refusal) }
        return Outcome(failure: """
            Record mode is 'all': re-recorded \(location.reference.path).

            Turn recording off and re-run "\(testName)" to assert against it.
            """)
    }

    private func failure(summary: String, kind: String, files: [(String, [UInt8])], rendering: Rendering) -> Outcome {
        var message = "Snapshot \"\(location.identifier)\" does not match reference (\(summary))."
        message += "\nReference: \(location.reference.path)"
        do {
            let folder = try artifacts.write(files, testFile: location.testFile, identifier: location.identifier,
                                             test: testName, reference: location.reference, kind: kind, summary: summary)
            message += "\nArtifacts: \(folder.path)/ (\(files.map(\.0).joined(separator: ", ")))"
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
