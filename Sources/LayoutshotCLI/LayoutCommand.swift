import ArgumentParser
import LayoutshotCore
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotRender
import LayoutshotSnapshot

/// `layoutshot layout FIXTURE`: lays a fixture out and prints the frames.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a fixture and print its frames.",
        discussion: """
            Without --json, prints an indented tree: type, #id, origin and size in points. \
            Frames are in the parent's coordinates unless --absolute is given; absolute frames are \
            in root coordinates with origins snapped to the pixel grid, exactly as drawn.

            Examples:
              layoutshot layout Snapshots/social-post-header.yaml
              layoutshot layout feed.json --json > feed.layout.json
              layoutshot layout cell.yaml --absolute
            """
    )

    @Argument(help: "The fixture file (.yaml, .yml or .json).")
    var fixture: String

    @Flag(
        name: .long,
        help: "Print the layout as JSON: {\"size\": [w, h], \"root\": {type, id, frame, children}}."
    )
    var json = false

    @Flag(name: .long, help: "Give frames in root coordinates, snapped to the pixel grid.")
    var absolute = false

    @Option(name: .long, help: "A folder of extra fonts (.ttf/.otf) for text nodes; repeatable.")
    var fonts: [String] = []

    func run() throws {
        let loaded = try FixtureLoader.load(path: fixture)
        // Text is measured by Pango and images by their files, exactly as `render` lays out.
        let layout = try Renderer(for: loaded, adding: fonts).layout(loaded)
        let scale = absolute ? loaded.scale : nil
        try StandardOutput.write(
            json
                ? layout.jsonDocument(absoluteScale: scale)
                : layout.treeDescription(absoluteScale: scale))
    }
}
