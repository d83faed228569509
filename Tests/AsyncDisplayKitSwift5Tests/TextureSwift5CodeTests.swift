import AsyncDisplayKit
import XCTest

// Texture app code as it is written in Swift 5 targets (no `any`, mutable stored properties,
// `[weak self]` blocks, ASDK 2.0 names), compiled in Swift 5 language mode and laid out.

final class PostNode: ASCellNode {
    let avatarNode = ASNetworkImageNode()
    let usernameNode = ASTextNode()
    let likeButton = ASButtonNode()
    var photoNode: ASDisplayNode?
    var tags: [String] = ["layout", "texture"]

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        selectionStyle = 0
        avatarNode.style.preferredSize = CGSize(width: 32, height: 32)
        avatarNode.cornerRadius = 16.0
        usernameNode.attributedText = NSAttributedString(
            string: "texture_fan",
            attributes: [NSAttributedString.Key.font: UIFont.boldSystemFont(ofSize: 14)])
        usernameNode.maximumNumberOfLines = 1
        usernameNode.truncationMode = .byTruncatingTail
        likeButton.setTitle("♥ 12", with: nil, with: UIColor.red, for: .normal)
        let photo = ASDisplayNode()
        photo.backgroundColor = UIColor(white: 0.9, alpha: 1.0)
        photoNode = photo
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        usernameNode.style.flexShrink = 1.0
        usernameNode.style.flexGrow = 1.0
        let header = ASStackLayoutSpec.horizontal()
        header.spacing = 8
        header.alignItems = .center
        var headerChildren: [ASLayoutElement] = [avatarNode, usernameNode]
        headerChildren.append(likeButton)
        header.children = headerChildren

        var rows: [ASLayoutElement] = [header]
        if let photoNode = photoNode {
            rows.append(ASRatioLayoutSpec(ratio: 1.0, child: photoNode))
        }
        let column = ASStackLayoutSpec(
            direction: .vertical, spacing: 8.0, justifyContent: .start, alignItems: .stretch,
            children: rows)
        return ASInsetLayoutSpec(insets: UIEdgeInsetsMake(8, 12, 8, 12), child: column)
    }
}

final class BadgedAvatarNode: ASDisplayNode {
    let imageNode = ASImageNode()
    let badgeNode = ASDisplayNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        badgeNode.backgroundColor = .green
        layoutSpecBlock = { [weak self] _, _ in
            guard let self = self else { return ASLayoutSpec() }
            self.imageNode.style.preferredSize = CGSize(width: 40, height: 40)
            self.badgeNode.style.preferredSize = CGSize(width: 10, height: 10)
            self.badgeNode.style.layoutPosition = CGPoint(x: 32, y: -2)
            return ASStaticLayoutSpec(children: [self.imageNode, self.badgeNode])
        }
    }
}

final class TextureSwift5CodeTests: XCTestCase {
    func testACellWrittenForSwift5LaysOut() {
        let cell = PostNode()
        let layout = cell.layoutThatFits(
            ASSizeRangeMake(
                CGSize(width: 320, height: 0),
                CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)))
        XCTAssertEqual(layout.size.width, 320)
        let column = layout.sublayouts[0].sublayouts[0]
        XCTAssertEqual(column.sublayouts.count, 2)
        let photo = column.sublayouts[1]
        XCTAssertEqual(
            photo.frame,
            CGRect(x: 0, y: column.sublayouts[0].size.height + 8, width: 296, height: 296))
        XCTAssertEqual(layout.size.height, 8 + column.sublayouts[0].size.height + 8 + 296 + 8)
    }

    func testALayoutSpecBlockWithAStaticSpec() {
        let node = BadgedAvatarNode()
        let layout = node.layoutThatFits(
            ASSizeRange(min: .zero, max: CGSize(width: 100, height: 100)))
        XCTAssertEqual(layout.size, CGSize(width: 100, height: 100))
        XCTAssertEqual(
            layout.sublayouts[0].sublayouts.map { $0.frame },
            [
                CGRect(x: 0, y: 0, width: 40, height: 40),
                CGRect(x: 32, y: -2, width: 10, height: 10),
            ])
    }

    func testCenterSpecsInheritTheRelativeInitializer() {
        let child = ASDisplayNode()
        child.style.preferredSize = CGSize(width: 20, height: 20)
        let center = ASCenterLayoutSpec(
            horizontalPosition: .center, verticalPosition: .end, sizingOption: [], child: child)
        XCTAssertEqual(center.centeringOptions, .X)
        let layout = center.layoutThatFits(ASSizeRangeMake(CGSize(width: 100, height: 60)))
        XCTAssertEqual(layout.sublayouts[0].frame, CGRect(x: 40, y: 40, width: 20, height: 20))
        XCTAssertEqual(NSStringFromASDimension(ASDimensionMake("33.5%")), "33.5%")
        XCTAssertEqual(ASDimensionMake("auto"), ASDimensionAuto)
        XCTAssertEqual(ASSizeRangeUnconstrained.max.width, CGFloat.infinity)
    }
}
