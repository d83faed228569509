/// The methods of Texture's that a subclass overrides to change how it is laid out.
enum OverridePoint: UInt8, Hashable {
    case layoutSpecThatFits
    case calculateSizeThatFits
    case calculateLayoutThatFits

    /// The classes whose implementation a subclass's is compared with, the nearest of them
    /// above it (`MethodOverrides`). A spec of this module's (`ASButtonNode`'s) is a spec like
    /// an app's, so `layoutSpecThatFits` is compared with `ASDisplayNode`'s, as Texture does;
    /// the sizes and layouts of this module's nodes and specs are the engine's own kinds (a
    /// text, an image, a stack), so only a class that replaces its module class's counts.
    var baselines: [ObjectIdentifier] {
        switch self {
        case .layoutSpecThatFits: Self.displayNode
        case .calculateSizeThatFits: Self.nodeClasses
        case .calculateLayoutThatFits: Self.specClasses
        }
    }

    private static let displayNode = [ObjectIdentifier(ASDisplayNode.self)]

    /// The node classes of this module.
    private static let nodeClasses: [ObjectIdentifier] = [
        ASDisplayNode.self, ASControlNode.self, ASTextNode.self, ASTextNode2.self,
        ASEditableTextNode.self,
        ASImageNode.self, ASNetworkImageNode.self, ASButtonNode.self, ASCellNode.self,
    ].map { ObjectIdentifier($0) }

    /// The spec classes of this module, most used first: nearly every spec converted is one, and
    /// finding it here costs less than the locked cache.
    private static let specClasses: [ObjectIdentifier] = [
        ASStackLayoutSpec.self, ASInsetLayoutSpec.self, ASLayoutSpec.self, ASOverlayLayoutSpec.self,
        ASBackgroundLayoutSpec.self, ASRatioLayoutSpec.self, ASCenterLayoutSpec.self,
        ASRelativeLayoutSpec.self,
        ASWrapperLayoutSpec.self, ASCornerLayoutSpec.self, ASAbsoluteLayoutSpec.self,
    ].map { ObjectIdentifier($0) }
}
