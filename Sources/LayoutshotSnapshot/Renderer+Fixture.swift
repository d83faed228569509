import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotRender

extension Renderer {
    /// A renderer for `fixture`: the bundled fonts, `extra` folders (the command line's
    /// `--fonts`) and the fixture's `fonts:`. A folder that cannot be loaded is a fixture
    /// error, located at its `fonts:` entry when it is the fixture's.
    public convenience init(for fixture: Fixture, adding extra: [String] = []) throws(FixtureError)
    {
        do {
            try self.init(fontDirectories: extra + fixture.fonts)
        } catch {
            if case .cannotLoadFont(let folder) = error,
                let index = fixture.fonts.firstIndex(of: folder)
            {
                throw fixture.error(at: "fonts[\(index)]", node: nil, error.description)
            }
            throw FixtureError(file: fixture.path, message: error.description)
        }
    }

    /// Lays `fixture` out and checks it (`layout(_:scale:)` of its scene); errors are located
    /// in the fixture file.
    public func layout(_ fixture: Fixture, scale: Double? = nil) throws(FixtureError) -> Layout {
        try fixture.locating { () throws(SceneError) in try layout(fixture.scene, scale: scale) }
    }

    /// Prepares `fixture` for drawing (`prepare(_:options:)` of its scene); errors are located
    /// in the fixture file.
    public func prepare(_ fixture: Fixture, options: Options = Options()) throws(FixtureError)
        -> Prepared
    {
        try fixture.locating { () throws(SceneError) in try prepare(fixture.scene, options: options)
        }
    }
}

extension Renderer {
    /// Why `node` of `fixture` has its frame: `explanation(of:in:)` of its scene, as
    /// `layoutshot explain` prints it; errors in the fixture are located in its file.
    ///
    /// ```swift
    /// let fixture = try FixtureLoader.load(path: "Snapshots/social-post-header.yaml")
    /// print(try Renderer(for: fixture).explanation(of: "title", in: fixture))
    /// ```
    /// - Throws: `FixtureError` when the fixture does not lay out; `ExplanationError` when no
    ///   node, or several, answer to `node`.
    public func explanation(of node: String, in fixture: Fixture) throws -> LayoutExplanation {
        do {
            return try explanation(of: node, in: fixture.scene)
        } catch let error as SceneError {
            throw fixture.error(error)
        }
    }
}
