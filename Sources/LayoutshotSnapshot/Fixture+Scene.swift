import Foundation
import LayoutshotCore
import LayoutshotFixtures
import LayoutshotRender

extension Fixture {
    /// The fixture as the renderer's input: its tree, range, scale, background and fonts, and
    /// the hash of its file (`layoutshot:fixture`, taken when it was loaded: reading the scene
    /// reads no file), by which `status` finds stale references.
    public var scene: Scene {
        Scene(
            root: root, sizeRange: sizeRange, scale: scale, background: background,
            fontDirectories: fonts,
            metadata: fileHash.map { ["layoutshot:fixture": $0] } ?? [:])
    }

    /// A scene error located in this fixture: at the line and column of the value it is about
    /// (`font:`, `text:`, `image:`), else of the node.
    public func error(_ sceneError: SceneError) -> FixtureError {
        var key = sceneError.path
        if let property = sceneError.key {
            // A font error in a text without its own `font:` is about the text.
            key +=
                valueLocations[key + "." + property] == nil && property == "font"
                ? ".text" : "." + property
        }
        return error(at: key, node: sceneError.nodeLabel, sceneError.message)
    }

    /// What `body` returns from this fixture's scene; a scene error it throws, located in this
    /// fixture (`error(_:)`).
    package func locating<Value>(_ body: () throws(SceneError) -> Value) throws(FixtureError)
        -> Value
    {
        do {
            return try body()
        } catch {
            throw self.error(error)
        }
    }
}
