/// A spec's children, kept without an array when there is one: most specs of a cell (an inset,
/// a ratio, a center) have one child and are made anew on every measurement of their node, and
/// a one-element array was an allocation and a free each time.
struct SpecChildren {
    private enum Storage {
        case none
        case one(ASLayoutElement)
        case list([ASLayoutElement])
    }

    private var storage = Storage.none

    /// The children as an array (made for a spec with one).
    var array: [ASLayoutElement] {
        get {
            switch storage {
            case .none: []
            case .one(let child): [child]
            case .list(let children): children
            }
        }
        set { storage = .list(newValue) }
    }

    /// The first child. Setting it replaces the first child, or adds it to none; setting `nil`
    /// removes it, and the others stay (Texture's `child`).
    var first: ASLayoutElement? {
        get {
            switch storage {
            case .none: nil
            case .one(let child): child
            case .list(let children): children.first
            }
        }
        set {
            switch (storage, newValue) {
            case (.none, let child?), (.one, let child?): storage = .one(child)
            case (.none, nil), (.one, nil): storage = .none
            case (.list(var children), let child?):
                storage = .none  // Uniquely held while changed.
                if children.isEmpty { children = [child] } else { children[0] = child }
                storage = .list(children)
            case (.list(var children), nil):
                storage = .none
                if !children.isEmpty { children.removeFirst() }
                storage = .list(children)
            }
        }
    }

    /// The child at `index`, or `nil` past the end.
    func element(at index: Int) -> ASLayoutElement? {
        switch storage {
        case .none: nil
        case .one(let child): index == 0 ? child : nil
        case .list(let children): children.indices.contains(index) ? children[index] : nil
        }
    }

    /// Calls `body` with each child and its index, in order.
    func forEach(_ body: (Int, ASLayoutElement) -> Void) {
        switch storage {
        case .none: break
        case .one(let child): body(0, child)
        case .list(let children): for index in children.indices { body(index, children[index]) }
        }
    }
}
