import Foundation

/// UIKit's table cell, here as the namespace of the styles a table and an `ASCellNode` name.
open class UITableViewCell: UIView {
    /// How a table separates its rows (`UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        /// No separators: rows follow each other directly.
        case none = 0
        /// A hairline below each row (the default): Texture makes each row a hairline taller.
        case singleLine = 1
        /// An etched line, as `singleLine` here.
        case singleLineEtched = 2
    }

    /// How a selected cell is highlighted (`UITableViewCell.SelectionStyle`); also a number, as
    /// older Texture code sets it.
    ///
    /// ```swift
    /// cellNode.selectionStyle = .none
    /// ```
    public struct SelectionStyle: RawRepresentable, Hashable, Sendable, ExpressibleByIntegerLiteral
    {
        public let rawValue: Int
        /// A style by raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A style by raw value, from an integer literal.
        public init(integerLiteral value: Int) { self.init(rawValue: value) }

        /// No highlight.
        public static let none = SelectionStyle(rawValue: 0)
        /// Blue.
        public static let blue = SelectionStyle(rawValue: 1)
        /// Grey.
        public static let gray = SelectionStyle(rawValue: 2)
        /// The system's (grey).
        public static let `default` = SelectionStyle(rawValue: 3)
    }
}
