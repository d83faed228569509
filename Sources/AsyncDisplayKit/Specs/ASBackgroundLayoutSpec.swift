import Foundation
import LayoutshotLayout

/// Lays out its child, then the background below it at exactly the child's size, as Texture's
/// `ASBackgroundLayoutSpec`.
///
/// ```swift
/// ASBackgroundLayoutSpec(child: ASInsetLayoutSpec(insets: insets, child: textNode), background: bubbleNode)
/// ```
open class ASBackgroundLayoutSpec: ASLayoutSpec {
    // Unchecked exclusivity, as on every Texture class here (see `ASLayoutSpec`).
    /// The element drawn below.
    @exclusivity(unchecked) open var background: ASLayoutElement?

    public override init() {
        super.init()
    }

    /// `background` below `child`.
    public init(child: ASLayoutElement, background: ASLayoutElement) {
        super.init()
        self.child = child
        self.background = background
    }

    override var specKind: LayoutNode.Kind { .background }

    override func forEachSpecChild(_ visit: (ASLayoutElement?, () -> String) -> Void) {
        visitSingleChild(visit)
        visit(background) { "the background of \(type(of: self))" }
    }
}
