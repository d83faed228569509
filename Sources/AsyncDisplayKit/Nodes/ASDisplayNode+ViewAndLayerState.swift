import LayoutshotUIKit

// A node is its view's and its layer's state: what code sets on `node.view` or `node.layer`
// (`backgroundColor`, `alpha`, `clipsToBounds`, `cornerRadius`, …) is the node's own property of
// the same name and type, and is drawn as it is. Where Core Animation's names and types differ
// (`masksToBounds`, `opacity`, `CGColor`), `CALayer` translates them to the node's.
extension ASDisplayNode: ViewState {}
