import AsyncDisplayKit
import XCTest

// A cell as Swift 5 app code writes it with target-action and `didLoad` view code: `@objc` and
// `#selector` guarded by `#if canImport(ObjectiveC)` (the one-line fixes of the From Texture
// article), the rest as it is.

final class FollowCellNode: ASCellNode {
    let followButton = ASButtonNode()
    let avatarNode = ASImageNode()
    private(set) var taps = 0

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        followButton.setTitle(
            "Follow", with: UIFont.boldSystemFont(ofSize: 14), with: UIColor.white, for: .normal)
        avatarNode.style.preferredSize = CGSize(width: 40, height: 40)
        avatarNode.imageModificationBlock = ASImageNodeRoundBorderModificationBlock(
            2, UIColor.white)
        #if canImport(ObjectiveC)
            followButton.addTarget(
                self, action: #selector(didTapFollow), forControlEvents: .touchUpInside)
        #else
            followButton.addTarget(
                self, action: Selector("didTapFollow"), forControlEvents: .touchUpInside)
        #endif
    }

    override func didLoad() {
        super.didLoad()
        followButton.view.backgroundColor = UIColor.systemBlue
        followButton.layer.cornerRadius = 6
        followButton.layer.masksToBounds = true
        view.isUserInteractionEnabled = true
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.1
        layer.shadowPath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 8).cgPath
    }

    #if canImport(ObjectiveC)
        @objc
    #endif
    func didTapFollow() {
        taps += 1
        transitionLayout(withAnimation: true, shouldMeasureAsync: false, measurementCompletion: nil)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let row = ASStackLayoutSpec(
            direction: .horizontal, spacing: 8, justifyContent: .spaceBetween,
            alignItems: .center, children: [avatarNode, followButton])
        return ASInsetLayoutSpec(
            insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: row)
    }
}

final class TextureSwift5TargetActionTests: XCTestCase {
    func testTargetActionCodeCompilesAndIsKept() {
        let cell = FollowCellNode()
        XCTAssertEqual(
            cell.followButton.actions(forTarget: cell, forControlEvent: .touchUpInside),
            ["didTapFollow"])
        XCTAssertNil(cell.followButton.actions(forTarget: cell, forControlEvent: .valueChanged))
        cell.followButton.removeTarget(cell, action: nil, forControlEvents: .allEvents)
        XCTAssertTrue(cell.followButton.allTargets().isEmpty)
    }

    func testDidLoadViewCodeSetsTheNodes() {
        let cell = FollowCellNode()
        XCTAssertFalse(cell.isNodeLoaded)
        _ = cell.view
        XCTAssertTrue(cell.followButton.isNodeLoaded, "didLoad read the button's view")
        XCTAssertEqual(cell.followButton.cornerRadius, 6)
        XCTAssertTrue(cell.followButton.clipsToBounds)
        XCTAssertEqual(cell.followButton.backgroundColor, UIColor.systemBlue)
        cell.didTapFollow()
        XCTAssertEqual(cell.taps, 1)
    }
}

// A Texture 2 screen as Swift 5 code writes it: `ASViewController`, its own `init()` (Texture 2's
// class has `init(node:)` alone, so no `override`), `required init?(coder:)`, bar buttons and
// pushes, with the selectors guarded.
final class FollowersViewController: ASViewController<ASTableNode>, ASTableDataSource,
    ASTableDelegate
{
    var names = ["Ada", "Grace", "Barbara"]

    init() {
        super.init(node: ASTableNode(style: .plain))
        node.dataSource = self
        node.delegate = self
        title = "Followers"
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        node.view.separatorStyle = .none
        node.view.tableFooterView = UIView()
        edgesForExtendedLayout = []
        #if canImport(ObjectiveC)
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Edit", style: .plain, target: self, action: #selector(edit))
        #endif
    }

    #if canImport(ObjectiveC)
        @objc
    #endif
    func edit() {}

    func numberOfSections(in tableNode: ASTableNode) -> Int { 1 }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath)
        -> ASCellNodeBlock
    {
        let name = names[indexPath.row]
        return {
            let cell = FollowCellNode()
            cell.followButton.setTitle(name, with: nil, with: UIColor.black, for: .normal)
            cell.selectionStyle = .none
            return cell
        }
    }

    func tableNode(_ tableNode: ASTableNode, didSelectRowAt indexPath: IndexPath) {
        tableNode.deselectRow(at: indexPath, animated: true)
        navigationController?.pushViewController(UIViewController(), animated: true)
    }
}

final class TextureSwift5ScreenTests: XCTestCase {
    func testAScreenLaysOutItsRows() {
        let screen = FollowersViewController()
        screen.loadViewIfNeeded()
        XCTAssertTrue(screen.node.isNodeLoaded)
        XCTAssertEqual(screen.node.view.separatorStyle, .none)
        let layout = screen.node.layoutThatFits(ASSizeRangeMake(CGSize(width: 320, height: 480)))
        XCTAssertEqual(layout.size, CGSize(width: 320, height: 480))
        XCTAssertEqual(screen.node.visibleNodes.count, 3)
    }
}
