import Foundation
import LayoutshotLayout

/// Puts an element on a corner of its child (a badge), as Texture's `ASCornerLayoutSpec`.
///
/// ```swift
/// let spec = ASCornerLayoutSpec(child: avatarNode, corner: badgeNode, location: .topRight)
/// spec.offset = CGPoint(x: -4, y: 4)
/// ```
open class ASCornerLayoutSpec: ASLayoutSpec {
    // Unchecked exclusivity, as on every Texture class here (see `ASLayoutSpec`).
    /// The element on the corner.
    @exclusivity(unchecked) open var corner: ASLayoutElement?
    /// The corner of the child the corner element is centred on; `.topLeft` by default.
    @exclusivity(unchecked) open var cornerLocation: ASCornerLayoutLocation = .topLeft
    /// Moves the corner element from the corner point.
    @exclusivity(unchecked) open var offset: CGPoint = .zero
    /// Whether the spec grows to include the corner element.
    @exclusivity(unchecked) open var wrapsCorner = false

    public override init() {
        super.init()
    }

    /// `corner` on `location` of `child`.
    public init(child: ASLayoutElement, corner: ASLayoutElement, location: ASCornerLayoutLocation) {
        super.init()
        self.child = child
        self.corner = corner
        self.cornerLocation = location
    }

    override var specKind: LayoutNode.Kind {
        let location: CornerLocation =
            switch cornerLocation {
            case .topLeft: .topLeft
            case .topRight: .topRight
            case .bottomLeft: .bottomLeft
            case .bottomRight: .bottomRight
            }
        let options = CornerOptions(
            location: location, offset: offset.enginePoint, wrapsCorner: wrapsCorner)
        return .corner(options)
    }

    override func forEachSpecChild(_ visit: (ASLayoutElement?, () -> String) -> Void) {
        visitSingleChild(visit)
        visit(corner) { "the corner of \(type(of: self))" }
    }
}
