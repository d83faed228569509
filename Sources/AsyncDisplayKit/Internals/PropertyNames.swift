import Foundation

/// The names of the nodes an object keeps in its stored properties (`titleNode`,
/// `imageNodes[1]`), by object, for messages and layout output about nodes without a
/// `debugName`; and those nodes themselves, which a snapshot loads before its first layout.
enum PropertyNames {
    /// The stored properties of `owner` that hold nodes, by object: `titleNode`, `imageNodes[1]`.
    static func of(_ owner: AnyObject) -> [ObjectIdentifier: String] {
        var names: [ObjectIdentifier: String] = [:]
        forEachNode(in: owner) { node, name in
            if names[ObjectIdentifier(node)] == nil { names[ObjectIdentifier(node)] = name() }
        }
        return names
    }

    /// Calls `body` with each node in the stored properties of `owner`'s classes, from its own
    /// up to (not including) `limit`, and the name it is kept under: a node, each node of an
    /// array, an optional's node when it is set.
    static func forEachNode(
        in owner: AnyObject, upTo limit: AnyClass? = nil,
        _ body: (ASDisplayNode, () -> String) -> Void
    ) {
        var mirror: Mirror? = Mirror(reflecting: owner)
        while let current = mirror, current.subjectType != limit {
            for child in current.children {
                guard var label = child.label else { continue }
                if label.hasPrefix("$__lazy_storage_$_") {
                    label.removeFirst("$__lazy_storage_$_".count)
                }
                if label.hasPrefix("_") { label.removeFirst() }
                visit(child.value, label, body)
            }
            mirror = current.superclassMirror
        }
    }

    private static func visit(
        _ value: Any, _ label: String, _ body: (ASDisplayNode, () -> String) -> Void
    ) {
        if let node = value as? ASDisplayNode {
            body(node) { label }
        } else if let nodes = value as? [ASDisplayNode] {
            for (index, node) in nodes.enumerated() { body(node) { "\(label)[\(index)]" } }
        } else {
            // Optionals (`var badgeNode: ASTextNode?`) reflect as one child when set.
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value {
                visit(wrapped, label, body)
            }
        }
    }
}
