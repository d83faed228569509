import Foundation

/// The names of the nodes an object keeps in its stored properties (`titleNode`,
/// `imageNodes[1]`), by object, for messages and layout output about nodes without a
/// `debugName`.
enum PropertyNames {
    /// The stored properties of `owner` that hold nodes, by object: `titleNode`, `imageNodes[1]`.
    static func of(_ owner: AnyObject) -> [ObjectIdentifier: String] {
        var names: [ObjectIdentifier: String] = [:]
        var mirror: Mirror? = Mirror(reflecting: owner)
        while let current = mirror {
            for child in current.children {
                guard var label = child.label else { continue }
                if label.hasPrefix("$__lazy_storage_$_") { label.removeFirst("$__lazy_storage_$_".count) }
                if label.hasPrefix("_") { label.removeFirst() }
                record(child.value, label, into: &names)
            }
            mirror = current.superclassMirror
        }
        return names
    }

    private static func record(_ value: Any, _ label: String, into names: inout [ObjectIdentifier: String]) {
        if let node = value as? ASDisplayNode {
            if names[ObjectIdentifier(node)] == nil { names[ObjectIdentifier(node)] = label }
        } else if let nodes = value as? [ASDisplayNode] {
            for (index, node) in nodes.enumerated() where names[ObjectIdentifier(node)] == nil {
                names[ObjectIdentifier(node)] = "\(label)[\(index)]"
            }
        } else {
            // Optionals (`var badgeNode: ASTextNode?`) reflect as one child when set.
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value {
                record(wrapped, label, into: &names)
            }
        }
    }
}
