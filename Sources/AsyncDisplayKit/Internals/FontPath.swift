import Foundation

/// The font folders Texture code adds to the bundled fonts: `LAYOUTSHOT_FONT_PATH`, colon-separated,
/// as `UIFont(name:size:)` finds named fonts there. Checked when read, as `ContainedPath` checks a
/// path: every folder it names must exist, so a typo is an error that names the variable, never a
/// font that silently goes missing. Empty entries (`:/fonts`, from `$LAYOUTSHOT_FONT_PATH:/fonts`
/// with the variable unset) name no folder and are left out.
///
/// ```swift
/// let path = try FontPath(environment: ["LAYOUTSHOT_FONT_PATH": "Fonts:/opt/brand/fonts"])
/// path.folders   // ["Fonts", "/opt/brand/fonts"]
/// ```
struct FontPath: Equatable, Sendable {
    /// The variable's name, for messages.
    static let variable = "LAYOUTSHOT_FONT_PATH"

    /// The folders, in the variable's order; none when it is unset or empty.
    let folders: [String]

    /// The folders `environment` names in `LAYOUTSHOT_FONT_PATH`.
    /// - Throws: `FontPathError` for the first entry that is not an existing folder.
    init(environment: [String: String]) throws(FontPathError) {
        let entries =
            environment[Self.variable]?.split(separator: ":", omittingEmptySubsequences: true).map(
                String.init) ?? []
        for (index, entry) in entries.enumerated() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: entry, isDirectory: &isDirectory) else {
                throw FontPathError(
                    folder: entry, position: index + 1, count: entries.count,
                    reason: "does not exist")
            }
            guard isDirectory.boolValue else {
                throw FontPathError(
                    folder: entry, position: index + 1, count: entries.count,
                    reason: "is a file, not a folder")
            }
        }
        folders = entries
    }
}
