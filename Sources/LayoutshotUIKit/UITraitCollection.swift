import Foundation

/// The traits dynamic colours are resolved against (UIKit's `UITraitCollection`): here, the light
/// or dark appearance. `UITraitCollection.current` is the snapshot's: a node assertion binds it to
/// its variant's appearance (`.dark` for a dark variant) while the node is laid out and drawn,
/// light otherwise.
///
/// ```swift
/// let dark = UITraitCollection(userInterfaceStyle: .dark)
/// UIColor.systemBackground.resolvedColor(with: dark)   // black
/// ```
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Traits with an appearance.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// Traits with nothing set: the light appearance.
    public override convenience init() {
        self.init(userInterfaceStyle: .unspecified)
    }

    /// The traits of the code running now: the snapshot's (see the type).
    public static var current: UITraitCollection {
        UITraitCollection(userInterfaceStyle: currentStyle)
    }

    /// The appearance `current` has on this task; bind it with `$currentStyle.withValue(_:)`.
    @TaskLocal public static var currentStyle: UIUserInterfaceStyle = .unspecified

    /// Runs `body` with these traits as `current`, as UIKit's `performAsCurrent(_:)`.
    public func performAsCurrent(_ body: () throws -> Void) rethrows {
        try Self.$currentStyle.withValue(userInterfaceStyle, operation: body)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UITraitCollection)?.userInterfaceStyle == userInterfaceStyle
    }

    public override var hash: Int { userInterfaceStyle.hashValue }
}

/// Light or dark (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not set: light.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}
