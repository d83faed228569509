import Foundation
import LayoutshotLayout

/// Lays out its child, then the overlay on top of it at exactly the child's size, as Texture's
/// `ASOverlayLayoutSpec`.
///
/// ```swift
/// ASOverlayLayoutSpec(child: photoNode, overlay: ASInsetLayoutSpec(insets: UIEdgeInsets(top: .infinity, left: 8,
///                                                                                   bottom: 8, right: 8),
///                                                                  child: captionNode))
/// ```
open class ASOverlayLayoutSpec: ASLayoutSpec {
    // Unchecked exclusivity, as on every Texture class here (see `ASLayoutSpec`).
    /// The element drawn on top.
    @exclusivity(unchecked) open var overlay: ASLayoutElement?

    public override init() {
        super.init()
    }

    /// `overlay` on top of `child`.
    public init(child: ASLayoutElement, overlay: ASLayoutElement) {
        super.init()
        self.child = child
        self.overlay = overlay
    }

    override var specKind: LayoutNode.Kind { .overlay }

    override func forEachSpecChild(_ visit: (ASLayoutElement?, () -> String) -> Void) {
        visitSingleChild(visit)
        visit(overlay) { "the overlay of \(type(of: self))" }
    }
}
