import LayoutshotCore
import LayoutshotLayout

/// What every layout of a decoded fixture MUST satisfy, however extreme its numbers: finite
/// frames and sizes that are not negative, relative and absolute.
public enum LayoutInvariants {
    /// Traps (so libFuzzer records the input) naming the first node that breaks an invariant.
    public static func check(_ layout: Layout, scale: Double) {
        check(layout, path: "root")
        for frame in layout.absoluteFrames(scale: scale) {
            check(frame.frame, at: frame.path + " (absolute)")
        }
    }

    private static func check(_ layout: Layout, path: String) {
        check(layout.frame, at: path)
        for (index, child) in layout.children.enumerated() {
            check(child, path: path + layout.pathComponent(ofChild: index))
        }
    }

    private static func check(_ frame: Rect, at path: String) {
        let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        guard numbers.allSatisfy(\.isFinite) else {
            fatalError("\(path): frame \(frame) is not finite")
        }
        guard frame.size.width >= 0, frame.size.height >= 0 else {
            fatalError("\(path): negative size in \(frame)")
        }
    }
}
