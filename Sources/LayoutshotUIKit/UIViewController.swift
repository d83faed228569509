import Foundation

/// UIKit's view controller, with the life cycle and the properties screen code uses, so that a
/// Texture screen (`ASDKViewController`) compiles: `loadViewIfNeeded()` makes the view and calls
/// `viewDidLoad()`; the appearance methods are called by whoever shows the screen (a node
/// assertion on a view controller calls `viewWillAppear(_:)`); navigation, presentation and
/// bar items are kept, never shown.
///
/// ```swift
/// final class SettingsScreen: UIViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         title = "Settings"
///         view.backgroundColor = .white
///     }
/// }
/// ```
open class UIViewController: NSObject {
    /// A view controller without a view yet.
    public override init() {
        super.init()
    }

    /// A view controller; the nib is ignored (there are none on Linux).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// A view controller from an archive; never used here, required as in UIKit so that a
    /// subclass's `required init?(coder:)` compiles.
    public required init?(coder: NSCoder) {
        super.init()
    }

    private var loadedView: UIView?

    /// The root view, made on first access by `loadView()`, then `viewDidLoad()` is called.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been made.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view and calls `viewDidLoad()`, once.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView() }
        viewDidLoad()
    }

    /// Makes the view; a plain view by default.
    open func loadView() {
        loadedView = UIView()
    }

    /// Called once the view is made.
    open func viewDidLoad() {}
    /// Called before the screen shows.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once the screen shows; never called by a snapshot.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the screen goes.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called once the screen went.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews; never called here.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews; never called here.
    open func viewDidLayoutSubviews() {}

    /// The screen's title.
    open var title: String?
    /// The screen's navigation bar items. Kept, not drawn.
    open private(set) lazy var navigationItem = UINavigationItem(title: "")
    /// The navigation controller the screen is in: none here.
    open var navigationController: UINavigationController? { nil }
    /// The view controller this one is a child of.
    open private(set) weak var parent: UIViewController?
    /// The child view controllers added.
    open private(set) var children: [UIViewController] = []
    /// Whether a pushed screen hides the tab bar. Kept.
    open var hidesBottomBarWhenPushed = false
    /// The edges the view extends under bars. Kept.
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view extends under opaque bars. Kept.
    open var extendedLayoutIncludesOpaqueBars = false
    /// Extra safe area for children. Kept.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero

    /// Adds a child view controller.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Removes the view controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Called before the view controller moves to a parent. Nothing by default.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the view controller moved to a parent. Nothing by default.
    open func didMove(toParent parent: UIViewController?) {}

    /// UIKit presents a screen over this one. Kept: calls `completion`, shows nothing.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        completion?()
    }

    /// UIKit dismisses the presented screen. Kept: calls `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }
}
