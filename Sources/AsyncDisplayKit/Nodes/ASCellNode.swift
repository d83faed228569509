import Foundation

/// A cell of a table or collection (`ASCellNode`): a node laid out at the width it is given.
///
/// ```swift
/// let layout = cell.layoutThatFits(ASSizeRangeMake(CGSize(width: 375, height: 0), CGSize(width: 375, height: .infinity)))
/// ```
open class ASCellNode: ASDisplayNode {
    /// Kept for Texture code.
    open var neverShowPlaceholders = false
    /// Kept for Texture code.
    open var selectionStyle: Int = 0
    /// Kept for Texture code.
    open var isSelected = false
    /// Kept for Texture code.
    open var isHighlighted = false
    /// Kept for Texture code.
    open var indexPath: IndexPath?

    public override init() {
        super.init()
    }
}
