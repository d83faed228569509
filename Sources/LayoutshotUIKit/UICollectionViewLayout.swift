import Foundation

/// UIKit's collection layout class. A collection node lays its items out as a
/// `UICollectionViewFlowLayout` describes; a layout of another kind is laid out as a default
/// flow layout.
open class UICollectionViewLayout: NSObject {
    /// A layout.
    public override init() {
        super.init()
    }

    /// UIKit recomputes the layout. A no-op here: every snapshot lays out anew.
    open func invalidateLayout() {}
}
