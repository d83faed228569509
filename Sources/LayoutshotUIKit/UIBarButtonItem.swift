import Foundation

/// UIKit's bar button, kept so that screen code compiles (bars are not drawn; its action is a
/// `Selector` made from a name, or `nil`: guard `#selector` with `#if canImport(ObjectiveC)`).
///
/// ```swift
/// let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
/// ```
open class UIBarButtonItem: NSObject {
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// The style.
    open var style: Style = .plain
    /// The target of the action; held weakly.
    open weak var target: AnyObject?
    /// The action.
    open var action: Selector?
    /// Whether the button is enabled.
    open var isEnabled = true
    /// The tint.
    open var tintColor: UIColor?
    /// A view shown instead of the button.
    open var customView: UIView?

    /// An empty button.
    public override init() {
        super.init()
    }

    /// A button with a title.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(style: style, target: target, action: action)
        self.title = title
    }

    /// A button with an image.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(style: style, target: target, action: action)
        self.image = image
    }

    /// A system button.
    public convenience init(
        barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
    ) {
        self.init(style: .plain, target: target, action: action)
    }

    /// A button with a style and an action: what the public initializers share.
    private convenience init(style: Style, target: Any?, action: Selector?) {
        self.init()
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// A button showing a view.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A button's style (`UIBarButtonItem.Style`).
    public enum Style: Int, Sendable {
        /// Plain.
        case plain = 0
        /// Bordered (deprecated in UIKit).
        case bordered = 1
        /// Bold, for the action that finishes.
        case done = 2
    }

    /// UIKit's system buttons (`UIBarButtonItem.SystemItem`).
    public enum SystemItem: Int, Sendable {
        /// Done.
        case done = 0
        /// Cancel.
        case cancel = 1
        /// Edit.
        case edit = 2
        /// Save.
        case save = 3
        /// A plus.
        case add = 4
        /// Flexible space.
        case flexibleSpace = 5
        /// Fixed space.
        case fixedSpace = 6
        /// Compose.
        case compose = 7
        /// Reply.
        case reply = 8
        /// Share.
        case action = 9
        /// Organize.
        case organize = 10
        /// Bookmarks.
        case bookmarks = 11
        /// Search.
        case search = 12
        /// Refresh.
        case refresh = 13
        /// Stop.
        case stop = 14
        /// Camera.
        case camera = 15
        /// Trash.
        case trash = 16
        /// Play.
        case play = 17
        /// Pause.
        case pause = 18
        /// Rewind.
        case rewind = 19
        /// Fast forward.
        case fastForward = 20
        /// Undo.
        case undo = 21
        /// Redo.
        case redo = 22
        /// Close.
        case close = 24
    }
}
