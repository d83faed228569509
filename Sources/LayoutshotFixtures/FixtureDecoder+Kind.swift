import LayoutshotCore
import LayoutshotLayout

extension FixtureDecoder {
    /// The own keys of one node, read into its `LayoutNode.Kind`: the one place a fixture's
    /// keys become a kind's properties. Defaults are the properties' own (`StackOptions()`):
    /// a key that is not given keeps the value the kind's initializer states.
    struct Element {
        let decoder: FixtureDecoder
        let declaration: KindDeclaration
        let own: OwnKeys
        let mapping: FixtureValue
        let label: NodePath
        let path: NodePath

        func value(_ key: String) -> FixtureValue? { own[key] }

        func number(_ key: String, default fallback: Double, allowNegative: Bool = false)
            throws(FixtureError) -> Double
        {
            guard let node = own[key] else { return fallback }
            return try decoder.number(node, key: key, node: label, allowNegative: allowNegative)
        }

        func option<E: RawRepresentable & CaseIterable>(_ key: String, default fallback: E)
            throws(FixtureError) -> E
        where E.RawValue == String {
            guard let node = own[key] else { return fallback }
            return try decoder.enumeration(node, key: key, node: label)
        }

        /// The value of a key the kind cannot do without: a missing one says what it is for.
        func required(_ key: String, _ need: String) throws(FixtureError) -> FixtureValue {
            guard let node = own[key] else {
                throw decoder.error(at: mapping, "missing key '\(key)': \(need)", node: label)
            }
            return node
        }

        func color(_ key: String) throws(FixtureError) -> Color? {
            guard let node = own[key] else { return nil }
            return try decoder.color(node, key: key, node: label)
        }

        mutating func kind() throws(FixtureError) -> LayoutNode.Kind {
            switch declaration.typeName {
            case "box":
                return .box(
                    BoxAppearance(
                        color: try color("color") ?? .clear, borderColor: try color("borderColor"),
                        borderWidth: try number("borderWidth", default: 0),
                        cornerRadius: try number("cornerRadius", default: 0)))
            case "text":
                let textNode = try required("text", "a text node needs its 'text'")
                var content = TextContent(
                    text: try decoder.string(textNode, key: "text", node: label))
                if let font = own["font"] {
                    content.font = try decoder.string(font, key: "font", node: label)
                }
                content.color = try color("color") ?? content.color
                content.alignment = try option("alignment", default: content.alignment)
                if let lines = own["maximumNumberOfLines"] {
                    content.maximumNumberOfLines = try decoder.count(
                        lines, key: "maximumNumberOfLines", node: label)
                }
                content.truncation = try option("truncation", default: content.truncation)
                content.lineSpacing = try number("lineSpacing", default: content.lineSpacing)
                if let markup = own["markup"] {
                    content.markup = try decoder.bool(markup, key: "markup", node: label)
                }
                return .text(content)
            case "image":
                let imageNode = try required("image", "an image node needs the path of a PNG file")
                let source = try decoder.string(imageNode, key: "image", node: label)
                return .image(
                    ImageContent(
                        source: source, path: decoder.resolve(source),
                        contentMode: try option("contentMode", default: .scaleToFill)))
            case "spacer":
                return .spacer
            case "wrapper":
                return .wrapper
            case "inset":
                return .inset(
                    try own["insets"].map {
                        (node: FixtureValue) throws(FixtureError) -> EdgeInsets in
                        try decoder.insets(node, node: label)
                    } ?? .zero)
            case "overlay":
                return .overlay
            case "background":
                return .background
            case "center":
                return .center(
                    centering: try option("centeringOptions", default: .none),
                    sizing: try option("sizingOptions", default: .default))
            case "relative":
                return .relative(
                    RelativeOptions(
                        horizontalPosition: try option("horizontalPosition", default: .none),
                        verticalPosition: try option("verticalPosition", default: .none),
                        sizing: try option("sizingOption", default: .default)))
            case "ratio":
                let ratioNode = try required("ratio", "a ratio spec needs 'ratio' (height / width)")
                let ratio = try decoder.number(ratioNode, key: "ratio", node: label)
                guard ratio > 0 else {
                    throw decoder.error(
                        at: ratioNode,
                        "'ratio' must be greater than 0, found \(decoder.describe(ratioNode))",
                        node: label)
                }
                return .ratio(ratio)
            case "stack":
                var options = StackOptions()
                options.direction = try option("direction", default: options.direction)
                options.spacing = try number(
                    "spacing", default: options.spacing, allowNegative: true)
                options.justifyContent = try option(
                    "justifyContent", default: options.justifyContent)
                options.alignItems = try option("alignItems", default: options.alignItems)
                options.horizontalAlignment = try option(
                    "horizontalAlignment", default: options.horizontalAlignment)
                options.verticalAlignment = try option(
                    "verticalAlignment", default: options.verticalAlignment)
                options.flexWrap = try option("flexWrap", default: options.flexWrap)
                options.alignContent = try option("alignContent", default: options.alignContent)
                options.lineSpacing = try number("lineSpacing", default: options.lineSpacing)
                return .stack(options)
            case "absolute":
                return .absolute(try option("sizing", default: .default))
            case "corner":
                var options = CornerOptions()
                options.location = try option("cornerLocation", default: options.location)
                if let offset = own["offset"] {
                    options.offset = try decoder.point(offset, key: "offset", node: label)
                }
                if let wraps = own["wrapsCorner"] {
                    options.wrapsCorner = try decoder.bool(wraps, key: "wrapsCorner", node: label)
                }
                return .corner(options)
            default:
                // A kind in the table that fixtures cannot read yet.
                throw decoder.error(
                    at: mapping, "type '\(declaration.typeName)' cannot be read from a fixture",
                    node: label)
            }
        }
    }
}
