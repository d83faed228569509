import LayoutshotUIKit

// A node is its view's state: what code sets on `node.view` (`backgroundColor`, `alpha`,
// `clipsToBounds`, …) is the node's own property of the same name and type, and is drawn as it
// is. A layer's names and types differ (`masksToBounds`, `opacity`, `CGColor`): `NodeLayerState`
// translates them.
extension ASDisplayNode: ViewState {}
