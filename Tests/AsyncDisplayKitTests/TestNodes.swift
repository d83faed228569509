import AsyncDisplayKit

/// Texture's test helper (ASLayoutSpecSnapshotTestsHelper): a node with a background colour and,
/// in the two-argument form, a preferred size in points; the one-argument form is 0x0 points.
func ASDisplayNodeWithBackgroundColor(_ color: UIColor, _ size: CGSize = .zero) -> ASDisplayNode {
    let node = ASDisplayNode()
    node.backgroundColor = color
    node.style.preferredSize = size
    return node
}

/// A node whose spec a closure builds, like the guide's `layoutSpecThatFits` overrides.
final class HostNode: ASDisplayNode {
    let build: (ASSizeRange) -> ASLayoutSpec

    init(_ build: @escaping (ASSizeRange) -> ASLayoutSpec) {
        self.build = build
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        build(constrainedSize)
    }
}

/// The frames of a layout's sublayouts.
extension ASLayout {
    var subframes: [CGRect] { sublayouts.map(\.frame) }
}

func range(_ width: CGFloat, _ height: CGFloat) -> ASSizeRange {
    ASSizeRange(min: .zero, max: CGSize(width: width, height: height))
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
