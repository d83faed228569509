import LayoutshotCore

/// Why one node of a layout has its size and its place: numbered steps from the root's range
/// down to the node's frame, each naming the element that decided, the rule, and the numbers.
///
/// The steps compose: each range handed down is the one the next step starts `from`, the last
/// `size` is the frame's size, and the `offset`s add up to the frame's origin (ceiled to the
/// pixel grid, as drawn).
///
/// ```swift
/// let card = Stack(.horizontal) {
///     Box(.red).preferredSize(44, 44)
///     Box(.blue).flexGrow(1).maxWidth(50).id("fill")
/// }
/// let explanation = try card.explanation(of: "fill", in: SizeRange(exactly: Size(300, 44)))
/// print(explanation)   // one numbered step a line
/// ```
public struct LayoutExplanation: Hashable, Sendable {
    // The frame first: laid out as `Layout` is (two strings, a frame, an array), the type's
    // value witnesses were merged with Layout's, and every copy of a Layout took a jump more.
    /// The node's frame in root coordinates, origin ceiled to the pixel grid: what
    /// `layoutshot layout --absolute` gives it.
    public var frame: Rect
    /// The node, named as messages name it: its id in backquotes, or its type and path.
    public var node: String
    /// The node's path: `root.children[1].child`.
    public var path: String
    /// The steps, in order: the ranges handed down, the node's size, its position.
    public var steps: [ExplanationStep]

    /// Creates an explanation.
    public init(node: String, path: String, frame: Rect, steps: [ExplanationStep]) {
        self.node = node
        self.path = path
        self.frame = frame
        self.steps = steps
    }

    /// The `layoutshot explain --json` document: `{"node", "path", "frame": [x, y, w, h],
    /// "steps": [{"by", "rule", "says", …numbers}]}`, one step a line, written by
    /// `JSONOutputEncoder` as every output is (numbers with at most 4 decimals, an unbounded
    /// maximum as `"inf"`, keys in a fixed order).
    public func jsonDocument() -> String {
        do {
            return try JSONOutputEncoder().string(of: ExplanationDocument(self))
        } catch {
            // Only an encode(to:) of its own can throw, and neither an explanation's nor its steps' do.
            preconditionFailure("an explanation document could not be written: \(error)")
        }
    }
}

extension LayoutExplanation: CustomStringConvertible {
    /// The node and its frame, then one numbered step a line.
    ///
    /// ```
    /// `fill` (root.children[1]): (44, 0) 256 × 44
    ///  1. `root` is laid out in 300 × 44; percentages resolve against 300 × 44.
    /// ```
    public var description: String {
        var lines = [
            "\(node) (\(path)): \(ExplanationWords.point(frame.origin)) \(ExplanationWords.size(frame.size))"
        ]
        let width = String(steps.count).count
        for (index, step) in steps.enumerated() {
            let number = String(index + 1)
            lines.append(
                String(repeating: " ", count: width - number.count) + number + ". " + step.says)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The JSON of `jsonDocument()`; an unbounded maximum is `"inf"`.
extension LayoutExplanation: Codable {
    private enum Keys: String, CodingKey { case node, path, frame, steps }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        node = try container.decode(String.self, forKey: .node)
        path = try container.decode(String.self, forKey: .path)
        let numbers = try container.decode([ExplanationNumbers.Number].self, forKey: .frame).map(
            \.value)
        guard numbers.count == 4 else {
            throw DecodingError.dataCorruptedError(
                forKey: .frame, in: container, debugDescription: "expected [x, y, w, h]")
        }
        frame = Rect(origin: Point(numbers[0], numbers[1]), size: Size(numbers[2], numbers[3]))
        steps = try container.decode([ExplanationStep].self, forKey: .steps)
    }

    public func encode(to encoder: any Encoder) throws {
        try encode(to: encoder) { $0 }
    }

    /// The fields, each step written as `step` wraps it (on a line of its own in
    /// `ExplanationDocument`).
    func encode<Step: Encodable>(to encoder: any Encoder, step: (ExplanationStep) -> Step) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(node, forKey: .node)
        try container.encode(path, forKey: .path)
        try container.encode(
            [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
                .map(ExplanationNumbers.Number.init), forKey: .frame)
        try container.encode(steps.map(step), forKey: .steps)
    }
}
