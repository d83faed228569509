import Foundation

/// UIKit's collection view, with the properties node code sets on a collection node's `view`
/// (its layout, and those of `UIScrollView`).
///
/// ```swift
/// collectionNode.view.showsHorizontalScrollIndicator = false   // kept
/// ```
open class UICollectionView: UIScrollView {
    /// A collection view with a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init()
        self.frame = frame
    }

    /// A collection view whose properties, and its layer's, live in `state` (a node).
    package init(state: any ViewState, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(state: state)
    }

    /// The layout the items are placed by.
    open var collectionViewLayout: UICollectionViewLayout
    /// Whether items can be selected. Kept.
    open var allowsSelection = true
    /// Whether several items can be selected. Kept.
    open var allowsMultipleSelection = false
    /// A view behind the items. Kept, not drawn.
    open var backgroundView: UIView?

    /// The kind of a section's header view.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer view.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The direction a collection scrolls in (`UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        /// Up and down: lines run across, left to right.
        case vertical = 0
        /// Left and right: lines run down.
        case horizontal = 1
    }

    /// Where an item ends up when scrolled to (`UICollectionView.ScrollPosition`). Kept.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// A position of the given raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// As little as needed.
        public static let none = ScrollPosition([])
        /// At the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// At the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// At the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// At the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
