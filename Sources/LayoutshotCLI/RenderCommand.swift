import ArgumentParser
import Dispatch
import Foundation
import LayoutshotFixtures
import LayoutshotRender
import LayoutshotSnapshot
import LayoutshotText

/// `layoutshot render FIXTURE...`: draws fixtures to PNG or SVG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render fixtures to PNG or SVG.",
        discussion: """
            One fixture goes to -o FILE (the format comes from its extension); several go to \
            --out-dir DIR as DIR/<fixture name>.<format>, rendered in parallel on all cores. \
            Every output carries the renderer fingerprint (drawing rules, font hashes, scale) \
            and is written atomically: a failed render never replaces an existing file.

            Examples:
              layoutshot render Snapshots/social-post-header.yaml -o header.png
              layoutshot render Snapshots/*.yaml --out-dir render --format svg
              layoutshot render cell.yaml -o cell@3x.png --scale 3 --outlines
            """
    )

    @Argument(help: "Fixture files (.yaml, .yml or .json).")
    var fixtures: [String]

    @Option(name: .long, help: "For fixtures with variants: render only this one (e.g. w320-dark).")
    var variant: String?

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

        /// The file's bytes for `scene`, drawn by the snapshot format of that name; a switch, not a
        /// format kept in a variable, as the two render different values (a picture, a text).
        func bytes(of scene: PreparedScene) throws -> [UInt8] {
            switch self {
            case .png: try SnapshotFormat<PreparedScene, RGBAImage>.png.render(scene).primary()
            case .svg: try SnapshotFormat<PreparedScene, String>.svg.render(scene).primary()
            }
        }
    }

    func validate() throws {
        if output != nil && fixtures.count > 1 {
            throw ValidationError(
                "-o names one file; use --out-dir for \(fixtures.count) fixtures.")
        }
        if output != nil && outDir != nil {
            throw ValidationError("Use -o or --out-dir, not both.")
        }
        if let scale, !Fixture.scales.contains(scale) {
            throw ValidationError("--scale must be \(Fixture.scaleRule).")
        }
    }

    func run() throws {
        let jobs = try plan()
        if let outDir {
            do {
                try FileManager.default.createDirectory(
                    atPath: outDir, withIntermediateDirectories: true)
            } catch {
                throw CommandError(
                    "cannot create the output folder \(outDir): \(error.localizedDescription)")
            }
        }
        let options = Renderer.Options(scale: scale, outlines: outlines)
        // Results in job order, so output and messages do not depend on scheduling.
        let results = workerOptions.workers.map(jobs.count, progress: "render") {
            index, renderers in
            jobs[index].run(with: &renderers, options: options)
        }
        let written = results.compactMap { try? $0.get() }
        if !written.isEmpty { try StandardOutput.write(written.joined(separator: "\n") + "\n") }
        let failures = results.compactMap { result in
            if case .failure(let error) = result { error } else { nil }
        }
        if !failures.isEmpty { throw CommandFailures(failures: failures) }
    }

    /// Each fixture with its output path and format.
    func plan() throws -> [RenderJob] {
        if let output {
            let ext = (output as NSString).pathExtension.lowercased()
            guard let fromExtension = OutputFormat(rawValue: ext) else {
                throw CommandError(
                    "\(output): unknown output format '.\(ext)'; expected .png or .svg")
            }
            if let format, format != fromExtension {
                throw CommandError(
                    "\(output): --format \(format.rawValue) does not match the extension .\(ext)")
            }
            let variants = try FixtureDiscovery.selectedVariants(of: fixtures[0], named: variant)
            guard variants.count <= 1 else {
                throw CommandError(
                    "\(fixtures[0]) has \(variants.count) variants (\(variants.compactMap { $0?.name }.joined(separator: ", "))); "
                        + "pick one with --variant, or render them all with --out-dir")
            }
            return [
                RenderJob(
                    fixture: fixtures[0], output: output, format: fromExtension,
                    variant: variants.first ?? nil)
            ]
        }
        let chosen = format ?? .png
        let folder = outDir ?? "."
        return try fixtures.flatMap { fixture in
            let name = ((fixture as NSString).lastPathComponent as NSString).deletingPathExtension
            return try FixtureDiscovery.selectedVariants(of: fixture, named: variant).map {
                variant in
                let file = FixtureVariant.suffixed(name, variant?.name) + "." + chosen.rawValue
                return RenderJob(
                    fixture: fixture, output: (folder as NSString).appendingPathComponent(file),
                    format: chosen, variant: variant)
            }
        }
    }
}
