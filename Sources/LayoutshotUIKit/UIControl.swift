import Foundation

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
