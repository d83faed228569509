import Foundation

/// UIKit's spinner, so that code that makes one (often in a node's `viewBlock`) compiles. Views
/// are not drawn here: its style, colour and animation are kept.
///
/// ```swift
/// let spinnerNode = ASDisplayNode(viewBlock: { UIActivityIndicatorView(style: .medium) })
/// ```
open class UIActivityIndicatorView: UIView {
    /// The spinner's look.
    open var style: Style
    /// Its colour. Kept.
    open var color: UIColor! = .gray
    /// Whether it hides when it stops. Kept.
    open var hidesWhenStopped = true
    /// Whether it spins.
    open private(set) var isAnimating = false

    /// A spinner of a style.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// A medium spinner.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// A medium spinner with a frame.
    public convenience init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }

    /// Starts spinning (`isAnimating`).
    open func startAnimating() { isAnimating = true }
    /// Stops spinning.
    open func stopAnimating() { isAnimating = false }

    /// A spinner's look (UIKit's `UIActivityIndicatorView.Style`).
    public enum Style: Int, Sendable {
        /// Large, white (before iOS 13).
        case whiteLarge = 0
        /// White (before iOS 13).
        case white = 1
        /// Grey (before iOS 13).
        case gray = 2
        /// The medium spinner.
        case medium = 100
        /// The large spinner.
        case large = 101
    }
}
