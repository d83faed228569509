import Foundation
import LayoutshotText

/// What Texture's layout passes measure text with: the fonts (the bundled ones and those of
/// `LAYOUTSHOT_FONT_PATH`, read and checked once) and the Pango measurers over them, which a pass
/// borrows for as long as it runs and hands down to the engine in its `LayoutEnvironment`.
///
/// One per process (`process`), as the variable is the process's; a test makes its own from an
/// environment of its choosing.
///
/// ```swift
/// let text = TextureText(environment: ["LAYOUTSHOT_FONT_PATH": "/nowhere"])
/// text.unavailable   // "LAYOUTSHOT_FONT_PATH: '/nowhere' (entry 1 of 1) does not exist. Set …"
/// ```
final class TextureText: Sendable {
    /// The process's: its environment read once, when a pass first needs it.
    static let process = TextureText(environment: ProcessInfo.processInfo.environment)

    /// The font set, `nil` when it could not be made (`unavailable` says why).
    let fonts: FontSet?
    /// The folders of `LAYOUTSHOT_FONT_PATH` the fonts were made with (none when it was bad).
    let folders: [String]
    /// Why there are no fonts, in a message that names the variable or the fonts at fault.
    let unavailable: String?
    /// The measurers over `fonts`, lent to one pass at a time.
    private let measurers: MeasurerPool?

    /// The fonts `environment` names, checked: a bad `LAYOUTSHOT_FONT_PATH`, or bundled fonts
    /// that cannot be found, leave no fonts and a reason.
    init(environment: [String: String]) {
        do {
            let folders = try FontPath(environment: environment).folders
            let fonts = try FontSet.shared(adding: folders)
            self.folders = folders
            self.fonts = fonts
            unavailable = nil
            measurers = MeasurerPool(fonts: fonts)
        } catch {
            // A `FontPathError` or a `TextError`, each a `LayoutshotError` that says where and why.
            fonts = nil
            folders = []
            unavailable = "\(error)"
            measurers = nil
        }
    }

    /// Runs `body` with a measurer that nothing else uses until `body` returns, or with `nil` and
    /// the reason there is none.
    func withMeasurer<Value>(
        _ body: (_ measurer: PangoTextMeasurer?, _ unavailable: String?) -> Value
    ) -> Value {
        guard let measurers else { return body(nil, unavailable) }
        switch measurers.borrow() {
        case .success(let measurer):
            defer { measurers.giveBack(measurer) }
            return body(measurer, nil)
        case .failure(let error):
            return body(nil, error.description)
        }
    }
}
