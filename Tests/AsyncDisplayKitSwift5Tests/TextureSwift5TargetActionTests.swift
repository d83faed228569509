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
        followButton.setTitle("Follow", with: UIFont.boldSystemFont(ofSize: 14), with: UIColor.white, for: .normal)
        avatarNode.style.preferredSize = CGSize(width: 40, height: 40)
        avatarNode.imageModificationBlock = ASImageNodeRoundBorderModificationBlock(2, UIColor.white)
        #if canImport(ObjectiveC)
        followButton.addTarget(self, action: #selector(didTapFollow), forControlEvents: .touchUpInside)
        #else
        followButton.addTarget(self, action: Selector("didTapFollow"), forControlEvents: .touchUpInside)
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
        let row = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .spaceBetween,
                                    alignItems: .center, children: [avatarNode, followButton])
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: row)
    }
}

final class TextureSwift5TargetActionTests: XCTestCase {
    func testTargetActionCodeCompilesAndIsKept() {
        let cell = FollowCellNode()
        XCTAssertEqual(cell.followButton.actions(forTarget: cell, forControlEvent: .touchUpInside), ["didTapFollow"])
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
