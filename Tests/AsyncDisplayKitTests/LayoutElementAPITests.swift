import AsyncDisplayKit
import Foundation
import Testing

/// The rest of `ASLayoutElement`'s API as Texture code uses it: the style delegate,
/// `implementsLayoutMethod`, and specs that hold children by index.
@Suite struct LayoutElementAPITests {
    final class StyleWatcher: ASLayoutElementStyleDelegate {
        var changes: [String] = []
        func style(_ style: ASLayoutElementStyle, propertyDidChange propertyName: String) {
            changes.append(propertyName)
        }
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
        #expect(
            watcher.changes == [
                ASLayoutElementStyleFlexGrowProperty, ASLayoutElementStyleWidthProperty,
                ASLayoutElementStyleHeightProperty, ASLayoutElementStyleAlignSelfProperty,
                ASLayoutElementStyleLayoutPositionProperty, ASLayoutElementStyleMaxWidthProperty,
            ])
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
        #expect(
            ASImageNode().implementsLayoutMethod() && ASNetworkImageNode().implementsLayoutMethod()
                && ASButtonNode().implementsLayoutMethod()
                && ASEditableTextNode().implementsLayoutMethod())
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
            guard let content = child(at: 0), let badge = child(at: 1) else {
                return ASLayout(layoutElement: self, size: .zero)
            }
            let body = content.layoutThatFits(constrainedSize)
            let mark = badge.layoutThatFits(ASSizeRange(min: .zero, max: constrainedSize.max))
            mark.position = CGPoint(
                x: body.size.width - mark.size.width / 2, y: -mark.size.height / 2)
            return ASLayout(layoutElement: self, size: body.size, sublayouts: [body, mark])
        }
    }

    @Test func childrenByIndex() {
        let spec = ASLayoutSpec()
        let first = ASDisplayNode()
        let third = ASDisplayNode()
        spec.setChild(third, at: 2)
        #expect(spec.children?.count == 3 && spec.child(at: 2) === third)
        #expect(
            spec.child(at: 0) is ASLayoutSpec && spec.child(at: 3) == nil
                && spec.child(at: -1) == nil)
        spec.child = first
        #expect(
            spec.children?.count == 3 && spec.child(at: 0) === first && spec.child(at: 2) === third,
            "`child` replaces the first child only, as in Texture")
        spec.setChild(first, at: -1)
        #expect(spec.children?.count == 3)
        spec.child = nil
        #expect(
            spec.children?.count == 2 && spec.child(at: 1) === third,
            "`nil` removes the first child only")

        // A spec of one child (kept without an array) reads and changes as one of several does.
        let single = ASInsetLayoutSpec(insets: .zero, child: first)
        #expect(
            single.children?.count == 1 && single.child === first && single.child(at: 0) === first
                && single.child(at: 1) == nil)
        single.child = third
        #expect(single.children?.count == 1 && single.child === third)
        single.children?.append(first)
        #expect(single.children?.count == 2 && single.child(at: 1) === first)
        single.child = nil
        #expect(single.children?.count == 1 && single.child === first)
        single.child = nil
        #expect(single.children?.isEmpty == true && single.child == nil)
        single.child = third
        #expect(single.sublayoutElements()?.count == 1 && single.child === third)

        let content = ASDisplayNodeWithBackgroundColor(.blue, CGSize(width: 60, height: 40))
        let badge = ASDisplayNodeWithBackgroundColor(.red, CGSize(width: 16, height: 16))
        let layout = HostNode { _ in BadgeSpec(content: content, badge: badge) }.layoutThatFits(
            range(200, 200))
        #expect(layout.sublayouts[0].subframes == [rect(0, 0, 60, 40), rect(52, -8, 16, 16)])
    }
}

/// Properties Texture apps set on nodes compile and keep their values; the life-cycle state of a
/// node without a window is empty; the constrained size of the last layout is known.
@Suite struct NodePropertyTests {
    @Test func textureNodePropertiesAreKept() {
        let node = ASDisplayNode()
        node.displaysAsynchronously = false
        node.cornerRoundingType = .precomposited
        node.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        node.hitTestSlop = UIEdgeInsets(top: -8, left: -8, bottom: -8, right: -8)
        node.isAccessibilityElement = true
        node.accessibilityTraits = [.button, .selected]
        node.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        node.semanticContentAttribute = .forceRightToLeft
        #expect(!node.displaysAsynchronously && node.cornerRoundingType == .precomposited)
        #expect(
            node.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                && node.hitTestSlop.top == -8)
        #expect(
            node.accessibilityTraits.contains(.selected)
                && !node.accessibilityTraits.contains(.header))
        #expect(
            node.autoresizingMask.contains(.flexibleWidth)
                && node.semanticContentAttribute == .forceRightToLeft)
        #expect(
            !node.isNodeLoaded && node.interfaceState == [] && !node.isVisible
                && node.layoutEngineType == .layoutSpec)
        #expect(ASInterfaceState.inHierarchy == [.measureLayout, .preload, .display, .visible])
    }

    @Test func theConstrainedSizeOfTheLastLayout() {
        let card = NodeTests.CardNode()
        #expect(
            ASSizeRangeEqualToSizeRange(card.constrainedSizeForCalculatedLayout, ASSizeRangeZero))
        let sizeRange = range(300, .infinity)
        _ = card.layoutThatFits(sizeRange)
        #expect(ASSizeRangeEqualToSizeRange(card.constrainedSizeForCalculatedLayout, sizeRange))
        // A subnode laid out by its supernode's pass: its exact size, as Texture sets it.
        #expect(
            ASSizeRangeEqualToSizeRange(
                card.rowNode.constrainedSizeForCalculatedLayout,
                ASSizeRangeMake(CGSize(width: 160, height: 20))))
        card.invalidateCalculatedLayout()
        #expect(
            ASSizeRangeEqualToSizeRange(card.constrainedSizeForCalculatedLayout, ASSizeRangeZero))
    }

    final class WatchingNode: ASDisplayNode {
        var ranges: [ASSizeRange] = []
        let inner = ASDisplayNodeWithBackgroundColor(.red, CGSize(width: 10, height: 10))
        override func willCalculateLayout(_ constrainedSize: ASSizeRange) {
            ranges.append(constrainedSize)
        }
        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            ASWrapperLayoutSpec(layoutElement: inner)
        }
        // Texture's overridable hooks compile as Texture code writes them.
        override func didEnterHierarchy() {}
        override func interfaceStateDidChange(
            _ newState: ASInterfaceState, from oldState: ASInterfaceState
        ) {}
        override func calculatedLayoutDidChange() {}
        override func displayWillStartAsynchronously(_ asynchronously: Bool) {}
    }

    /// `willCalculateLayout` is called with the range of each calculation, before the spec.
    @Test func willCalculateLayoutGetsEachRange() {
        let node = WatchingNode()
        _ = ASInsetLayoutSpec(
            insets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5), child: node
        ).layoutThatFits(
            range(100, 50))
        #expect(node.ranges.count == 1)
        #expect(
            ASSizeRangeEqualToSizeRange(
                node.ranges[0], ASSizeRangeMake(.zero, CGSize(width: 90, height: 40))))
    }

    @Test func subnodesAreReplacedInPlaceAndSuspendedTogether() {
        let parent = ASDisplayNode()
        let first = ASDisplayNode()
        let second = ASDisplayNode()
        let replacement = ASDisplayNode()
        parent.addSubnode(first)
        parent.addSubnode(second)
        parent.replaceSubnode(first, withSubnode: replacement)
        #expect(
            parent.subnodes?.count == 2 && parent.subnodes?[0] === replacement
                && parent.subnodes?[1] === second)
        #expect(first.supernode == nil && replacement.supernode === parent)
        parent.recursivelySetDisplaySuspended(true)
        #expect(parent.displaySuspended && replacement.displaySuspended && second.displaySuspended)
        #expect(
            !parent.becomeFirstResponder() && !parent.isFirstResponder()
                && parent.resignFirstResponder())
    }
}
