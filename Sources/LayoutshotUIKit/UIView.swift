import Foundation

/// UIKit's view class, here only as the namespace of `UIView.ContentMode`: Texture layout code
/// names it, but nodes on Linux are never backed by views.
open class UIView: NSObject {
    /// How content fills a view's bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }
}

/// UIKit's control class, here only as the namespace of `UIControl.State`.
open class UIControl: UIView {
    /// A control's state, for the per-state titles and images of `ASButtonNode`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
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

    /// The scale layouts on this task use; `AsyncDisplayKit` binds it while it lays out.
    @TaskLocal public static var currentScale: CGFloat = 2
}
