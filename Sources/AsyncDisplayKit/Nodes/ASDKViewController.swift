import Foundation
import LayoutshotUIKit

/// A screen backed by a node (`ASDKViewController`): its view is its node's view, so its
/// `viewDidLoad()` can set up the node (`node.view.separatorStyle = .none`) as in Texture.
/// Snapshot it with `assertLayoutSnapshot(of: screen, …)` (LayoutshotTesting), which loads its
/// view and calls `viewWillAppear(_:)` first, or snapshot its `node`.
///
/// ```swift
/// final class FeedScreen: ASDKViewController<ASTableNode>, ASTableDataSource {
///     override init() {
///         super.init(node: ASTableNode())
///         node.dataSource = self
///     }
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         node.view.separatorStyle = .none
///     }
///
///     func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 20 }
/// }
/// ```
open class ASDKViewController<DisplayNodeType: ASDisplayNode>: UIViewController {
    /// The node whose view is the screen's view; `nil` for a screen made with `init()`.
    public let node: DisplayNodeType!
    /// Kept for Texture code.
    open var neverShowPlaceholders = false

    /// A screen backed by `node`.
    public init(node: DisplayNodeType) {
        self.node = node
        super.init()
    }

    /// A screen without a node, used as a plain view controller.
    public override init() {
        node = nil
        super.init()
    }

    /// A screen from an archive; never used here.
    public required init?(coder: NSCoder) {
        node = nil
        super.init(coder: coder)
    }

    /// The node's view (loading the node, which calls its `didLoad`), else a plain view.
    open override func loadView() {
        if let node { view = node.view } else { super.loadView() }
    }

    /// The node's interface state: always empty here (no window).
    open var interfaceState: ASInterfaceState { node?.interfaceState ?? [] }
}

/// Texture 2's screen class, which Texture 3 renamed `ASDKViewController`: the same screen, with
/// Texture 2's initializers. Texture 2 declared `init(node:)` alone, so its subclasses declare
/// their own `init()` without `override` (Texture 3 added `init()`, and its subclasses say
/// `override init()`); both compile here, each against its own class.
///
/// ```swift
/// final class FollowersScreen: ASViewController<ASTableNode> {
///     init() {
///         super.init(node: ASTableNode())
///     }
///
///     required init?(coder aDecoder: NSCoder) {
///         fatalError("init(coder:) has not been implemented")
///     }
/// }
/// ```
open class ASViewController<DisplayNodeType: ASDisplayNode>: ASDKViewController<DisplayNodeType> {
    /// A screen backed by `node`: Texture 2's designated initializer.
    public override init(node: DisplayNodeType) {
        super.init(node: node)
    }

    /// A screen from an archive; never used here.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
