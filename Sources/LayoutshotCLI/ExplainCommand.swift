import ArgumentParser
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotRender
import LayoutshotSnapshot

/// `layoutshot explain FIXTURE NODE`: why a node has its size and place, step by step.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain why a node of a fixture has its size and place.",
        discussion: """
            Lays the fixture out as `layout` does and prints, one numbered step a line, how \
            the node's frame came about: the range each ancestor handed down and by which \
            rule, the node's own style and size (a text's lines and why it is cut), its \
            position in each parent, and the pixel grid's rounding where it changed a number. \
            NODE is an id, or a node path as messages print it. --json prints {"node", \
            "path", "frame": [x, y, w, h], "steps": [{"by", "rule", "says", ...}]}, the frame \
            as `layout --json --absolute` gives it.

            Examples:
              layoutshot explain Snapshots/social-post-header.yaml username
              layoutshot explain card.yaml root.children[1].child --json
              layoutshot explain Snapshots/variants-card.yaml title --variant w320-dark
              layoutshot explain card.yaml title --width 280
            """
    )

    @Argument(help: "The fixture file (.yaml, .yml or .json).")
    var fixture: String

    @Argument(help: "The node: an id, or a node path such as root.children[1].")
    var node: String

    @Option(name: .long, help: "For fixtures with variants: explain this one (e.g. w320-dark).")
    var variant: String?

    @Option(name: .long, help: "Lay the fixture out at this width, in points.")
    var width: Double?

    @Flag(name: .long, help: "Print the explanation as JSON.")
    var json = false

    @Option(name: .long, help: "A folder of extra fonts (.ttf/.otf) for text nodes; repeatable.")
    var fonts: [String] = []

    func validate() throws {
        if let width, !(width > 0 && width <= 10_000) {
            throw ValidationError("--width must satisfy 0 < width ≤ 10000.")
        }
    }

    func run() throws {
        var loaded = try load()
        // As a width variant does: the max width, and the min width where the two are equal.
        if let width { loaded.sizeRange = loaded.sizeRange.replacingWidth(width) }
        let renderer = try Renderer(for: loaded, adding: fonts)
        let explanation: LayoutExplanation
        do {
            explanation = try renderer.explanation(of: node, in: loaded)
        } catch var error as ExplanationError {
            error.location = FixtureVariant.suffixed(fixture, variant)
            throw error
        }
        try StandardOutput.write(json ? explanation.jsonDocument() : explanation.description)
    }

    /// The fixture, as the variant `--variant` names draws it.
    private func load() throws -> Fixture {
        guard variant != nil else { return try FixtureLoader.load(path: fixture) }
        return try FixtureLoader.load(
            path: fixture,
            variant: FixtureDiscovery.selectedVariants(of: fixture, named: variant)[0])
    }
}
