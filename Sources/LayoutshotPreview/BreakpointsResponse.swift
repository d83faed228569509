/// The widths where a fixture's structure changes across the slider's range
/// (`/api/breakpoints`): `{"breakpoints": [{"width": 240, "changes": ["…"]}]}`, empty when the
/// fixture does not load.
///
/// ```swift
/// BreakpointsResponse(breakpoints: []).json()   // {"breakpoints": []}
/// ```
struct BreakpointsResponse: PreviewJSON {
    /// One width and what changes there, in words.
    struct Breakpoint: Encodable {
        var width: Double
        var changes: [String]
    }

    var breakpoints: [Breakpoint]
}
