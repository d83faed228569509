import Foundation

/// What an accessibility element is and does (UIKit's `UIAccessibilityTraits`): Texture nodes
/// set them; snapshots do not draw them.
///
/// ```swift
/// buttonNode.accessibilityTraits = [.button, .selected]
/// ```
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    /// A trait of the given raw value.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait.
    public static let none: UIAccessibilityTraits = []
    /// Acts as a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Acts as a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays a sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Acts as a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Is static text.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Summarises the app's state when it starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Is disabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Is adjustable (a slider).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes direct touches.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// Is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// Is a heading.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// How an element's children are navigated (UIKit's `UIAccessibilityNavigationStyle`).
public enum UIAccessibilityNavigationStyle: Int, Sendable {
    /// The system decides.
    case automatic = 0
    /// Each child on its own.
    case separate = 1
    /// The children as one.
    case combined = 2
}

/// Whether a view's layout follows the reading direction (UIKit's `UISemanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the reading direction.
    case unspecified = 0
    /// Playback controls: never mirrored.
    case playback = 1
    /// Directional controls: never mirrored.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

/// The corners a layer's `cornerRadius` rounds (QuartzCore's `CACornerMask`).
///
/// ```swift
/// cardNode.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]   // the top corners
/// ```
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// A mask of the given raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (UIKit's coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

extension UIView {
    /// How a view resizes with its superview (UIKit's `UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// A mask of the given raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
