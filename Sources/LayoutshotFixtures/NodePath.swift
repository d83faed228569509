/// Where a node sits in the fixture's tree: `root.child.children[2]`, plus its id once read.
/// A linked list, so building one per node is an allocation, not a string; the text is made
/// only for an error message.
final class NodePath: CustomStringConvertible {
    /// How a node hangs off its parent.
    enum Component {
        case root
        /// `child`, `overlay`, `background`, `corner`.
        case key(String)
        /// `children[n]`.
        case index(Int)
    }

    let parent: NodePath?
    let component: Component
    /// The node's `id`, when it has one.
    var id: String?

    init(parent: NodePath?, component: Component) {
        self.parent = parent
        self.component = component
    }

    /// The root node's path.
    static func root() -> NodePath { NodePath(parent: nil, component: .root) }

    func appending(_ key: String) -> NodePath { NodePath(parent: self, component: .key(key)) }
    func appending(index: Int) -> NodePath { NodePath(parent: self, component: .index(index)) }

    /// The path alone, e.g. `root.children[2]`.
    var path: String {
        var components: [Component] = []
        var node: NodePath? = self
        while let current = node {
            components.append(current.component)
            node = current.parent
        }
        var text = ""
        for component in components.reversed() {
            switch component {
            case .root: text += "root"
            case .key(let key): text += ".\(key)"
            case .index(let index): text += ".children[\(index)]"
            }
        }
        return text
    }

    /// `root.children[2] (id "title")`.
    var description: String {
        id.map { "\(path) (id \"\($0)\")" } ?? path
    }
}
