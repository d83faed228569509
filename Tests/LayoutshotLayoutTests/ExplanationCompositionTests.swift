import Foundation
import LayoutshotCore
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotTestSupport
import Testing

/// Explanations are correct by construction: every node of every Texture case the engine is
/// checked against is explained, and the steps compose to the node's frame in the layout (the
/// ranges chain, the last size is the frame's, the offsets add up to its origin).
struct ExplanationCompositionTests {
    /// The Texture case `fixtureName`, the environment of its scale and its nodes' absolute frames.
    static func textureCase(_ fixtureName: String) throws -> (
        Fixture, LayoutEnvironment, [AbsoluteFrame]
    ) {
        let folder = try #require(
            TextureReferenceTests.folder, "The test bundle has no Fixtures/Texture folder.")
        let fixture = try FixtureLoader.load(path: folder.appendingPathComponent(fixtureName).path)
        return (
            fixture, LayoutEnvironment(scale: fixture.scale),
            fixture.layout().absoluteFrames(scale: fixture.scale)
        )
    }

    @Test(
        "Every node's explanation composes to its frame", arguments: TextureReferenceTests.fixtures)
    func everyNodeComposes(_ fixtureName: String) throws {
        let (fixture, environment, frames) = try Self.textureCase(fixtureName)
        let explanations = fixture.root.explanations(
            in: fixture.sizeRange, environment: environment)
        #expect(explanations.map(\.path) == frames.map(\.path))
        #expect(explanations.map(\.frame) == frames.map(\.frame))
        for explanation in explanations {
            let problems = ExplanationComposition.problems(explanation, scale: fixture.scale)
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(explanation)")
        }
    }

    /// One walk of the tree gives every node's own steps; put together along a node's chain they
    /// are, step for step and word for word, what explaining that node alone gives.
    @Test(
        "The tree's decisions put together are each node's explanation",
        arguments: TextureReferenceTests.fixtures)
    func decisionsComposeToExplanations(_ fixtureName: String) throws {
        let (fixture, environment, frames) = try Self.textureCase(fixtureName)
        let decisions = fixture.root.decisions(in: fixture.sizeRange, environment: environment)
        #expect(decisions.nodes.map(\.path) == frames.map(\.path))
        for frame in frames {
            let alone = try fixture.root.explanation(
                of: frame.path, in: fixture.sizeRange, environment: environment)
            #expect(decisions.steps(explaining: frame.path) == alone.steps, "\(frame.path)")
        }
    }

    /// A tree with every kind of spec, text and a deferred node, at a scale whose grid rounds.
    @Test func everyKindComposes() throws {
        let measurer = FixedTextMeasurer(
            characterWidth: 7.3, lineHeight: 16.6, ascender: 12.2, descender: -4.4)
        let deferred = LayoutNode(
            .deferred(
                DeferredLayout(typeName: "cell") { range in
                    .subtree(
                        Stack(.horizontal, spacing: 3) {
                            Text("deferred text").flexShrink(1).id("deferredText")
                            Box().preferredSize(range.max.width.isFinite ? 20 : 10, 10).id(
                                "deferredBox")
                        }.node)
                }))
        let tree = Stack(.vertical, spacing: 5.5, alignItems: .stretch) {
            Inset(EdgeInsets(top: 3, left: .infinity, bottom: 3, right: 7)) {
                Text("inset").id("insetText")
            }
            Overlay {
                Ratio(0.37) { Box().id("ratioBox") }
            } overlay: {
                Center { Box().preferredSize(9.3, 9.3).id("centred") }
            }
            Background {
                Relative(horizontal: .end, vertical: .center, sizing: .minimumSize) {
                    Box().preferredSize(11, 11).id("end")
                }
            } background: {
                Box().id("backdrop")
            }
            Absolute {
                Box().preferredSize(13, 13).style { $0.layoutPosition = Point(4.5, 2.25) }.id(
                    "placed")
            }
            Corner(.topRight, offset: Point(1, -1), wrapsCorner: true) {
                Box().preferredSize(40, 20).id("cornerChild")
            } corner: {
                Box().preferredSize(8, 8).id("badge")
            }
            Stack(
                .horizontalReverse, spacing: 2, justifyContent: .spaceBetween, alignItems: .center,
                flexWrap: .wrap,
                alignContent: .stretch, lineSpacing: 1
            ) {
                Box().preferredSize(70, 10).flexGrow(1).id("w1")
                Box().preferredSize(60, 14).id("w2")
                Text("baseline").alignSelf(.end).id("w3")
            }.height(60)
            deferred
        }
        let environment = LayoutEnvironment(scale: 3, textMeasurer: measurer)
        let range = SizeRange(min: Size(151, 0), max: Size(151, .infinity))
        let frames = tree.node.layout(in: range, environment: environment).absoluteFrames(scale: 3)
        let explanations = tree.node.explanations(in: range, environment: environment)
        #expect(explanations.map(\.frame) == frames.map(\.frame))
        #expect(explanations.count == frames.count)
        for explanation in explanations {
            let problems = ExplanationComposition.problems(explanation, scale: 3)
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(explanation)")
        }
    }
}
