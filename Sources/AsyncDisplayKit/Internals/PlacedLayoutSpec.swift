import Foundation
import LayoutshotUIKit

/// The content of a list (a table's rows, a collection's items, a scroll node's content): each
/// child laid out in exactly the size of its frame and placed at its origin, in a spec of a
/// given size (clamped to the range it is laid out in). A custom spec, as an app's: its children
/// are laid out by the engine, so the final tree holds their frames.
final class PlacedLayoutSpec: ASLayoutSpec {
    /// The spec's own size.
    let size: CGSize
    /// Each child's frame, in the spec's coordinates.
    let frames: [CGRect]

    init(size: CGSize, placing children: [ASLayoutElement], at frames: [CGRect]) {
        self.size = size
        self.frames = frames
        super.init()
        self.children = children
    }

    override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        let sublayouts = zip(children ?? [], frames).map { child, frame in
            let layout = child.layoutThatFits(ASSizeRangeMake(frame.size))
            layout.position = frame.origin
            return layout
        }
        let clamped = CGSize(
            width: Swift.min(
                Swift.max(size.width, constrainedSize.min.width), constrainedSize.max.width),
            height: Swift.min(
                Swift.max(size.height, constrainedSize.min.height), constrainedSize.max.height))
        return ASLayout(layoutElement: self, size: clamped, sublayouts: sublayouts)
    }

    /// The size a list node takes in `range`: its maximum where bounded, else the screen's
    /// (`UIScreen.main.bounds`), never below its minimum. (Texture's lists have no size of their
    /// own: a snapshot shows them at the screen's.)
    static func listSize(in range: ASSizeRange) -> CGSize {
        let screen = UIScreen.main.bounds.size
        func side(_ max: CGFloat, _ min: CGFloat, _ fallback: CGFloat) -> CGFloat {
            Swift.max(min.isFinite ? min : 0, max.isFinite && max < 1_000_000 ? max : fallback)
        }
        return CGSize(
            width: side(range.max.width, range.min.width, screen.width),
            height: side(range.max.height, range.min.height, screen.height))
    }
}
