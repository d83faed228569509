import Foundation

/// UIKit's navigation controller, so that screen code that pushes screens compiles: the stack is
/// kept, nothing is shown. A screen's `navigationController` is always `nil` here.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: FeedScreen())
/// navigation.viewControllers.count   // 1
/// ```
open class UINavigationController: UIViewController {
    /// The screens on the stack, the root first.
    open var viewControllers: [UIViewController] = []
    /// Whether the bars hide on a swipe. Kept.
    open var hidesBarsOnSwipe = false
    /// Whether the bars hide when the keyboard shows. Kept.
    open var hidesBarsWhenKeyboardAppears = false
    /// The bar at the top: its settings are kept, it is not drawn.
    public let navigationBar = UINavigationBar()
    /// Whether the bar is hidden. Kept.
    open var isNavigationBarHidden = false

    /// Hides or shows the bar. Kept.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// A navigation controller with a root screen.
    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init()
    }

    /// An empty navigation controller.
    public override init() {
        super.init()
    }

    /// A navigation controller from an archive; never used here.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The screen on top.
    open var topViewController: UIViewController? { viewControllers.last }

    /// Pushes a screen on the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// Pops the top screen, returning it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }

    /// Pops to the root screen.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return [] }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = Array(viewControllers.prefix(1))
        return popped
    }
}
