import Foundation
import LayoutshotUIKit

/// A cell of a table or collection (`ASCellNode`): a node laid out at the width it is given.
///
/// ```swift
/// let layout = cell.layoutThatFits(ASSizeRangeMake(CGSize(width: 375, height: 0), CGSize(width: 375, height: .infinity)))
/// ```
open class ASCellNode: ASDisplayNode {
    /// Kept for Texture code.
    open var neverShowPlaceholders = false
    /// How the cell is highlighted when selected; `.none`, or a number as older code sets it. Kept
    /// for Texture code.
    open var selectionStyle: UITableViewCell.SelectionStyle = .default
    /// Kept for Texture code.
    open var isSelected = false
    /// Kept for Texture code.
    open var isHighlighted = false
    /// Where the cell is in its table or collection: set when the table or collection makes it.
    open var indexPath: IndexPath?

    public override init() {
        super.init()
    }
}
