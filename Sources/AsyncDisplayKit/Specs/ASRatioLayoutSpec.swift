import Foundation
import LayoutshotLayout

/// Gives its child a fixed ratio of height to width, as Texture's `ASRatioLayoutSpec`
/// (`ratio` 0.5 is twice as wide as tall).
///
/// ```swift
/// ASRatioLayoutSpec(ratio: 9.0 / 16.0, child: photoNode)
/// ```
open class ASRatioLayoutSpec: ASLayoutSpec {
    // Unchecked exclusivity, as on every Texture class here (see `ASLayoutSpec`).
    /// Height ÷ width; MUST be positive.
    @exclusivity(unchecked) open var ratio: CGFloat = 1

    public override init() {
        super.init()
    }

    /// A ratio spec around `child`.
    public init(ratio: CGFloat, child: ASLayoutElement) {
        super.init()
        self.ratio = ratio
        self.child = child
    }

    override var specKind: LayoutNode.Kind {
        var ratio = Double(self.ratio)
        if !(ratio.isFinite && ratio > 0) {
            LayoutProblems.note(
                "\(type(of: self)) has the ratio \(self.ratio): a ratio (height ÷ width) must be a positive number; 1 is used"
            )
            ratio = 1
        }
        return .ratio(ratio)
    }

    override func forEachSpecChild(_ visit: (ASLayoutElement?, () -> String) -> Void) {
        visitSingleChild(visit)
    }
}
