import AsyncDisplayKit
import Testing

/// The Texture layout guide's examples ("Layout Specs" and "Layout Element Properties"), written
/// against the Texture API as the guide writes them, with the frames Texture gives them.
@Suite struct LayoutSpecGuideTests {
    @Test func wrapperSizesItsSubnodeFromTheConstrainedSize() {
        let subnode = ASDisplayNodeWithBackgroundColor(.green)
        let host = HostNode { constrainedSize in
            subnode.style.preferredSize = CGSize(
                width: constrainedSize.max.width, height: constrainedSize.max.height / 2.0)
            return ASWrapperLayoutSpec(layoutElement: subnode)
        }
        let layout = host.layoutThatFits(range(300, 400))
        #expect(layout.size == CGSize(width: 300, height: 200))
        let wrapper = layout.sublayouts[0]
        #expect(wrapper.layoutElement is ASWrapperLayoutSpec)
        #expect(wrapper.subframes == [rect(0, 0, 300, 200)])
        #expect(wrapper.sublayouts[0].layoutElement === subnode)
        #expect(host.calculatedSize == CGSize(width: 300, height: 200))
    }

    @Test func stackWithMinWidthAndMaxHeight() {
        let titleNode = ASDisplayNodeWithBackgroundColor(.red, CGSize(width: 40, height: 20))
        let subtitleNode = ASDisplayNodeWithBackgroundColor(.blue, CGSize(width: 30, height: 50))
        let host = HostNode { _ in
            let mainStack = ASStackLayoutSpec(
                direction: .horizontal, spacing: 6.0, justifyContent: .start,
                alignItems: .center, children: [titleNode, subtitleNode])
            mainStack.style.minWidth = ASDimensionMakeWithPoints(60.0)
            mainStack.style.maxHeight = ASDimensionMakeWithPoints(40.0)
            return mainStack
        }
        let layout = host.layoutThatFits(range(320, .infinity))
        // The subtitle's 50 pt height yields to the stack's 40 pt maximum; the stack hugs its content.
        #expect(layout.size == CGSize(width: 76, height: 40))
        #expect(layout.sublayouts[0].subframes == [rect(0, 10, 40, 20), rect(46, 0, 30, 40)])
    }

    @Test func insetAroundAText() {
        let textNode = ASDisplayNodeWithBackgroundColor(.black, CGSize(width: 100, height: 20))
        let host = HostNode { _ in
            let insets = UIEdgeInsets(top: 10.0, left: 10.0, bottom: 10.0, right: 10.0)
            return ASInsetLayoutSpec(insets: insets, child: textNode)
        }
        let layout = host.layoutThatFits(range(320, .infinity))
        #expect(layout.size == CGSize(width: 120, height: 40))
        #expect(layout.sublayouts[0].subframes == [rect(10, 10, 100, 20)])
    }

    @Test func overlayIsStretchedOverItsChild() {
        let backgroundNode = ASDisplayNodeWithBackgroundColor(.blue)
        let foregroundNode = ASDisplayNodeWithBackgroundColor(.red)
        let host = HostNode { _ in
            ASOverlayLayoutSpec(child: backgroundNode, overlay: foregroundNode)
        }
        let layout = host.layoutThatFits(ASSizeRangeMake(CGSize(width: 200, height: 100)))
        let overlay = layout.sublayouts[0]
        #expect(overlay.subframes == [rect(0, 0, 200, 100), rect(0, 0, 200, 100)])
        let elements = overlay.sublayouts.map(\.layoutElement)
        #expect(
            elements.count == 2 && elements[0] === backgroundNode && elements[1] === foregroundNode)
    }

    @Test func backgroundIsListedFirstAndSizedToTheChild() {
        let backgroundNode = ASDisplayNodeWithBackgroundColor(.red)
        let foregroundNode = ASDisplayNodeWithBackgroundColor(.blue, CGSize(width: 80, height: 30))
        let host = HostNode { _ in
            ASInsetLayoutSpec(
                insets: .zero,
                child: ASBackgroundLayoutSpec(child: foregroundNode, background: backgroundNode))
        }
        let layout = host.layoutThatFits(range(320, .infinity))
        let background = layout.sublayouts[0].sublayouts[0]
        let elements = background.sublayouts.map(\.layoutElement)
        #expect(
            elements.count == 2 && elements[0] === backgroundNode && elements[1] === foregroundNode)
        #expect(background.subframes == [rect(0, 0, 80, 30), rect(0, 0, 80, 30)])
    }

    @Test func centerTakesTheWholeRangeAndCentresItsChild() {
        let subnode = ASDisplayNodeWithBackgroundColor(.green, CGSize(width: 60.0, height: 100.0))
        let host = HostNode { _ in
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: subnode)
        }
        let layout = host.layoutThatFits(range(300, 400))
        #expect(layout.size == CGSize(width: 300, height: 400))
        #expect(layout.sublayouts[0].subframes == [rect(120, 150, 60, 100)])
    }

    @Test func centerOfAChildAloneTakesNoOptionsAsTexturesImportDoes() {
        let subnode = ASDisplayNodeWithBackgroundColor(.green, CGSize(width: 60.0, height: 100.0))
        let center = ASCenterLayoutSpec(child: subnode)
        #expect(center.centeringOptions == [] && center.sizingOptions == [])
        let layout = center.layoutThatFits(range(300, 400))
        #expect(layout.size == CGSize(width: 300, height: 400))
        #expect(layout.subframes == [rect(0, 0, 60, 100)], "no centring: the child at the origin")
        #expect(
            ASCenterLayoutSpec(centeringOptions: .XY, child: subnode).layoutThatFits(
                range(300, 400)
            ).subframes
                == [rect(120, 150, 60, 100)])
    }

    @Test func centerWithMinimumSizingShrinksToItsChild() {
        let subnode = ASDisplayNodeWithBackgroundColor(.green, CGSize(width: 60.0, height: 100.0))
        let center = ASCenterLayoutSpec(
            centeringOptions: .X, sizingOptions: .minimumY, child: subnode)
        let layout = center.layoutThatFits(range(300, 400))
        #expect(layout.size == CGSize(width: 300, height: 100))
        #expect(layout.subframes == [rect(120, 0, 60, 100)])
    }

    @Test func ratioOfOneHalf() {
        let subnode = ASDisplayNodeWithBackgroundColor(.green, CGSize(width: 100, height: 100.0))
        let host = HostNode { _ in ASRatioLayoutSpec(ratio: 0.5, child: subnode) }
        let layout = host.layoutThatFits(range(300, .infinity))
        #expect(layout.size == CGSize(width: 300, height: 150))
        #expect(layout.sublayouts[0].subframes == [rect(0, 0, 300, 150)])
    }

    @Test func relativeAtStartOverABackground() {
        let backgroundNode = ASDisplayNodeWithBackgroundColor(.blue)
        let foregroundNode = ASDisplayNodeWithBackgroundColor(
            .red, CGSize(width: 70.0, height: 100.0))
        let host = HostNode { _ in
            let relativeSpec = ASRelativeLayoutSpec(
                horizontalPosition: .start, verticalPosition: .start,
                sizingOption: [], child: foregroundNode)
            return ASBackgroundLayoutSpec(child: relativeSpec, background: backgroundNode)
        }
        let layout = host.layoutThatFits(range(300, 400))
        let background = layout.sublayouts[0]
        #expect(background.subframes == [rect(0, 0, 300, 400), rect(0, 0, 300, 400)])
        #expect(background.sublayouts[1].subframes == [rect(0, 0, 70, 100)])
    }

    @Test func relativeAtEndShrinkingToItsChild() {
        let badge = ASDisplayNodeWithBackgroundColor(.red, CGSize(width: 20, height: 20))
        let spec = ASRelativeLayoutSpec(
            horizontalPosition: .end, verticalPosition: .center,
            sizingOption: .minimumHeight, child: badge)
        let layout = spec.layoutThatFits(range(200, 300))
        #expect(layout.size == CGSize(width: 200, height: 20))
        #expect(layout.subframes == [rect(180, 0, 20, 20)])
    }

    @Test func absolutePositionsFromTheConstrainedSize() {
        let guitarVideoNode = ASDisplayNodeWithBackgroundColor(.red)
        let nicCageVideoNode = ASDisplayNodeWithBackgroundColor(.green)
        let simonVideoNode = ASDisplayNodeWithBackgroundColor(.blue)
        let hlsVideoNode = ASDisplayNodeWithBackgroundColor(.yellow)
        let host = HostNode { constrainedSize in
            let maxConstrainedSize = constrainedSize.max
            guitarVideoNode.style.layoutPosition = CGPoint.zero
            guitarVideoNode.style.preferredSize = CGSize(
                width: maxConstrainedSize.width, height: maxConstrainedSize.height / 3.0)
            nicCageVideoNode.style.layoutPosition = CGPoint(
                x: maxConstrainedSize.width / 2.0, y: maxConstrainedSize.height / 3.0)
            nicCageVideoNode.style.preferredSize = CGSize(
                width: maxConstrainedSize.width / 2.0, height: maxConstrainedSize.height / 3.0)
            simonVideoNode.style.layoutPosition = CGPoint(
                x: 0.0, y: maxConstrainedSize.height - (maxConstrainedSize.height / 3.0))
            simonVideoNode.style.preferredSize = CGSize(
                width: maxConstrainedSize.width / 2.0, height: maxConstrainedSize.height / 3.0)
            hlsVideoNode.style.layoutPosition = CGPoint(x: 0.0, y: maxConstrainedSize.height / 3.0)
            hlsVideoNode.style.preferredSize = CGSize(
                width: maxConstrainedSize.width / 2.0, height: maxConstrainedSize.height / 3.0)
            return ASAbsoluteLayoutSpec(children: [
                guitarVideoNode, nicCageVideoNode, simonVideoNode, hlsVideoNode,
            ])
        }
        let layout = host.layoutThatFits(ASSizeRangeMake(CGSize(width: 300, height: 300)))
        #expect(layout.size == CGSize(width: 300, height: 300))
        #expect(
            layout.sublayouts[0].subframes == [
                rect(0, 0, 300, 100), rect(150, 100, 150, 100),
                rect(0, 200, 150, 100), rect(0, 100, 150, 100),
            ])
    }

    @Test func staticSpecIsTheOldNameOfAbsoluteSizeToFit() {
        let a = ASDisplayNodeWithBackgroundColor(.red, CGSize(width: 30, height: 30))
        a.style.layoutPosition = CGPoint(x: 10, y: 20)
        let spec = ASStaticLayoutSpec(sizing: .sizeToFit, children: [a])
        let layout = spec.layoutThatFits(range(300, 300))
        #expect(layout.size == CGSize(width: 40, height: 50))
        #expect(layout.subframes == [rect(10, 20, 30, 30)])
    }

    @Test func cornerBadgeOnAnAvatar() {
        let avatarNode = ASDisplayNodeWithBackgroundColor(.gray, CGSize(width: 60, height: 60))
        let badgeNode = ASDisplayNodeWithBackgroundColor(.red, CGSize(width: 20, height: 20))
        let host = HostNode { _ in
            let cornerSpec = ASCornerLayoutSpec(
                child: avatarNode, corner: badgeNode, location: .topRight)
            cornerSpec.offset = CGPoint(x: -3, y: 3)
            return cornerSpec
        }
        let layout = host.layoutThatFits(range(320, .infinity))
        #expect(layout.size == CGSize(width: 60, height: 60))
        #expect(layout.sublayouts[0].subframes == [rect(0, 0, 60, 60), rect(47, -7, 20, 20)])
    }

    @Test func spacerPushesChildrenApart() {
        let left = ASDisplayNodeWithBackgroundColor(.red, CGSize(width: 40, height: 40))
        let right = ASDisplayNodeWithBackgroundColor(.blue, CGSize(width: 30, height: 30))
        let stack = ASStackLayoutSpec.horizontal()
        stack.alignItems = .center
        stack.children?.append(left)
        stack.children?.append(ASLayoutSpec().styled { $0.flexGrow = 1 })
        stack.children?.append(right)
        let layout = stack.layoutThatFits(
            ASSizeRangeMake(CGSize(width: 200, height: 0), CGSize(width: 200, height: 100)))
        #expect(layout.size == CGSize(width: 200, height: 40))
        // The spacer is centred like any child: zero high, halfway down.
        #expect(
            layout.subframes == [rect(0, 0, 40, 40), rect(40, 20, 130, 0), rect(170, 5, 30, 30)])
    }

    @Test func percentagesResolveAgainstTheParent() {
        let half = ASDisplayNodeWithBackgroundColor(.red)
        half.style.width = ASDimensionMake("50%")
        half.style.height = ASDimensionMake("20.0%")
        let rest = ASDisplayNodeWithBackgroundColor(.blue, CGSize(width: 10, height: 10))
        rest.style.flexGrow = 1
        let stack = ASStackLayoutSpec.vertical()
        stack.alignItems = .start
        stack.children = [half, rest]
        let layout = stack.layoutThatFits(ASSizeRangeMake(CGSize(width: 300, height: 200)))
        #expect(layout.subframes == [rect(0, 0, 150, 40), rect(0, 40, 10, 160)])
    }

    @Test func customSpecByOverridingCalculateLayoutThatFits() {
        let a = ASDisplayNodeWithBackgroundColor(.red, CGSize(width: 40, height: 40))
        let b = ASDisplayNodeWithBackgroundColor(.blue, CGSize(width: 30, height: 30))
        let diagonal = DiagonalSpec()
        diagonal.children = [a, b]
        let layout = ASInsetLayoutSpec(
            insets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5), child: diagonal
        )
        .layoutThatFits(range(200, 200))
        #expect(layout.size == CGSize(width: 50, height: 50))
        let custom = layout.sublayouts[0]
        #expect(custom.layoutElement === diagonal)
        #expect(custom.frame == rect(5, 5, 40, 40))
        #expect(custom.subframes == [rect(0, 0, 40, 40), rect(10, 10, 30, 30)])
    }

    @Test func layoutSpecBlockInsteadOfASubclass() {
        let child = ASDisplayNodeWithBackgroundColor(.red, CGSize(width: 20, height: 20))
        let node = ASDisplayNode()
        node.layoutSpecBlock = { _, _ in
            ASInsetLayoutSpec(insets: UIEdgeInsetsMake(4, 4, 4, 4), child: child)
        }
        let layout = node.layoutThatFits(range(100, 100))
        #expect(layout.size == CGSize(width: 28, height: 28))
        #expect(layout.sublayouts[0].subframes == [rect(4, 4, 20, 20)])
    }
}

/// The guide's custom spec: each child 10 pt further right and down than the one before.
final class DiagonalSpec: ASLayoutSpec {
    override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        var sublayouts: [ASLayout] = []
        var extent = CGSize.zero
        for (index, child) in (children ?? []).enumerated() {
            let layout = child.layoutThatFits(ASSizeRange(min: .zero, max: constrainedSize.max))
            layout.position = CGPoint(x: CGFloat(index) * 10, y: CGFloat(index) * 10)
            extent = CGSize(
                width: max(extent.width, layout.frame.maxX),
                height: max(extent.height, layout.frame.maxY))
            sublayouts.append(layout)
        }
        return ASLayout(
            layoutElement: self, size: ASSizeRangeClamp(constrainedSize, extent),
            sublayouts: sublayouts)
    }
}
