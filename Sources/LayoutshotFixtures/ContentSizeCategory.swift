/// UIKit's content size categories (Dynamic Type): a variant scales every font of a fixture as
/// UIKit scales body text, from 14 pt (`xSmall`) to 53 pt (`accessibilityExtraExtraExtraLarge`);
/// `large` (17 pt) is the default and leaves fonts as written.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

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
