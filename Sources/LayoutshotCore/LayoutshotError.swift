/// The one shape of every Layoutshot error: where it is, what happened and what to do next.
/// Each error type says the parts; the message is assembled here, so every error reads the same
/// way:
///
/// ```
/// feed.yaml:12:7: root.child.children[2] (id "icon"): unknown key 'colour' for a box; did you mean 'color'?
/// ```
///
/// The command line maps any `LayoutshotError` to its message on stderr and its exit code (the
/// exit codes are the command line's own); nothing else is needed to add a new error.
/// "Differences found" is not an error: it is a command's result.
public protocol LayoutshotError: Error, CustomStringConvertible {
    /// The file (with line and column), the node or the path the error is about; `nil` when it
    /// is about none.
    var location: String? { get }
    /// What happened, with the numbers: expected and found.
    var problem: String { get }
    /// What to do next, when the problem does not already say it.
    var nextStep: String? { get }
}

extension LayoutshotError {
    public var location: String? { nil }
    public var nextStep: String? { nil }

    /// `LOCATION: PROBLEM. NEXT STEP`.
    public var description: String {
        var text = location.map { "\($0): " } ?? ""
        text += problem
        if let nextStep { text += ". " + nextStep }
        return text
    }
}
