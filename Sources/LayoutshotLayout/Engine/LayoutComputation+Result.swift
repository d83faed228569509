import LayoutshotCore

extension LayoutComputation {
    /// Node `index`'s type name, read off its kind's case (off the kind only for a custom spec
    /// or a deferred node, whose names are their own). A method of the computation, not of the
    /// arena: calling one on the arena through the class copies all its arrays.
    func typeName(of index: Int) -> String {
        arena.traits[index].code.readBuiltIn { $0.typeName } ?? arena.nodes[index].kind.typeName
    }

    /// Reads the final tree off the arena: every node's last size and the origin its parent
    /// last gave it. A node that a stack sized to zero without laying it out has no children; a
    /// deferred node has one, the subtree it was last laid out as, at its origin.
    func makeLayout(_ index: Int, origin: Point) -> Layout {
        let paintsSecondChildFirst = arena.traits[index].paintsSecondChildFirst
        let type = typeName(of: index)
        // Owned parts, given up to the result: built from borrowed ones, the result was
        // copied whole and the original destroyed.
        let id = arena.nodes[index].id
        var children: [Layout] = []
        if !arena.unmeasured[index] {
            if let expansion = arena.expansions[index] {
                children = [makeLayout(expansion, origin: .zero)]
            } else if !arena.childRanges[index].isEmpty {
                // Built in place: appending copied every child's Layout and destroyed the original.
                // In paint order: Texture's background spec lists the background first. Never for
                // no children: an array made so with no room writes its count into the empty
                // array every thread shares (a race ThreadSanitizer reports, of the same 0).
                let range = arena.childRanges[index]
                children = Array(unsafeUninitializedCapacity: range.count) { buffer, count in
                    for child in range {
                        let layout = makeLayout(child, origin: arena.origins[child])
                        let position = KindDeclaration.paintOrder(
                            child - range.lowerBound, among: range.count,
                            paintsSecondChildFirst: paintsSecondChildFirst)
                        buffer.initializeElement(at: position, to: layout)
                    }
                    count = range.count
                }
            }
        }
        return Layout(
            type: consume type, id: consume id,
            frame: Rect(origin: origin, size: arena.sizes[index]), children: consume children)
    }

    /// The tree as it was laid out, in element order: deferred nodes carry the subtree they were
    /// last built as as their one child; unmeasured nodes keep their children (the layout has none).
    func makeTree(_ index: Int) -> LayoutNode {
        let flat = arena.nodes[index]
        var node = LayoutNode(flat.kind, id: flat.id, style: flat.style)
        node.source = flat.source
        if let expansion = arena.expansions[index], !arena.unmeasured[index] {
            node.children = [makeTree(expansion)]
        } else if case .deferred = flat.kind {
            node.children = []
        } else {
            node.children = arena.childRanges[index].map { makeTree($0) }
        }
        return node
    }
}
