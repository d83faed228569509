import Foundation
import LayoutshotLayout

/// Turns Texture elements into the engine's tree. One builder serves one spec tree: the one a
/// node's `layoutSpecThatFits:` returned, or the root of a pass. Nodes are named by their
/// `debugName` here; property names are given once the layout is done (`LayoutNames`), since
/// reflecting on every expansion would cost more than the layout.
final class TreeBuilder {
    /// The nodes whose specs are being expanded around this tree: a node inside its own spec
    /// would expand forever. Arrays rather than sets, here and in `path`: they are as deep as
    /// the tree, a few elements, and searched once per element converted.
    let ancestors: [ObjectIdentifier]
    /// Elements on the path from this tree's root, for cycles between specs. Unchecked
    /// exclusivity: it changes twice per element converted, never while borrowed.
    @exclusivity(unchecked) private var path: [ObjectIdentifier] = []

    /// How opaque the enclosing nodes draw this tree: the product of their `alpha`s, 0 under a
    /// hidden node. A node multiplies its own in.
    let opacity: Double

    init(ancestors: [ObjectIdentifier] = [], opacity: Double = 1) {
        self.ancestors = ancestors
        self.opacity = opacity
        // Room for a spec tree's usual depth at once: grown one element at a time, the path
        // was reallocated three or four times per builder, and there is one per expansion.
        path.reserveCapacity(8)
    }

    /// The engine node for `element`; a missing or foreign element becomes an empty spacer and
    /// a problem naming `role` (`"child of ASInsetLayoutSpec"`).
    func node(for element: ASLayoutElement?, role: @autoclosure () -> String) -> LayoutNode {
        guard let element else {
            LayoutProblems.note("\(role()) is nil: give the spec a child (Texture asserts here)")
            return LayoutNode(.spacer)
        }
        guard let convertible = Self.engineElement(element) else {
            LayoutProblems.note("\(role()) is a \(type(of: element)), which is not a node or a layout spec")
            return LayoutNode(.spacer)
        }
        let key = ObjectIdentifier(element)
        if ancestors.contains(key) || path.contains(key) {
            LayoutProblems.note("\(role()) (\(type(of: element))) contains itself: a layout spec cannot include its own node or spec")
            return LayoutNode(.spacer)
        }
        path.append(key)
        defer { path.removeLast() }
        return convertible.makeLayoutNode(self)
    }

    /// The element as one of this module's classes, the only engine elements. Class casts: asking
    /// for the protocol conformance costs far more, once per element of every spec.
    private static func engineElement(_ element: ASLayoutElement) -> EngineElement? {
        if let node = element as? ASDisplayNode { return node }
        if let spec = element as? ASLayoutSpec { return spec }
        return nil
    }

    /// Engine nodes for a list of children.
    func nodes(for elements: [ASLayoutElement], of parent: AnyObject) -> [LayoutNode] {
        // Sized once: mapping an enumeration grows the array element by element.
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(elements.count)
        for index in elements.indices {
            nodes.append(node(for: elements[index], role: "children[\(index)] of \(type(of: parent))"))
        }
        return nodes
    }

    /// The name a node shows in messages while the tree is built: its `debugName`.
    func name(of node: ASDisplayNode) -> String? {
        node.debugName
    }

    /// The stored properties of `owner` that hold nodes, by object: `titleNode`, `imageNodes[1]`.
    static func propertyNames(of owner: AnyObject) -> [ObjectIdentifier: String] {
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
