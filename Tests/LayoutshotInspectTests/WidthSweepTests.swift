import Foundation
import LayoutshotInspect
import LayoutshotSnapshot
import LayoutshotTestSupport
import Testing

/// Width sweeps on real text: every breakpoint agrees with `layout` at the width before it and
/// at it, and nothing changes between breakpoints (every width is laid out).
struct WidthSweepTests {
    static let header = LayoutLinterTests.gallery.appendingPathComponent("social-post-header.yaml")
        .path

    @Test func breakpointsOfThePostHeader() throws {
        let fixture = try FixtureLoader.load(path: Self.header)
        let renderer = try Renderer(for: fixture)
        let sweep = try WidthSweep(scene: fixture.scene, from: 200, to: 600, renderer: renderer)
        #expect(sweep.count == 401)
        #expect(sweep.breakpoints.map(\.width) == [208, 482])
        #expect(
            sweep.breakpoints.map(\.changes) == [
                ["`username` goes from 2 lines to 1"], ["`location` is no longer truncated"],
            ])
        #expect(sweep.breakpoints.map(\.nodes) == [["username"], ["location"]])
        #expect(sweep.ranges.map { [$0.from, $0.to] } == [[200, 207], [208, 481], [482, 600]])

        // `layout` agrees: the username is two lines high at 207 pt and one at 208.
        func usernameHeight(_ width: Double) throws -> Double {
            let layout = try renderer.layout(WidthSweep.scene(fixture.scene, width: width))
            return try #require(layout[id: "username"]).size.height
        }
        #expect(try usernameHeight(207) > 1.5 * usernameHeight(208))
        #expect(try usernameHeight(208) == usernameHeight(481))
    }

    @Test func aWrappingStackReportsChildrenChangingLines() throws {
        let fixture = try FixtureLoader.decode(SampleFixtures.wrappingTags, path: "tags.yaml")
        let sweep = try WidthSweep(
            scene: fixture.scene, from: 120, to: 220, step: 1, renderer: Renderer(for: fixture))
        #expect(sweep.breakpoints.map(\.width) == [130, 200])
        #expect(
            sweep.breakpoints.map(\.changes) == [
                [
                    "`b` moves from line 2 to line 1 of its stack",
                    "`c` moves from line 3 to line 2 of its stack",
                ],
                ["`c` moves from line 2 to line 1 of its stack"],
            ])
    }

    @Test func theFilmstripShowsOneFramePerRange() throws {
        let fixture = try FixtureLoader.load(path: Self.header)
        let renderer = try Renderer(for: fixture)
        let sweep = try WidthSweep(
            scene: fixture.scene, from: 200, to: 600, step: 2, renderer: renderer)
        let strip = try renderer.prepare(Filmstrip.scene(of: fixture.scene, sweep: sweep))
        // Three ranges: three labels and three copies of the username.
        let texts = strip.displayList.items.compactMap { item -> String? in
            if case .text(let content) = item.content { return content.text }
            return nil
        }
        #expect(
            texts.filter { $0.range(of: #"^\d+ – \d+ pt$"#, options: .regularExpression) != nil }
                .count == 3)
        #expect(strip.displayList.items.filter { $0.id == "username" }.count == 3)
        #expect(texts.contains("“username” goes from 2 lines to 1"))
    }
}
