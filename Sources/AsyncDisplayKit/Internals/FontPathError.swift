import LayoutshotCore

/// Why `LAYOUTSHOT_FONT_PATH` cannot be used: an entry that is not an existing folder. Reported
/// in every layout's problems (text is then not measured), so `assertLayoutSnapshot` fails
/// with it instead of drawing with a font missing.
struct FontPathError: LayoutshotError, Equatable {
    /// The entry as the variable has it.
    var folder: String
    /// Its position among the entries, from 1.
    var position: Int
    /// How many entries the variable has.
    var count: Int
    /// "does not exist", "is a file, not a folder".
    var reason: String

    var location: String? { FontPath.variable }

    var problem: String {
        "'\(folder)' (entry \(position) of \(count)) \(reason)"
    }

    var nextStep: String? {
        "Set \(FontPath.variable) to existing folders of .ttf or .otf files, separated by ':'"
    }
}
