import Foundation

/// A width and a height as `ASDimension`s: Texture's `ASLayoutSize`.
public struct ASLayoutSize: Equatable, Hashable, Sendable {
    /// The width: auto, points, or a fraction of the parent's width.
    public var width: ASDimension
    /// The height: auto, points, or a fraction of the parent's height.
    public var height: ASDimension

    /// A size; both auto by default.
    public init(width: ASDimension = ASDimensionAuto, height: ASDimension = ASDimensionAuto) {
        self.width = width
        self.height = height
    }
}

/// Both dimensions auto.
public let ASLayoutSizeAuto = ASLayoutSize()

/// A layout size of two dimensions.
public func ASLayoutSizeMake(_ width: ASDimension, _ height: ASDimension) -> ASLayoutSize {
    ASLayoutSize(width: width, height: height)
}

/// Resolves both dimensions against the parent size.
public func ASLayoutSizeResolveSize(
    _ layoutSize: ASLayoutSize, _ parentSize: CGSize, _ autoSize: CGSize
) -> CGSize {
    CGSize(
        width: ASDimensionResolve(layoutSize.width, parentSize.width, autoSize.width),
        height: ASDimensionResolve(layoutSize.height, parentSize.height, autoSize.height))
}

/// `"{10pt, 50%}"`.
public func NSStringFromASLayoutSize(_ size: ASLayoutSize) -> String {
    "{\(NSStringFromASDimension(size.width)), \(NSStringFromASDimension(size.height))}"
}
