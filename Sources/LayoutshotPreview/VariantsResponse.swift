/// Each of a fixture's variants drawn at its own size, side by side in the page
/// (`/api/variants`): `{"variants": [{"name": "w320-dark", "ok": true, "png": "…", "size": [w, h]}]}`;
/// a variant that fails has `"ok": false` and its `message` instead of the picture; one with a
/// reference has `"reference": "card@w320-dark.png · identical"` (or how it differs). Empty
/// without variants or when the fixture does not load (the main picture shows that error).
///
/// ```swift
/// VariantsResponse(variants: []).json()   // {"variants": []}
/// ```
struct VariantsResponse: PreviewJSON {
    /// One variant: its picture, or why it has none.
    struct Variant: Encodable {
        var name: String
        var ok: Bool
        /// The PNG, base64.
        var png: String?
        /// Its layout's `[width, height]`.
        var size: [Double]?
        var message: String?
        /// Its reference and how it compares (`RenderResponse.Reference.caption`); `nil` when it
        /// has none.
        var reference: String?
    }

    var variants: [Variant]
}
