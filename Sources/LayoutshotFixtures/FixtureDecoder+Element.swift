import LayoutshotCore
import LayoutshotLayout

/// Layout nodes: `type`, `id`, style keys, the type's own keys, children.
extension FixtureDecoder {
    /// Decodes one layout node at `path` (`root`, `root.children[2]`, …).
    mutating func decodeElement(_ value: FixtureValue, path: NodePath) throws(FixtureError)
        -> LayoutNode
    {
        nodeBudget -= 1
        guard nodeBudget >= 0 else {
            throw error(
                at: value,
                "more than \(Self.maximumNodes) layout nodes (after expanding aliases); "
                    + "split the fixture", node: path)
        }
        guard let mapping = value.mapping else {
            throw error(
                at: value, "expected a node (a mapping with a 'type'), found \(describe(value))",
                node: path)
        }
        var typeNode: FixtureValue?
        var id: String?
        for entry in mapping {
            switch entry.key.text {
            case "type": typeNode = entry.value
            case "id": id = try string(entry.value, key: "id", node: path)
            default: break
            }
        }
        path.id = id
        let label = path
        guard let typeNode else {
            throw error(
                at: value,
                "missing key 'type'; expected one of: "
                    + KindDeclaration.allBuiltIn.map(\.typeName).joined(separator: ", "),
                node: label)
        }
        let typeName = try string(typeNode, key: "type", node: label)
        guard let declaration = KindDeclaration.fixtureKind(named: typeName) else {
            let names = KindDeclaration.allBuiltIn.map(\.typeName)
            let hint =
                NearestName.suggest(
                    typeName, from: names + KindDeclaration.fixtureAliasTable.keys.sorted()
                )
                .map { "; did you mean '\($0)'?" }
                ?? "; expected one of: \(names.joined(separator: ", "))"
            throw error(at: typeNode, "unknown type '\(typeName)'\(hint)", node: label)
        }

        var style = LayoutStyle()
        var own = OwnKeys()
        let ownKeys = declaration.fixtureKeys
        for entry in mapping {
            let key = entry.key.text
            let item = entry.value
            if key == "type" || key == "id" { continue }
            if try applyStyle(key, item, to: &style, node: label) { continue }
            guard ownKeys.contains(key) else {
                throw unknownKey(
                    key, at: entry.key.mark, allowed: declaration.allFixtureKeys,
                    what: declaration.article,
                    node: label)
            }
            own.entries.append((key, item))
        }
        try validate(style, at: value, node: label)
        var element = Element(
            decoder: self, declaration: declaration, own: own, mapping: value, label: label,
            path: path)
        let kind = try element.kind()
        recordLocations(of: own, path: path)
        let children = try decodeChildren(
            of: declaration, own: own, at: value, path: path, label: label)
        return LayoutNode(kind, id: id, style: style, children: children)
    }

    /// Where the text's `text` and `font` or the image's `image` sit, for the renderer's
    /// errors about them (an unknown font, a missing file), which come after decoding. Only
    /// texts and images own these keys.
    /// The path's text is made only for a node that owns one of them: making it for every node
    /// was a sixth of loading a large fixture of boxes.
    private mutating func recordLocations(of own: OwnKeys, path: NodePath) {
        var prefix: String?
        for key in Self.locatedKeys {
            guard let location = own[key]?.mark.location else { continue }
            let known = prefix ?? path.path + "."
            prefix = known
            valueLocations[known + key] = location
        }
    }

    /// The own keys whose places `recordLocations` keeps: a constant, not a list made for
    /// every node.
    private static let locatedKeys = ["text", "font", "image"]

    /// The node's children in the engine's order, under the keys its declaration gives them:
    /// one per role, or the list `children` (or one `child`, for a kind that lists that key).
    private mutating func decodeChildren(
        of declaration: KindDeclaration, own: OwnKeys, at value: FixtureValue,
        path: NodePath, label: NodePath
    ) throws(FixtureError) -> [LayoutNode] {
        switch declaration.children {
        case .none:
            return []
        case .list:
            if declaration.fixtureKeys.contains("child"), let child = own["child"] {
                guard own["children"] == nil else {
                    throw error(
                        at: value, "\(declaration.article) takes 'child' or 'children', not both",
                        node: label)
                }
                return [try decodeElement(child, path: path.appending("child"))]
            }
            return try decodeList(own["children"], path: path, label: label)
        case .roles(let roles):
            var children: [LayoutNode] = []
            children.reserveCapacity(roles.count)
            for role in roles {
                guard let child = own[role] else {
                    throw error(
                        at: value,
                        "missing key '\(role)': \(declaration.article) needs a '\(role)' node",
                        node: label)
                }
                children.append(try decodeElement(child, path: path.appending(role)))
            }
            return children
        }
    }

    private mutating func decodeList(_ value: FixtureValue?, path: NodePath, label: NodePath)
        throws(FixtureError)
        -> [LayoutNode]
    {
        guard let value else { return [] }
        guard let sequence = value.sequence else {
            throw error(
                at: value, "'children' must be a list of nodes, found \(describe(value))",
                node: label)
        }
        var children: [LayoutNode] = []
        children.reserveCapacity(sequence.count)
        for (index, child) in sequence.enumerated() {
            children.append(try decodeElement(child, path: path.appending(index: index)))
        }
        return children
    }

    /// A node's own (non-style) keys and values: a handful, so a list beats a dictionary.
    struct OwnKeys {
        var entries: [(String, FixtureValue)] = []

        subscript(key: String) -> FixtureValue? {
            for (name, value) in entries where name == key { return value }
            return nil
        }
    }

    /// Sets a style property; `false` if `key` is not a style key.
    func applyStyle(
        _ key: String, _ value: FixtureValue, to style: inout LayoutStyle, node label: NodePath
    )
        throws(FixtureError) -> Bool
    {
        switch key {
        case "width":
            style.width = try dimension(value, key: key, node: label, allowInfinity: false)
        case "height":
            style.height = try dimension(value, key: key, node: label, allowInfinity: false)
        case "minWidth":
            style.minWidth = try dimension(value, key: key, node: label, allowInfinity: false)
        case "minHeight":
            style.minHeight = try dimension(value, key: key, node: label, allowInfinity: false)
        case "maxWidth":
            style.maxWidth = try dimension(value, key: key, node: label, allowInfinity: true)
        case "maxHeight":
            style.maxHeight = try dimension(value, key: key, node: label, allowInfinity: true)
        case "preferredSize":
            style.preferredSize = try size(value, key: key, node: label, allowInfinity: false)
        case "minSize": style.minSize = try size(value, key: key, node: label, allowInfinity: false)
        case "maxSize": style.maxSize = try size(value, key: key, node: label, allowInfinity: true)
        case "spacingBefore":
            style.spacingBefore = try number(value, key: key, node: label, allowNegative: true)
        case "spacingAfter":
            style.spacingAfter = try number(value, key: key, node: label, allowNegative: true)
        case "flexGrow": style.flexGrow = try flexFactor(value, key: key, node: label)
        case "flexShrink": style.flexShrink = try flexFactor(value, key: key, node: label)
        case "flexBasis":
            style.flexBasis = try dimension(value, key: key, node: label, allowInfinity: false)
        case "alignSelf": style.alignSelf = try enumeration(value, key: key, node: label)
        case "ascender":
            style.ascender = try number(value, key: key, node: label, allowNegative: true)
        case "descender":
            style.descender = try number(value, key: key, node: label, allowNegative: true)
        case "layoutPosition": style.layoutPosition = try point(value, key: key, node: label)
        default: return false
        }
        return true
    }

    /// Min must not exceed max where both are known in the same unit.
    func validate(_ style: LayoutStyle, at value: FixtureValue, node label: NodePath)
        throws(FixtureError)
    {
        // Two calls, not a loop over a list of the pairs: the list was allocated for every node.
        try validate("Width", style.minWidth, style.maxWidth, at: value, node: label)
        try validate("Height", style.minHeight, style.maxHeight, at: value, node: label)
    }

    private func validate(
        _ name: String, _ minimum: Dimension, _ maximum: Dimension, at value: FixtureValue,
        node label: NodePath
    ) throws(FixtureError) {
        switch (minimum, maximum) {
        case (.points(let low), .points(let high)) where low > high,
            (.fraction(let low), .fraction(let high)) where low > high:
            throw error(
                at: value, "min\(name) \(minimum) exceeds max\(name) \(maximum)", node: label)
        default:
            return
        }
    }
}
