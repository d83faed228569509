import LayoutshotCore

/// Why a node cannot be explained: the layout has no node by that name, or an id names several.
/// A command exits 2 on it, listing the ids that come close.
public struct ExplanationError: LayoutshotError, Hashable, Sendable {
    /// The node as it was asked for.
    public var node: String
    /// Where the layout comes from (a fixture's path), when the caller says.
    public var location: String?
    /// What is wrong, with the names that come close.
    public var problem: String
    /// What to give instead.
    public var nextStep: String?
    /// The layout's ids closest to `node`, nearest first (the candidates `problem` lists).
    public var closeIDs: [String]

    /// Creates an error.
    public init(
        node: String, problem: String, nextStep: String? = nil, closeIDs: [String] = [],
        location: String? = nil
    ) {
        self.node = node
        self.location = location
        self.problem = problem
        self.nextStep = nextStep
        self.closeIDs = closeIDs
    }
}
