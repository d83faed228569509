import LayoutshotCore
import LayoutshotLayout
import Testing

/// An element in an object of its own, as a front end's (Texture's specs and nodes) are.
private final class TestElement: InPlaceElement {
    var engineKind: LayoutNode.Kind
    var engineStyle: LayoutStyle
    var engineID: String?
    var children: [TestElement]
    /// What `isAncestor` answered for each child, in order.
    var enclosingAnswers: [Bool] = []
    /// How often the engine reported that this element encloses itself.
    var enclosingReports = 0
    /// The places passes read in place told this element, in order.
    var places: [LaidOutElement.Place] = []

    init(
        _ kind: LayoutNode.Kind, id: String? = nil, size: Size? = nil, children: [TestElement] = []
    ) {
        engineKind = kind
        engineID = id
        engineStyle = LayoutStyle()
        engineStyle.preferredSize = size
        self.children = children
    }

    func forEachEngineChild(isAncestor: (AnyObject) -> Bool, _ body: (any InPlaceElement) -> Void) {
        for child in children {
            let encloses = isAncestor(child)
            enclosingAnswers.append(encloses)
            // As Texture's specs do: an empty spacer instead of a child that would make the tree endless.
            body(encloses ? TestElement(.spacer) : child)
        }
    }

    func noteEnclosesItself() {
        enclosingReports += 1
    }

    func engineAdded(at place: LaidOutElement.Place) {
        places.append(place)
    }
}

/// Elements that the engine reads where they are, without a `LayoutNode` made for them.
struct InPlaceElementTests {
    private static func card() -> TestElement {
        TestElement(
            .stack(StackOptions(direction: .vertical, spacing: 4)), id: "card",
            children: [
                TestElement(.box(BoxAppearance(color: .red)), id: "photo", size: Size(100, 50)),
                TestElement(
                    .inset(EdgeInsets(top: 2, left: 3, bottom: 4, right: 5)), id: "caption",
                    children: [
                        TestElement(
                            .box(BoxAppearance(color: .blue)), id: "line", size: Size(60, 10))
                    ]),
            ])
    }

    @Test func anInPlaceTreeHasTheFramesOfTheSameTreeAsNodes() {
        let range = SizeRange(min: .zero, max: Size(320, .infinity))
        let element = Self.card()
        let resolved = element.resolvedLayout(in: range, environment: LayoutEnvironment(scale: 2))
        #expect(resolved.layout.size == Size(100, 70))
        #expect(resolved.layout[id: "photo"]?.frame == Rect(0, 0, 100, 50))
        #expect(resolved.layout[id: "caption"]?.frame == Rect(0, 54, 100, 16))
        // Stretched across the caption (the stack aligns its items with `stretch`), less the insets.
        #expect(resolved.layout[id: "line"]?.frame == Rect(3, 2, 92, 10))
        // The same tree as nodes, converted from the elements: the same frames.
        let converted = LayoutNode(converting: element)
        #expect(
            converted.layout(in: range, environment: LayoutEnvironment(scale: 2)) == resolved.layout
        )
        // The tree as laid out names the elements as its sources.
        #expect(resolved.tree.source?.object === element)
        #expect(resolved.tree.children[1].children[0].id == "line")
        // Read in place, the result keeps every element but the root (a root that kept its own
        // layout would keep itself).
        let root = element.laidOut(in: range, environment: LayoutEnvironment(scale: 2))
        #expect(root.frame.size == Size(100, 70) && root.childCount == 2)
        #expect(root.sourceObject == nil)
        #expect(root.child(1).sourceObject === element.children[1])
        #expect(root.element(numbered: root.child(1).number).frame == Rect(0, 54, 100, 16))
        var children: [(Int, AnyObject?, Rect)] = []
        root.visitChildren { children.append(($0, $1, $2)) }
        #expect(children.map(\.0) == [root.child(0).number, root.child(1).number])
        #expect(children.map(\.2) == [Rect(0, 0, 100, 50), Rect(0, 54, 100, 16)])
        #expect(children[0].1 === element.children[0])
    }

    /// One pass read both ways: the root in place, without the root's element, and the frames
    /// with the tree, with it.
    @Test func onePassGivesTheRootInPlaceAndTheResolvedTree() {
        let range = SizeRange(min: .zero, max: Size(320, .infinity))
        let element = Self.card()
        let (root, resolved) = element.laidOutAndResolved(
            in: range, environment: LayoutEnvironment(scale: 2))
        #expect(
            resolved.layout
                == element.resolvedLayout(in: range, environment: LayoutEnvironment(scale: 2))
                .layout)
        #expect(resolved.tree.source?.object === element && root.sourceObject == nil)
        var frames: [Rect] = []
        root.visitBreadthFirst { _, _, frame, _ in frames.append(frame) }
        #expect(
            frames == [
                Rect(0, 0, 100, 70), Rect(0, 0, 100, 50), Rect(0, 54, 100, 16), Rect(3, 2, 92, 10),
            ])
        #expect(
            frames[2] == resolved.layout[id: "caption"]?.frame
                && frames[3] == resolved.layout[id: "line"]?.frame)
        #expect(root.child(1).child(0).sourceObject === element.children[1].children[0])
    }

    /// A pass read in place tells each element its place as it adds it, and the result finds
    /// the element there while the finished layout has it: not where a subtree was built for a
    /// range that the layout did not keep, nor in another pass.
    @Test func elementsAreToldTheirPlaceAndTheResultFindsThemThere() {
        let leftOut = TestElement(.box(BoxAppearance()), id: "leftOut", size: Size(50, 10))
        let kept = TestElement(.box(BoxAppearance()), id: "kept", size: Size(10, 10))
        // Measured first with a free width, then stretched to the stack's exact width: the
        // content built for the second range is the one laid out.
        let content = InPlaceSubtree(kept)
        let freeContent = InPlaceSubtree(leftOut)
        let adaptive = TestElement(
            .deferred(
                DeferredLayout(typeName: "Adaptive") { range in
                    .inPlace(range.min.width > 0 ? content : freeContent)
                }))
        let box = TestElement(.box(BoxAppearance()), id: "box", size: Size(70, 10))
        let root = TestElement(
            .stack(StackOptions(direction: .vertical)), children: [adaptive, box])
        let range = SizeRange(min: .zero, max: Size(300, 300))
        let laidOut = root.laidOut(in: range)
        #expect(
            root.places == [laidOut.place] && laidOut.place.number == 0 && laidOut.place.pass != 0)
        #expect(leftOut.places.count == 1 && kept.places.count == 1 && box.places.count == 1)
        #expect(laidOut.element(at: box.places[0])?.frame == Rect(0, 10, 70, 10))
        #expect(laidOut.element(at: adaptive.places[0])?.frame == Rect(0, 0, 70, 10))
        #expect(laidOut.element(at: kept.places[0])?.frame == Rect(0, 0, 70, 10))
        #expect(laidOut.element(at: kept.places[0])?.sourceObject === kept)
        #expect(
            laidOut.element(at: leftOut.places[0]) == nil, "built for the free width, then replaced"
        )
        #expect(laidOut.element(at: LaidOutElement.Place()) == nil)
        // Another pass: new places; the first pass's are not its own.
        let again = root.laidOut(in: range)
        #expect(again.place.pass != laidOut.place.pass && box.places.count == 2)
        #expect(
            again.element(at: box.places[0]) == nil
                && again.element(at: box.places[1])?.frame == Rect(0, 10, 70, 10))
        // A pass whose result is not read in place tells no places.
        _ = root.resolvedLayout(in: range)
        #expect(box.places.count == 2)
    }

    @Test func aChildThatEnclosesItsParentIsAskedAboutAndReplaced() {
        let inner = TestElement(.wrapper, id: "inner")
        let outer = TestElement(.wrapper, id: "outer", children: [inner])
        let leaf = TestElement(.box(BoxAppearance()), size: Size(10, 10))
        // `inner` lists its own parent and itself: both would make the tree endless.
        inner.children = [leaf, outer, inner]
        let layout = outer.resolvedLayout(in: SizeRange(min: .zero, max: Size(50, 50))).layout
        #expect(outer.enclosingAnswers == [false])
        #expect(inner.enclosingAnswers == [false, true, true])
        #expect(layout.size == Size(10, 10))
        #expect(layout.children[0].children.map(\.type) == ["box", "spacer", "spacer"])
    }

    @Test func aDeferredElementsContentIsReadInPlaceForEachRange() {
        let log = RangeLog()
        let node = LayoutNode(
            .deferred(
                DeferredLayout(typeName: "Adaptive") { range in
                    log.append(range)
                    let narrow = range.max.width < 200
                    return .inPlace(
                        InPlaceSubtree(
                            TestElement(
                                .stack(StackOptions(direction: narrow ? .vertical : .horizontal)),
                                children: [
                                    TestElement(.box(BoxAppearance()), id: "a", size: Size(80, 20)),
                                    TestElement(.box(BoxAppearance()), id: "b", size: Size(80, 20)),
                                ])))
                }), id: "row")
        let wide = node.layout(in: SizeRange(min: .zero, max: Size(300, .infinity)))
        #expect(wide.size == Size(160, 20))
        #expect(wide[id: "b"]?.frame == Rect(80, 0, 80, 20))
        let narrow = node.layout(in: SizeRange(min: .zero, max: Size(150, .infinity)))
        #expect(narrow.size == Size(80, 40))
        #expect(narrow[id: "b"]?.frame == Rect(0, 20, 80, 20))
        #expect(log.all.map(\.max.width) == [300, 150])
    }

    @Test func contentThatEnclosesItsDeferredElementIsReportedAndTakesTheMinimum() {
        // An element that is its own content, as a node whose spec contains that spec.
        final class Loop: InPlaceElement, @unchecked Sendable {
            var reports = 0
            var engineKind: LayoutNode.Kind {
                .deferred(
                    DeferredLayout(typeName: "Loop") { [unowned self] _ in
                        .inPlace(InPlaceSubtree(self))
                    })
            }
            var engineStyle: LayoutStyle { LayoutStyle() }
            var engineID: String? { "loop" }
            func forEachEngineChild(
                isAncestor: (AnyObject) -> Bool, _ body: (any InPlaceElement) -> Void
            ) {}
            func noteEnclosesItself() { reports += 1 }
        }
        let loop = Loop()
        let layout = loop.resolvedLayout(in: SizeRange(min: Size(5, 6), max: Size(50, 50))).layout
        #expect(layout.size == Size(5, 6))
        #expect(layout.children.isEmpty)
        #expect(loop.reports == 1)
    }
}
