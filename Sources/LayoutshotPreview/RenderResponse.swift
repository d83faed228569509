import LayoutshotLayout

/// The page's picture of a fixture (`/api/render`): `{"id", "version", "ok": true, "width",
/// "defaultWidth", "widthRange": [low, high], "scale", "png", "layout": {…}, "styles": {…},
/// "nodePaths": {…}, "reference": {…} or null, "renderMs"}`. A fixture that does not render
/// is a `RenderFailure`.
///
/// ```swift
/// let answer = RenderResponse(id: "0/card.yaml", version: 3, …, renderMs: 12.5)
/// answer.json()   // {"id": "0/card.yaml", "version": 3, "ok": true, "width": 200, …}
/// ```
struct RenderResponse: PreviewJSON {
    /// The fixture's reference, where and as `check` finds and compares it, and how the render
    /// differs from it: a `note` instead of the comparison when the two cannot be compared.
    struct Reference: Encodable {
        /// The reference PNG, base64.
        var png: String
        /// Its file name.
        var name: String
        var note: String?
        var differentPixels: Int?
        /// The diff picture's PNG, base64, when pixels differ.
        var diff: String?

        /// `card@w200-dark.png · identical`: its name and how the render compares, in a line.
        var caption: String {
            let comparison =
                note ?? differentPixels.map { $0 == 0 ? "identical" : "\($0) pixels differ" }
                ?? "not compared"
            return name + " · " + comparison
        }
    }

    var id: String
    var version: Int
    let ok = true
    /// The layout's width, at the slider's width or the fixture's own.
    var width: Double
    /// The fixture's own width: the slider's Reset.
    var defaultWidth: Double
    /// The slider's lowest and highest widths.
    var widthRange: [Double]
    var scale: Double
    /// The render's PNG, base64.
    var png: String
    /// Frames in root coordinates, as drawn, for hovering.
    var layout: LayoutDocument
    /// Each node's style away from Texture's defaults.
    var styles: PagePathTable
    /// Each node's path as explanations name it.
    var nodePaths: PagePathTable
    /// `nil` inside: no reference beside the fixture, written `null`, as the page tells "no
    /// reference" by it. The outer optional is always there, so the synthesised coding always
    /// writes the key.
    var reference: Reference??
    var renderMs: Double
}
