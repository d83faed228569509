import Foundation
import LayoutshotCore
import LayoutshotFixtures
import LayoutshotRender
import LayoutshotSnapshot
import LayoutshotTestSupport

/// Renders fixture text in memory, for drawing tests.
enum RenderTestSupport {
    static func prepare(_ yaml: String, path: String = "test.yaml", outlines: Bool = false) throws
        -> (
            Renderer, Renderer.Prepared
        )
    {
        let renderer = try Renderer()
        let fixture = try FixtureLoader.decode(yaml, path: path)
        return (
            renderer, try renderer.prepare(fixture, options: Renderer.Options(outlines: outlines))
        )
    }

    static func image(_ yaml: String, path: String = "test.yaml") throws -> RGBAImage {
        let (renderer, prepared) = try prepare(yaml, path: path)
        return try renderer.image(of: prepared)
    }

    /// A temporary folder holding `files` (name → bytes).
    static func folder(_ files: [String: [UInt8]]) throws -> URL {
        let folder = try TemporaryFolder.make("render")
        for (name, bytes) in files {
            try Data(bytes).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// Counts pixels in `rect` (pixels) that differ from `color`.
    static func count(in image: RGBAImage, _ rect: (Int, Int, Int, Int), notEqualTo color: Color)
        -> Int
    {
        var count = 0
        for y in rect.1..<rect.1 + rect.3 {
            for x in rect.0..<rect.0 + rect.2 where image[x, y] != color { count += 1 }
        }
        return count
    }
}
