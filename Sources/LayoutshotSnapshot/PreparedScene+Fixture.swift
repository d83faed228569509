import Foundation
import LayoutshotFixtures
import LayoutshotRender

extension PreparedScene {
    /// `fixture` laid out by `renderer` (one made for its fonts: `Renderer(for:)`), with its
    /// errors located in the fixture file.
    public init(
        _ fixture: Fixture, renderer: Renderer, options: Renderer.Options = Renderer.Options()
    )
        throws(FixtureError)
    {
        self.init(renderer: renderer, prepared: try renderer.prepare(fixture, options: options))
    }

    /// The fixture file at `url` (at `variant`, for a fixture with `variants`) loaded and laid
    /// out by a renderer for its fonts; every error is located in the file.
    ///
    /// ```swift
    /// let card = try PreparedScene(fixtureAt: URL(fileURLWithPath: "Snapshots/card.yaml"))
    /// ```
    public init(fixtureAt url: URL, variant: FixtureVariant? = nil) throws(FixtureError) {
        let fixture = try FixtureLoader.load(path: url.path, variant: variant)
        try self.init(fixture, renderer: try Renderer(for: fixture))
    }
}
