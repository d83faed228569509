import Foundation

/// UIKit's navigation bar, as `UINavigationController.navigationBar` gives it, so that screen code
/// that styles the bar compiles. The bar is not drawn here (a snapshot is of the screen's node):
/// its settings are kept.
///
/// ```swift
/// navigationController?.navigationBar.prefersLargeTitles = true   // kept
/// navigationController?.navigationBar.tintColor = .systemBlue     // kept
/// ```
open class UINavigationBar: UIView {
    /// Whether the bar is translucent. Kept.
    open var isTranslucent = true
    /// The bar's background tint. Kept.
    open var barTintColor: UIColor?
    /// The bar's style. Kept.
    open var barStyle: UIBarStyle = .default
    /// Whether titles are large. Kept.
    open var prefersLargeTitles = false
    /// The title's attributes. Kept.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's attributes. Kept.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The hairline under the bar. Kept.
    open var shadowImage: UIImage?
    /// The back indicator. Kept.
    open var backIndicatorImage: UIImage?
    /// The back indicator's mask. Kept.
    open var backIndicatorTransitionMaskImage: UIImage?
    private var backgroundImages: [Int: UIImage] = [:]

    /// A bar of zero size.
    public override init() {
        super.init()
    }

    /// Sets the background image for a bar metric. Kept.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics.rawValue] = backgroundImage
    }

    /// The background image for a bar metric.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics.rawValue]
    }
}

/// A bar's style (UIKit's `UIBarStyle`).
public enum UIBarStyle: Int, Sendable {
    /// The light style.
    case `default` = 0
    /// The dark style.
    case black = 1
}

/// Which bar height a background image is for (UIKit's `UIBarMetrics`).
public enum UIBarMetrics: Int, Sendable {
    /// The default height.
    case `default` = 0
    /// The compact height.
    case compact = 1
    /// The default height with a prompt.
    case defaultPrompt = 101
    /// The compact height with a prompt.
    case compactPrompt = 102
}
