import LayoutshotCore

/// The `"why"` of a layout sidecar: an object with one member a node, by path, depth first,
/// each a list of the node's steps one a line, their numbers without their sentences:
///
/// ```json
/// "why": {
///   "root": [
///     {"by": "`row`", "rule": "root.range", "range": {"min": [300, 0], "max": [300, "inf"]}},
///     …
/// ```
extension LayoutDecisions: Codable {
    /// A step as a sidecar writes it: on one line, without its sentence.
    private struct SidecarStep: JSONOutputStyled {
        static let jsonOutputStyle = JSONOutputStyle.oneLine
        var step: ExplanationStep
        func encode(to encoder: any Encoder) throws { try step.encode(to: encoder, saying: false) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        for node in nodes {
            try container.encode(node.steps.map(SidecarStep.init), forKey: JSONKey(node.path))
        }
    }

    /// Reads the nodes in the order the decoder lists them (Foundation's does not keep the
    /// document's); `LayoutDocument` puts them back in the layout's order.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        self.init(
            nodes: try container.allKeys.map { key in
                Node(path: key.stringValue, steps: try container.decode([ExplanationStep].self, forKey: key))
            })
    }
}
