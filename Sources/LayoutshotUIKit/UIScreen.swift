import Foundation

/// The screen, simulated: code that reads `UIScreen.main.scale` (hairlines) or
/// `UIScreen.main.bounds` (widths as a fraction of the screen) gets the screen of the snapshot
/// being taken.
///
/// - `scale` is the scale the current layout is computed at: the snapshot's, else 2.
/// - `bounds` is the snapshot's size range where it is bounded (a node assertion's width, and
///   its height when the range has a maximum one), else a 375 × 812 pt phone: what is read
///   during a node assertion (`init`s run before it read the default, unless you bind
///   `$currentBounds` around them).
///
/// ```swift
/// let third = UIScreen.main.bounds.width / 3      // 125 in a 375-pt-wide snapshot
/// let hairline = 1 / UIScreen.main.scale
/// UIScreen.$currentBounds.withValue(CGRect(x: 0, y: 0, width: 414, height: 896)) {
///     let node = FeedNode()   // its init reads a 414-pt-wide screen
/// }
/// ```
open class UIScreen: NSObject, @unchecked Sendable {
    /// The one screen.
    public static let main = UIScreen()

    /// Pixels per point of the layout being computed.
    open var scale: CGFloat { UIScreen.currentScale }
    /// The same as `scale`: the simulated screen has no display zoom.
    open var nativeScale: CGFloat { scale }
    /// The screen's rectangle in points, at the origin.
    open var bounds: CGRect { UIScreen.currentBounds }
    /// The screen's rectangle in pixels: `bounds` times `scale`.
    open var nativeBounds: CGRect {
        let points = bounds
        return CGRect(x: 0, y: 0, width: points.width * scale, height: points.height * scale)
    }

    /// The scale layouts on this task use; `AsyncDisplayKit` binds it (through `$currentScale`, the
    /// task-local) while it lays out.
    @TaskLocal public static var currentScale: CGFloat = 2

    /// The screen's rectangle on this task: a node assertion binds it (through `$currentBounds`,
    /// the task-local) to its range; 375 × 812 pt by default.
    @TaskLocal public static var currentBounds = CGRect(x: 0, y: 0, width: 375, height: 812)
}
