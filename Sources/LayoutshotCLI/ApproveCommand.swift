import ArgumentParser
import Foundation
import LayoutshotFiles
import LayoutshotFixtures
import LayoutshotRender
import LayoutshotText

/// One snapshot's files, read and checked, and where each goes.
typealias ApproveWrite = (name: String, files: [(bytes: [UInt8], to: ContainedPath)])

/// `layoutshot approve [--all | NAME...] --from ARTIFACTS_OR_REPORT [--force]`: accepts the
/// changes of a run without rendering again.
struct ApproveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Copy a run's actual pictures over the references, without rendering.",
        discussion: """
            --from is the report folder of `layoutshot check --report DIR` (for example a CI \
            artefact you downloaded) or an artefacts folder (manifest.json) of a test run or of \
            `layoutshot check --artifacts DIR`. Each \
            named snapshot's actual picture and layout sidecar replace its reference, each file \
            atomically. Name snapshots as the report does ("cards/card"), by fixture path, or by \
            test name; --all approves every failed and new one. Run it from the folder the run \
            started in (the repository's root).

            Pictures from a machine whose renderer differs (drawing rules, fonts) are refused: \
            approving them would store pixels this machine does not produce, and the next check \
            here would fail. --force approves them anyway. Nothing is written unless every \
            named snapshot can be approved. A downloaded run is untrusted: every path in its \
            report.json, references.json or manifest.json must be relative and stay inside its \
            folder (symbolic links included); references land inside the working directory (a \
            report) or its package (artefacts, whose manifest records them relative to the \
            package root). A run that names any other path is refused as a whole. \
            Exits 0 when approved, 2 on bad input.

            Examples:
              layoutshot approve cards/card --from report
              layoutshot approve --all --from ~/Downloads/layoutshot-report
              layoutshot approve CellTests/testCell.1 --from .build/layoutshot-artifacts
              layoutshot approve cards/card.yaml --from artifacts
              layoutshot approve --all --from report --force
            """
    )

    @Argument(help: "Snapshots to approve: report names, fixture paths or test names.")
    var names: [String] = []

    @Flag(name: .long, help: "Approve every failed and new snapshot of the run.")
    var all = false

    @Option(
        name: .long, help: "The run: a report folder or an artefacts folder with manifest.json.")
    var from: String

    @Flag(name: .long, help: "Approve pictures from another renderer too.")
    var force = false

    @Option(name: .long, help: "A folder of extra fonts (.ttf/.otf) the checks used; repeatable.")
    var fonts: [String] = []

    func validate() throws {
        if all && !names.isEmpty {
            throw ValidationError("Pass either --all or snapshot names, not both.")
        }
        if !all && names.isEmpty {
            throw ValidationError("Name the snapshots to approve, or pass --all.")
        }
    }

    func run() throws {
        // 1. What the run offers, and what was asked for.
        let (selected, skipped) = try select(from: try ApproveSource.candidates(in: from))
        // 2. Read everything and check the renderer before writing anything.
        let (writes, foreign) = try verify(selected)
        // 3. Write, and say what was approved.
        try StandardOutput.write(
            try write(writes, foreign: foreign, skipped: skipped).joined(separator: "\n") + "\n")
    }

    /// Step 1: the run's failed and new snapshots that `names` (or `--all`) ask for, and the
    /// lines for those `--all` skips; throws, approving nothing, for a name that matches none or
    /// a snapshot that cannot be approved.
    private func select(from candidates: [ApproveCandidate]) throws -> (
        selected: [ApproveCandidate], skipped: [String]
    ) {
        var selected: [ApproveCandidate] = []
        var skipped: [String] = []
        if all {
            for candidate in candidates {
                if let reason = candidate.unavailable {
                    skipped.append("skipped \(candidate.name): \(reason)")
                } else {
                    selected.append(candidate)
                }
            }
        } else {
            let unmatched = names.filter { name in !candidates.contains { $0.matches(name) } }
            if !unmatched.isEmpty {
                let known = candidates.map(\.name)
                let list =
                    known.isEmpty
                    ? "it has no failed or new snapshots"
                    : "it has \(known.count): "
                        + known.prefix(10).joined(separator: ", ") + (known.count > 10 ? ", …" : "")
                throw CommandError(
                    "\(unmatched.count) name\(unmatched.count == 1 ? "" : "s") "
                        + "match\(unmatched.count == 1 ? "es" : "") no failed or new snapshot in \(from): "
                        + unmatched.joined(separator: ", ") + " (\(list)). Nothing was approved.")
            }
            for candidate in candidates where names.contains(where: candidate.matches) {
                selected.append(candidate)
            }
            let unavailable = selected.compactMap { candidate in
                candidate.unavailable.map { "\(candidate.name): \($0)" }
            }
            if !unavailable.isEmpty {
                throw CommandError(
                    "cannot approve " + unavailable.joined(separator: "; ")
                        + ". Nothing was approved.")
            }
        }
        return (selected, skipped)
    }

    /// Step 2: every file of `selected` read, and the renderer of each picture checked against
    /// this machine's, before anything is written; throws for pictures of another renderer
    /// unless `--force`, which returns them as `foreign`.
    private func verify(_ selected: [ApproveCandidate]) throws -> (
        writes: [ApproveWrite], foreign: [String]
    ) {
        var writes: [ApproveWrite] = []
        var foreign: [String] = []
        var localFingerprints: [[String]: FingerprintParts] = [:]
        for candidate in selected {
            var files: [(bytes: [UInt8], to: ContainedPath)] = []
            for copy in candidate.copies {
                guard let data = FileManager.default.contents(atPath: copy.from.path) else {
                    throw CommandError(
                        "cannot read \(copy.from); the run's folder is "
                            + "incomplete. Nothing was approved.")
                }
                files.append(([UInt8](data), copy.to))
            }
            if let picture = files.first, picture.to.path.hasSuffix(".png") {
                let text: [String: String]
                do {
                    text = try PNGCodec.decode(
                        picture.bytes, file: candidate.copies[0].from.description
                    ).text
                } catch {
                    throw CommandError("\(error). Nothing was approved.")
                }
                let local = try localFingerprint(for: candidate, cache: &localFingerprints)
                if let stored = text["layoutshot:renderer"] {
                    let differences = FingerprintParts(stored).differences(from: local)
                    if !differences.isEmpty {
                        foreign.append("\(candidate.name) (\(differences.joined(separator: ", ")))")
                    }
                } else {
                    foreign.append(
                        "\(candidate.name) (no layoutshot:renderer fingerprint in \(candidate.copies[0].from))"
                    )
                }
            }
            writes.append((candidate.name, files))
        }
        if !foreign.isEmpty && !force {
            throw CommandError(
                "\(foreign.count) of \(selected.count) snapshot"
                    + "\(selected.count == 1 ? " was" : "s were") rendered by another renderer: "
                    + foreign.joined(separator: "; ")
                    + ". Approving them would store pixels this machine does not render, and the next check here would fail. "
                    + "Re-run the check here and approve from its report, or pass --force. Nothing was approved."
            )
        }
        return (writes, foreign)
    }

    /// Step 3: each file written atomically, so an interruption leaves every reference whole;
    /// the lines to print.
    private func write(_ writes: [ApproveWrite], foreign: [String], skipped: [String]) throws
        -> [String]
    {
        var lines: [String] =
            foreign.isEmpty
            ? []
            : [
                "warning: approving pictures of another renderer (--force): "
                    + foreign.joined(separator: "; ")
            ]
        var fileCount = 0
        for write in writes {
            for file in write.files {
                let folder = (file.to.path as NSString).deletingLastPathComponent
                do {
                    if !folder.isEmpty {
                        try FileManager.default.createDirectory(
                            atPath: folder, withIntermediateDirectories: true)
                    }
                    try AtomicFile.write(file.bytes, to: file.to.path)
                } catch {
                    throw CommandError(
                        "cannot write \(file.to): \(error). "
                            + "\(fileCount) file\(fileCount == 1 ? "" : "s") were approved before it; each file is whole."
                    )
                }
                fileCount += 1
            }
            lines.append(
                "approved \(write.name): "
                    + write.files.map(\.to.description).joined(separator: ", "))
            if let picture = write.files.first?.to, picture.path.hasSuffix(".png") {
                let svg = String(picture.description.dropLast(4)) + ".svg"
                if FileManager.default.fileExists(atPath: String(picture.path.dropLast(4)) + ".svg")
                {
                    lines.append(
                        "note: \(svg) is unchanged (the run has no SVG); refresh it with layoutshot record"
                    )
                }
            }
        }
        lines += skipped
        lines.append(
            "\(writes.count) approved (\(fileCount) file\(fileCount == 1 ? "" : "s")), \(skipped.count) skipped"
        )
        return lines
    }

    /// This machine's fingerprint for the candidate's fonts: --fonts plus its fixture's `fonts:`.
    private func localFingerprint(
        for candidate: ApproveCandidate, cache: inout [[String]: FingerprintParts]
    ) throws
        -> FingerprintParts
    {
        var directories = fonts
        if let fixture = candidate.fixture, let loaded = try? FixtureLoader.load(path: fixture) {
            directories += loaded.fonts
        }
        if let known = cache[directories] { return known }
        do {
            let parts = FingerprintParts(
                RendererFingerprint(
                    fonts: try FontSet.shared(adding: directories), scale: 1,
                    libraryGlyphs: true
                ).description)
            cache[directories] = parts
            return parts
        } catch {
            throw CommandError("cannot load this machine's fonts: \(error)")
        }
    }
}
