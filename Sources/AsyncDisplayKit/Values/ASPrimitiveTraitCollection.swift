import Foundation
import LayoutshotUIKit

/// The traits Texture hands to an image modification block (`ASPrimitiveTraitCollection`): here
/// the snapshot's scale and the node's container size; size classes, idiom and the rest are not
/// modelled.
///
/// ```swift
/// imageNode.imageModificationBlock = { image, traits in
///     traits.displayScale >= 2 ? image : nil
/// }
/// ```
public struct ASPrimitiveTraitCollection: Hashable, Sendable {
    /// Pixels per point of the screen drawn on.
    public var displayScale: CGFloat
    /// The size of the container the node is in; zero when unknown.
    public var containerSize: CGSize

    /// Traits with a scale and a container size.
    public init(displayScale: CGFloat = UIScreen.currentScale, containerSize: CGSize = .zero) {
        self.displayScale = displayScale
        self.containerSize = containerSize
    }
}

/// Texture's default traits: the current screen scale, no container size.
///
/// ```swift
/// let traits = ASPrimitiveTraitCollectionMakeDefault()   // displayScale 2 outside a snapshot
/// ```
public func ASPrimitiveTraitCollectionMakeDefault() -> ASPrimitiveTraitCollection {
    ASPrimitiveTraitCollection()
}
