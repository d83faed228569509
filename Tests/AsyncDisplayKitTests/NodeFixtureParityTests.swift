import AsyncDisplayKit
import Foundation
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotRender
import LayoutshotSnapshot
import LayoutshotText
import Testing

/// Realistic cells written with the Texture API and the same layouts written as fixtures give
/// the same frames: every node the fixture names is where the node tree puts it, to the pixel.
@Suite struct NodeFixtureParityTests {
    // Unsafe: the closures make nodes, which are not Sendable; the list itself never changes.
    nonisolated(unsafe) static let cells: [(String, () -> ASDisplayNode, ASSizeRange)] = [
        ("feed-cell", { FeedCellNode() }, column(375)),
        ("profile-header", { ProfileHeaderNode() }, column(375)),
        ("chat-bubble", { ChatBubbleNode() }, column(375)),
        ("product-card", { ProductCardNode() }, column(180)),
    ]

    /// A cell's range in a list: exactly `width` wide, any height.
    static func column(_ width: CGFloat) -> ASSizeRange {
        ASSizeRangeMake(
            CGSize(width: width, height: 0), CGSize(width: width, height: CGFloat.infinity))
    }

    @Test(arguments: cells.indices)
    func nodeAndFixtureGiveTheSameFrames(_ index: Int) throws {
        let (name, makeNode, range) = Self.cells[index]
        let path = try #require(
            Bundle.module.path(forResource: name, ofType: "yaml", inDirectory: "Fixtures"))
        let fixture = try FixtureLoader.load(path: path)
        let measurer = try PangoTextMeasurer(fonts: FontSet.shared())
        let expected = fixture.layout(
            environment: LayoutEnvironment(scale: fixture.scale, textMeasurer: measurer))

        let pass = LayoutshotPass(of: makeNode(), in: range, scale: CGFloat(fixture.scale))
        #expect(pass.problems == [])
        #expect(pass.resolved.layout.size == expected.size)
        let actualByID = Dictionary(
            pass.resolved.layout.absoluteFrames(scale: fixture.scale).compactMap { frame in
                frame.id.map { ($0, frame.frame) }
            }, uniquingKeysWith: { first, _ in first })
        let expectedFrames = expected.absoluteFrames(scale: fixture.scale).filter { $0.id != nil }
        #expect(expectedFrames.count >= 3)
        for frame in expectedFrames {
            let id = try #require(frame.id)
            #expect(
                frame.frame.size.width > 0 && frame.frame.size.height > 0, "\(name): \(id) is empty"
            )
            #expect(actualByID[id] == frame.frame, "\(name): \(id)")
        }
    }

    @Test(arguments: cells.indices)
    func nodeAndFixtureGiveTheSamePixels(_ index: Int) throws {
        let (name, makeNode, range) = Self.cells[index]
        let path = try #require(
            Bundle.module.path(forResource: name, ofType: "yaml", inDirectory: "Fixtures"))
        let fixture = try FixtureLoader.load(path: path)
        let renderer = try Renderer()
        let expected = try renderer.image(of: renderer.prepare(fixture))

        let (prepared, problems) = try prepare(
            makeNode(), in: range, scale: fixture.scale, background: fixture.background,
            with: renderer)
        #expect(problems == [])
        let actual = try renderer.image(of: prepared)
        #expect(actual.width == expected.width && actual.height == expected.height)
        #expect(actual == expected, "\(name): the node tree and the fixture draw different pixels")
        // The node tree is named like the fixture: every id the fixture has is drawn by the node tree too.
        let fixtureIDs = Set(try renderer.prepare(fixture).displayList.items.compactMap(\.id))
        let nodeIDs = Set(prepared.displayList.items.compactMap(\.id))
        #expect(fixtureIDs.isSubset(of: nodeIDs))
    }
}
