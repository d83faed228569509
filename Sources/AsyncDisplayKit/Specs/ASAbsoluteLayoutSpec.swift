import Foundation
import LayoutshotLayout

/// Places its children at their `style.layoutPosition`, as Texture's `ASAbsoluteLayoutSpec`.
///
/// ```swift
/// badge.style.layoutPosition = CGPoint(x: 30, y: -6)
/// ASAbsoluteLayoutSpec(sizing: .sizeToFit, children: [avatarNode, badge])
/// ```
open class ASAbsoluteLayoutSpec: ASLayoutSpec {
    // Unchecked exclusivity, as on every Texture class here (see `ASLayoutSpec`).
    /// Whether the spec takes its range's maximum size (`.default`) or its children's extent
    /// (`.sizeToFit`).
    @exclusivity(unchecked) open var sizing: ASAbsoluteLayoutSpecSizing = .default

    public override init() {
        super.init()
    }

    /// An absolute spec sized as `sizing` says.
    public init(sizing: ASAbsoluteLayoutSpecSizing, children: [ASLayoutElement]) {
        super.init()
        self.sizing = sizing
        self.children = children
    }

    /// An absolute spec that takes the most space the range allows.
    public convenience init(children: [ASLayoutElement]) {
        self.init(sizing: .default, children: children)
    }

    override var specKind: LayoutNode.Kind {
        .absolute(sizing == .sizeToFit ? .sizeToFit : .default)
    }

    override func forEachSpecChild(_ visit: (ASLayoutElement?, () -> String) -> Void) {
        forEachListChild(visit)
    }
}

/// The ASDK 2.0 name of `ASAbsoluteLayoutSpec`.
public typealias ASStaticLayoutSpec = ASAbsoluteLayoutSpec
