import Foundation
import LayoutshotLayout

/// Pads its child, as Texture's `ASInsetLayoutSpec`; an infinite inset pins the child to the
/// opposite edge.
///
/// ```swift
/// ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16), child: stack)
/// ```
open class ASInsetLayoutSpec: ASLayoutSpec {
    // Unchecked exclusivity, as on every Texture class here (see `ASLayoutSpec`).
    /// The padding around the child, in points; an infinite inset pins the child to the opposite edge
    /// at its own size. Zero by default.
    @exclusivity(unchecked) open var insets: UIEdgeInsets = .zero

    public override init() {
        super.init()
    }

    /// Pads `child` by `insets`.
    public init(insets: UIEdgeInsets, child: ASLayoutElement) {
        super.init()
        self.insets = insets
        self.child = child
    }

    override var specKind: LayoutNode.Kind { .inset(insets.engineInsets) }

    override func forEachSpecChild(_ visit: (ASLayoutElement?, () -> String) -> Void) {
        visitSingleChild(visit)
    }
}
