import Foundation

/// A method's name, standing in for Objective-C's `Selector`, which Linux does not have:
/// `#selector(…)` does not compile there, but a target-action call that takes a selector
/// (`ASControlNode.addTarget(_:action:forControlEvents:)`) does, with one made from a string or
/// with `nil`. Nothing is ever sent to it: there are no touches.
///
/// ```swift
/// #if canImport(ObjectiveC)
/// buttonNode.addTarget(self, action: #selector(didTapButton), forControlEvents: .touchUpInside)
/// #else
/// buttonNode.addTarget(self, action: Selector("didTapButton"), forControlEvents: .touchUpInside)
/// #endif
/// ```
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name, `didTapButton` or `didTap:`.
    public let name: String

    /// A selector by name.
    public init(_ name: String) {
        self.name = name
    }

    /// A selector by name, from a string literal.
    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// The name.
    public var description: String { name }
}

/// A selector by name (Foundation's `NSSelectorFromString`).
///
/// ```swift
/// let action = NSSelectorFromString("didTapButton")
/// ```
public func NSSelectorFromString(_ name: String) -> Selector {
    Selector(name)
}

/// A selector's name (Foundation's `NSStringFromSelector`).
///
/// ```swift
/// NSStringFromSelector(Selector("didTapButton"))   // "didTapButton"
/// ```
public func NSStringFromSelector(_ selector: Selector) -> String {
    selector.name
}
