import ArgumentParser
import Dispatch
import Foundation
import LayoutshotFixtures
import LayoutshotRender
import LayoutshotText

/// `layoutshot render FIXTURE...`: draws fixtures to PNG or SVG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render fixtures to PNG or SVG.",
        discussion: """
            One fixture goes to -o FILE (the format comes from its extension); several go to
            --out-dir DIR as DIR/<fixture name>.<format>, rendered in parallel on all cores.
            Every output carries the renderer fingerprint (library versions, font hashes, scale)
            and is written atomically: a failed render never replaces an existing file.

            Examples:
              layoutshot render Snapshots/social-post-header.yaml -o header.png
              layoutshot render Snapshots/*.yaml --out-dir render --format svg
              layoutshot render cell.yaml -o cell@3x.png --scale 3 --outlines
            """
    )

    @Argument(help: "Fixture files (.yaml, .yml or .json).")
    var fixtures: [String]

    @Option(name: .short, help: "The output file, for one fixture; .png or .svg.")
    var output: String?

    @Option(name: .long, help: "The folder for DIR/<fixture name>.<format> (created when missing).")
    var outDir: String?

    @Option(name: .long, help: "png or svg (default: from -o's extension, else png).")
    var format: OutputFormat?

    @Option(name: .long, help: "Pixels per point, overriding the fixtures' scale.")
    var scale: Double?

    @Flag(name: .long, help: "Draw every node's frame, id, insets, spacing and baselines on top.")
    var outlines = false

    @OptionGroup var workerOptions: WorkerOptions

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case png, svg
    }

    func validate() throws {
        if output != nil && fixtures.count > 1 {
            throw ValidationError("-o names one file; use --out-dir for \(fixtures.count) fixtures.")
        }
        if output != nil && outDir != nil { throw ValidationError("Use -o or --out-dir, not both.") }
        if let scale, !Fixture.scales.contains(scale) { throw ValidationError("--scale must be \(Fixture.scaleRule).") }
    }

    func run() throws {
        let jobs = try plan()
        if let outDir {
            do {
                try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
            } catch {
                throw ExitStatus(code: ExitStatus.badInput, message: "error: cannot create the output folder \(outDir): \(error.localizedDescription)")
            }
        }
        let options = Renderer.Options(scale: scale, outlines: outlines)
        let results = RenderQueue(fontDirectories: workerOptions.fonts, workers: workerOptions.jobs).run(jobs, options: options)
        var failures: [String] = []
        var written: [String] = []
        for result in results {
            switch result {
            case .success(let path): written.append(path)
            case .failure(let message): failures.append(message)
            }
        }
        if !written.isEmpty { try StandardOutput.write(written.joined(separator: "\n") + "\n") }
        if !failures.isEmpty {
            throw ExitStatus(code: ExitStatus.badInput, message: failures.map { "error: \($0)" }.joined(separator: "\n"))
        }
    }

    /// Each fixture with its output path and format.
    func plan() throws -> [RenderQueue.Job] {
        if let output {
            let ext = (output as NSString).pathExtension.lowercased()
            guard let fromExtension = OutputFormat(rawValue: ext) else {
                throw ExitStatus(code: ExitStatus.badInput,
                                 message: "error: \(output): unknown output format '.\(ext)'; expected .png or .svg")
            }
            if let format, format != fromExtension {
                throw ExitStatus(code: ExitStatus.badInput,
                                 message: "error: \(output): --format \(format.rawValue) does not match the extension .\(ext)")
            }
            return [RenderQueue.Job(fixture: fixtures[0], output: output, svg: fromExtension == .svg)]
        }
        let chosen = format ?? .png
        let folder = outDir ?? "."
        return fixtures.map { fixture in
            let name = ((fixture as NSString).lastPathComponent as NSString).deletingPathExtension
            return RenderQueue.Job(fixture: fixture, output: (folder as NSString).appendingPathComponent("\(name).\(chosen.rawValue)"),
                                   svg: chosen == .svg)
        }
    }
}
