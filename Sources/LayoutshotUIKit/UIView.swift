import Foundation

/// UIKit's view class, here only as the namespace of `UIView.ContentMode`: Texture layout code
/// names it, but nodes on Linux are never backed by views.
open class UIView: NSObject {
    /// How content fills a view's bounds.
    public enum ContentMode: Int, Sendable {
        /// Stretches the content to the bounds, ignoring its aspect ratio (UIKit's default).
        case scaleToFill = 0
        /// Scales the content to fit inside the bounds, keeping its aspect ratio; the rest stays empty.
        case scaleAspectFit = 1
        /// Scales the content to cover the bounds, keeping its aspect ratio; the overflow is cut.
        case scaleAspectFill = 2
        /// UIKit redraws the view when its bounds change; an `ASImageNode`'s image is stretched to the bounds.
        case redraw = 3
        /// Content centred at its natural size (pixels / the image's scale), unscaled, cut at the bounds.
        case center = 4
        /// Content centred along the top edge, unscaled.
        case top = 5
        /// Content centred along the bottom edge, unscaled.
        case bottom = 6
        /// Content centred along the left edge, unscaled.
        case left = 7
        /// Content centred along the right edge, unscaled.
        case right = 8
        /// Content in the top-left corner, unscaled.
        case topLeft = 9
        /// Content in the top-right corner, unscaled.
        case topRight = 10
        /// Content in the bottom-left corner, unscaled.
        case bottomLeft = 11
        /// Content in the bottom-right corner, unscaled.
        case bottomRight = 12
    }
}

/// UIKit's control class, here only as the namespace of `UIControl.State`.
open class UIControl: UIView {
    /// A control's state, for the per-state titles and images of `ASButtonNode`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No flag set: enabled, not highlighted, not selected. The only state whose title and images
        /// `ASButtonNode` shows here.
        public static let normal = State([])
        /// Being touched. Titles and images set for it are stored, but a button always shows `normal`'s.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not accepting touches. Titles and images set for it are stored, but a button always shows `normal`'s.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected. Titles and images set for it are stored, but a button always shows `normal`'s.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused. Titles and images set for it are stored, but a button always shows `normal`'s.
        public static let focused = State(rawValue: 1 << 3)
    }
}

/// The screen, for code that reads `UIScreen.main.scale` (hairlines): the scale the current
/// layout is computed at (2 unless a layout or snapshot sets another).
open class UIScreen: NSObject, @unchecked Sendable {
    /// The one screen.
    public static let main = UIScreen()

    /// Pixels per point of the layout being computed.
    open var scale: CGFloat { UIScreen.currentScale }

    /// The scale layouts on this task use; `AsyncDisplayKit` binds it (through `$currentScale`, the
    /// task-local) while it lays out.
    @TaskLocal public static var currentScale: CGFloat = 2
}
