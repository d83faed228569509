import Foundation

/// UIKit's navigation item: a screen's title and bar buttons, kept so that screen code compiles;
/// bars are not drawn.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
/// ```
open class UINavigationItem: NSObject {
    /// An item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// The title.
    open var title: String?
    /// A view shown instead of the title.
    open var titleView: UIView?
    /// The button on the left.
    open var leftBarButtonItem: UIBarButtonItem?
    /// The button on the right.
    open var rightBarButtonItem: UIBarButtonItem?
    /// The buttons on the left.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The buttons on the right.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The back button of the screens pushed after this one.
    open var backBarButtonItem: UIBarButtonItem?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
}
