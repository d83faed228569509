import AsyncDisplayKit
import Foundation
import Testing

/// The rest of `ASLayoutElement`'s API as Texture code uses it: the style delegate,
/// `implementsLayoutMethod`, and specs that hold children by index.
@Suite struct LayoutElementAPITests {
    final class StyleWatcher: ASLayoutElementStyleDelegate {
        var changes: [String] = []
        func style(_ style: ASLayoutElementStyle, propertyDidChange propertyName: String) { changes.append(propertyName) }
    }

    /// Told once per real change, with Texture's names; a composite size is told per side; the
    /// delegate is not retained.
    @Test func aStyleTellsItsDelegateOfEachChange() {
        let watcher = StyleWatcher()
        let style = ASLayoutElementStyle(delegate: watcher)
        style.flexGrow = 1
        style.flexGrow = 1
        style.preferredSize = CGSize(width: 44, height: 44)
        style.alignSelf = .center
        style.layoutPosition = CGPoint(x: 3, y: 4)
        style.maxWidth = ASDimensionMake("50%")
        #expect(watcher.changes == [ASLayoutElementStyleFlexGrowProperty, ASLayoutElementStyleWidthProperty,
                                    ASLayoutElementStyleHeightProperty, ASLayoutElementStyleAlignSelfProperty,
                                    ASLayoutElementStyleLayoutPositionProperty, ASLayoutElementStyleMaxWidthProperty])
        #expect(watcher.changes[0] == "ASLayoutElementStyleFlexGrowProperty")
        weak var gone: StyleWatcher?
        let orphan: ASLayoutElementStyle
        do {
            let temporary = StyleWatcher()
            gone = temporary
            orphan = ASLayoutElementStyle(delegate: temporary)
        }
        #expect(gone == nil && orphan.delegate == nil)
        orphan.flexShrink = 1
        #expect(ASLayoutElementStyle().delegate == nil)
    }

    @Test func whichElementsLayThemselvesOut() {
        let plain = ASDisplayNode()
        #expect(!plain.implementsLayoutMethod())
        plain.layoutSpecBlock = { _, _ in ASLayoutSpec() }
        #expect(plain.implementsLayoutMethod())
        #expect(HostNode { _ in ASLayoutSpec() }.implementsLayoutMethod())
        #expect(ASTextNode().implementsLayoutMethod(), "a text node sizes itself, as in Texture")
        #expect(ASImageNode().implementsLayoutMethod() && ASNetworkImageNode().implementsLayoutMethod()
            && ASButtonNode().implementsLayoutMethod() && ASEditableTextNode().implementsLayoutMethod())
        #expect(!ASCellNode().implementsLayoutMethod())
        #expect(ASInsetLayoutSpec().implementsLayoutMethod())
    }

    /// A spec of two children set by index, as Texture's `ASLayoutSpec+Subclasses.h` has them.
    final class BadgeSpec: ASLayoutSpec {
        init(content: ASLayoutElement, badge: ASLayoutElement) {
            super.init()
            setChild(badge, at: 1)
            setChild(content, at: 0)
        }

        override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
            guard let content = child(at: 0), let badge = child(at: 1) else { return ASLayout(layoutElement: self, size: .zero) }
            let body = content.layoutThatFits(constrainedSize)
            let mark = badge.layoutThatFits(ASSizeRange(min: .zero, max: constrainedSize.max))
            mark.position = CGPoint(x: body.size.width - mark.size.width / 2, y: -mark.size.height / 2)
            return ASLayout(layoutElement: self, size: body.size, sublayouts: [body, mark])
        }
    }

    @Test func childrenByIndex() {
        let spec = ASLayoutSpec()
        let first = ASDisplayNode(), third = ASDisplayNode()
        spec.setChild(third, at: 2)
        #expect(spec.children?.count == 3 && spec.child(at: 2) === third)
        #expect(spec.child(at: 0) is ASLayoutSpec && spec.child(at: 3) == nil && spec.child(at: -1) == nil)
        spec.child = first
        #expect(spec.children?.count == 3 && spec.child(at: 0) === first && spec.child(at: 2) === third,
                "`child` replaces the first child only, as in Texture")
        spec.setChild(first, at: -1)
        #expect(spec.children?.count == 3)

        let content = ASDisplayNodeWithBackgroundColor(.blue, CGSize(width: 60, height: 40))
        let badge = ASDisplayNodeWithBackgroundColor(.red, CGSize(width: 16, height: 16))
        let layout = HostNode { _ in BadgeSpec(content: content, badge: badge) }.layoutThatFits(range(200, 200))
        #expect(layout.sublayouts[0].subframes == [rect(0, 0, 60, 40), rect(52, -8, 16, 16)])
    }
}
