import AsyncDisplayKit

// Realistic Texture cells, written as iOS teams write them; each has a twin fixture in Fixtures/.

func text(_ string: String, _ font: UIFont, _ color: UIColor, alignment: NSTextAlignment = .natural)
    -> NSAttributedString
{
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment = alignment
    return NSAttributedString(
        string: string,
        attributes: [.font: font, .foregroundColor: color, .paragraphStyle: paragraph])
}

extension UIColor {
    convenience init(hex: UInt32) {
        self.init(
            red: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
}

final class FeedCellNode: ASCellNode {
    let avatarNode = ASDisplayNode()
    let nameNode = ASTextNode()
    let timeNode = ASTextNode()
    let bodyNode = ASTextNode()
    let photoNode = ASDisplayNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        avatarNode.backgroundColor = UIColor(hex: 0x5C6BC0)
        avatarNode.cornerRadius = 22
        avatarNode.style.preferredSize = CGSize(width: 44, height: 44)
        nameNode.attributedText = text(
            "Ada Lovelace", .boldSystemFont(ofSize: 15), UIColor(hex: 0x212121))
        nameNode.maximumNumberOfLines = 1
        timeNode.attributedText = text("2h", .systemFont(ofSize: 13), UIColor(hex: 0x8E8E93))
        bodyNode.attributedText = text(
            "The Analytical Engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves.",
            .systemFont(ofSize: 15), UIColor(hex: 0x212121))
        photoNode.backgroundColor = UIColor(hex: 0xB0BEC5)
        photoNode.cornerRadius = 8
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        nameNode.style.flexShrink = 1
        let spacer = ASLayoutSpec()
        spacer.style.flexGrow = 1
        let header = ASStackLayoutSpec(
            direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center,
            children: [avatarNode, nameNode, spacer, timeNode])
        let photo = ASRatioLayoutSpec(ratio: 9.0 / 16.0, child: photoNode)
        let column = ASStackLayoutSpec(
            direction: .vertical, spacing: 10, justifyContent: .start, alignItems: .stretch,
            children: [header, bodyNode, photo])
        return ASInsetLayoutSpec(
            insets: UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16), child: column)
    }
}

final class ProfileHeaderNode: ASDisplayNode {
    let avatarNode = ASDisplayNode()
    let nameNode = ASTextNode()
    let bioNode = ASTextNode()
    let statCountNodes = [ASTextNode(), ASTextNode(), ASTextNode()]
    let statLabelNodes = [ASTextNode(), ASTextNode(), ASTextNode()]
    let followButton = ASButtonNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        avatarNode.backgroundColor = UIColor(hex: 0x26A69A)
        avatarNode.cornerRadius = 40
        avatarNode.style.preferredSize = CGSize(width: 80, height: 80)
        nameNode.attributedText = text(
            "Grace Hopper", .boldSystemFont(ofSize: 20), UIColor(hex: 0x212121))
        bioNode.attributedText = text(
            "Rear admiral, computer scientist, and the reason we say debugging.",
            .systemFont(ofSize: 14), UIColor(hex: 0x616161), alignment: .center)
        for (index, (count, label)) in [
            ("1,024", "Posts"), ("64k", "Followers"), ("42", "Following"),
        ].enumerated() {
            statCountNodes[index].attributedText = text(
                count, .boldSystemFont(ofSize: 16), UIColor(hex: 0x212121))
            statLabelNodes[index].attributedText = text(
                label, .systemFont(ofSize: 12), UIColor(hex: 0x8E8E93))
        }
        followButton.setTitle(
            "Follow", with: .boldSystemFont(ofSize: 15), with: .white, for: .normal)
        followButton.contentEdgeInsets = UIEdgeInsets(top: 6, left: 14, bottom: 6, right: 14)
        followButton.backgroundColor = UIColor(hex: 0x007AFF)
        followButton.cornerRadius = 6
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let stats = ASStackLayoutSpec.horizontal()
        stats.justifyContent = .spaceAround
        stats.style.alignSelf = .stretch
        stats.children = zip(statCountNodes, statLabelNodes).map { count, label in
            ASStackLayoutSpec(
                direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .center,
                children: [count, label])
        }
        let column = ASStackLayoutSpec(
            direction: .vertical, spacing: 12, justifyContent: .start, alignItems: .center,
            children: [avatarNode, nameNode, bioNode, stats, followButton])
        return ASInsetLayoutSpec(
            insets: UIEdgeInsets(top: 24, left: 20, bottom: 24, right: 20), child: column)
    }
}

final class ChatBubbleNode: ASCellNode {
    let messageNode = ASTextNode()
    let bubbleNode = ASDisplayNode()
    let timeNode = ASTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        messageNode.attributedText = text(
            "Are we still on for the layout review at four? I'll bring the screenshots.",
            .systemFont(ofSize: 15), .white)
        messageNode.style.maxWidth = ASDimensionMake(240)
        bubbleNode.backgroundColor = UIColor(hex: 0x0B84FF)
        bubbleNode.cornerRadius = 16
        timeNode.attributedText = text("15:02", .systemFont(ofSize: 11), UIColor(hex: 0x8E8E93))
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let padded = ASInsetLayoutSpec(
            insets: UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12), child: messageNode)
        let bubble = ASBackgroundLayoutSpec(child: padded, background: bubbleNode)
        let row = ASStackLayoutSpec(
            direction: .horizontal, spacing: 6, justifyContent: .end, alignItems: .end,
            children: [bubble, timeNode])
        return ASInsetLayoutSpec(
            insets: UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12), child: row)
    }
}

final class ProductCardNode: ASCellNode {
    let imageNode = ASDisplayNode()
    let badgeNode = ASDisplayNode()
    let badgeTextNode = ASTextNode()
    let nameNode = ASTextNode()
    let priceNode = ASTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        backgroundColor = .white
        borderColor = UIColor(hex: 0xE0E0E0).cgColor
        borderWidth = 1
        cornerRadius = 10
        imageNode.backgroundColor = UIColor(hex: 0xFFE0B2)
        imageNode.cornerRadius = 6
        badgeNode.backgroundColor = UIColor(hex: 0xE53935)
        badgeNode.cornerRadius = 8
        badgeTextNode.attributedText = text("-20%", .boldSystemFont(ofSize: 11), .white)
        nameNode.attributedText = text(
            "Hand-thrown stoneware mug with a speckled glaze", .systemFont(ofSize: 14),
            UIColor(hex: 0x212121))
        nameNode.maximumNumberOfLines = 2
        priceNode.attributedText = text(
            "€24.00", .boldSystemFont(ofSize: 16), UIColor(hex: 0x212121))
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let badge = ASBackgroundLayoutSpec(
            child: ASInsetLayoutSpec(
                insets: UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6), child: badgeTextNode),
            background: badgeNode)
        let image = ASCornerLayoutSpec(
            child: ASRatioLayoutSpec(ratio: 1, child: imageNode), corner: badge, location: .topRight
        )
        image.offset = CGPoint(x: -14, y: 14)
        let column = ASStackLayoutSpec(
            direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .stretch,
            children: [image, nameNode, priceNode])
        return ASInsetLayoutSpec(
            insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: column)
    }
}
