/// UIKit's content size categories (Dynamic Type): a variant scales every font of a fixture as
/// UIKit scales body text, from 14 pt (`xSmall`) to 53 pt (`accessibilityExtraExtraExtraLarge`);
/// `large` (17 pt) is the default and leaves fonts as written.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable {
    /// The smallest: body text at 14 pt (fonts × 14/17).
    case xSmall
    /// Body text at 15 pt (fonts × 15/17).
    case small
    /// Body text at 16 pt (fonts × 16/17).
    case medium
    /// Body text at 17 pt: UIKit's default, which leaves fonts as the fixture writes them.
    case large
    /// Body text at 19 pt (fonts × 19/17).
    case xLarge
    /// Body text at 21 pt (fonts × 21/17).
    case xxLarge
    /// The largest standard size: body text at 23 pt (fonts × 23/17).
    case xxxLarge
    /// The first accessibility size: body text at 28 pt (fonts × 28/17).
    case accessibilityMedium
    /// An accessibility size: body text at 33 pt (fonts × 33/17).
    case accessibilityLarge
    /// An accessibility size: body text at 40 pt (fonts × 40/17).
    case accessibilityExtraLarge
    /// An accessibility size: body text at 47 pt (fonts × 47/17).
    case accessibilityExtraExtraLarge
    /// The largest size: body text at 53 pt (fonts × 53/17).
    case accessibilityExtraExtraExtraLarge

    /// UIKit's body text size at this category, in points.
    public var bodySize: Double {
        switch self {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibilityMedium: 28
        case .accessibilityLarge: 33
        case .accessibilityExtraLarge: 40
        case .accessibilityExtraExtraLarge: 47
        case .accessibilityExtraExtraExtraLarge: 53
        }
    }

    /// The factor every font size is multiplied by: body size ÷ 17.
    public var fontScale: Double { bodySize / 17 }
}
