import LayoutshotCore

/// A Texture node tree that Texture would assert on (a nil child, a ratio of zero, a font that
/// is not there): the snapshot fails with every problem, each saying what to change.
struct NodeMisuse: LayoutshotError {
    /// The node laid out.
    var node: String
    /// What is wrong, one item per problem.
    var problems: [String]

    var problem: String {
        "\(node)'s layout has \(problems.count == 1 ? "a problem" : "\(problems.count) problems"):\n"
            + problems.map { "- " + $0 }.joined(separator: "\n")
    }
}
