import LayoutshotCore
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotTestSupport
import Testing

/// Decoding valid fixtures: every value form of the fixture format article lands in the
/// engine's tree.
struct FixtureLoaderTests {
    func decode(_ text: String) throws -> Fixture {
        try FixtureLoader.decode(text, path: "test.yaml")
    }

    @Test func readsTheExampleOfTheContract() throws {
        let fixture = try decode(
            """
            sizeRange: {min: [0, 0], max: [320, .inf]}
            scale: 2
            background: "#FFFFFF"
            root:
              type: inset
              insets: {top: 10, left: 10, bottom: 10, right: 10}
              child:
                type: stack
                id: row
                direction: horizontal
                spacing: 6
                alignItems: center
                children:
                  - {type: box, id: icon, color: "#E53935", preferredSize: [40, 40]}
                  - {type: spacer, flexGrow: 1}
            """)
        #expect(fixture.sizeRange == SizeRange(min: .zero, max: Size(320, .infinity)))
        #expect(fixture.scale == 2)
        #expect(fixture.background == .white)
        guard case .inset(let insets) = fixture.root.kind else {
            Issue.record("root is not an inset")
            return
        }
        #expect(insets == .all(10))
        let row = fixture.root.children[0]
        guard case .stack(let options) = row.kind else {
            Issue.record("child is not a stack")
            return
        }
        #expect(
            row.id == "row" && options.direction == .horizontal && options.spacing == 6
                && options.alignItems == .center
        )
        guard case .box(let box) = row.children[0].kind else {
            Issue.record("icon is not a box")
            return
        }
        #expect(box.color == Color(red: 0xE5, green: 0x39, blue: 0x35))
        #expect(row.children[0].style.preferredSize == Size(40, 40))
        #expect(row.children[1].style.flexGrow == 1)
        #expect(fixture.layout().absoluteFramesByID(scale: 2)["icon"] == Rect(10, 10, 40, 40))
    }

    @Test func appliesTexturesDefaults() throws {
        let fixture = try decode("root: {type: stack}")
        guard case .stack(let options) = fixture.root.kind else {
            Issue.record("not a stack")
            return
        }
        #expect(options == StackOptions())
        #expect(options.direction == .horizontal && options.alignItems == .stretch)
        #expect(
            fixture.sizeRange == .unconstrained && fixture.scale == 1
                && fixture.background == .white)
        #expect(fixture.root.style == LayoutStyle())
    }

    @Test func readsEveryValueForm() throws {
        let fixture = try decode(
            """
            sizeRange: [200, 100]
            root:
              type: box
              width: "50%"
              height: 10pt
              minWidth: auto
              maxWidth: inf
              maxHeight: "infinity"
              spacingBefore: -2
              flexBasis: 25%
              alignSelf: center
              layoutPosition: {x: 3, y: -4}
              ascender: 12.5
              color: rebeccapurple
              borderColor: "#00FF0088"
            """)
        let style = fixture.root.style
        #expect(fixture.sizeRange == SizeRange(exactly: Size(200, 100)))
        #expect(
            style.width == .fraction(0.5) && style.height == .points(10) && style.minWidth == .auto)
        #expect(style.maxWidth == .points(.infinity) && style.maxHeight == .points(.infinity))
        #expect(
            style.spacingBefore == -2 && style.flexBasis == .fraction(0.25)
                && style.alignSelf == .center)
        #expect(style.layoutPosition == Point(3, -4) && style.ascender == 12.5)
        guard case .box(let box) = fixture.root.kind else {
            Issue.record("not a box")
            return
        }
        #expect(box.color == Color(red: 0x66, green: 0x33, blue: 0x99))
        #expect(box.borderColor == Color(red: 0, green: 0xFF, blue: 0, alpha: 0x88))
    }

    @Test func acceptsASDK2Names() throws {
        let fixture = try decode(
            """
            root:
              type: static
              children:
                - {type: box, flexGrow: true, flexShrink: false, preferredSize: {width: 4, height: 5}}
            """)
        guard case .absolute(let sizing) = fixture.root.kind else {
            Issue.record("static is not absolute")
            return
        }
        #expect(sizing == .default)
        #expect(
            fixture.root.children[0].style.flexGrow == 1
                && fixture.root.children[0].style.flexShrink == 0)
    }

    @Test func readsInsetsAsOneNumberOrEdgesWithInfinity() throws {
        let all = try decode("root: {type: inset, insets: 4, child: {type: spacer}}")
        guard case .inset(let uniform) = all.root.kind else {
            Issue.record("not an inset")
            return
        }
        #expect(uniform == .all(4))
        let edges = try decode(
            "root: {type: inset, insets: {left: .inf, top: 2}, child: {type: spacer}}")
        guard case .inset(let some) = edges.root.kind else {
            Issue.record("not an inset")
            return
        }
        #expect(some == EdgeInsets(top: 2, left: .infinity, bottom: 0, right: 0))
    }

    @Test func readsEverySpecsOwnKeys() throws {
        let fixture = try decode(
            """
            root:
              type: wrapper
              children:
                - {type: center, centeringOptions: x, sizingOptions: minimumXY, child: {type: spacer}}
                - {type: relative, horizontalPosition: end, verticalPosition: center, sizingOption: minimumHeight, child: {type: spacer}}
                - {type: ratio, ratio: 0.75, child: {type: spacer}}
                - {type: absolute, sizing: sizeToFit, children: []}
                - {type: corner, cornerLocation: bottomRight, offset: [1, 2], wrapsCorner: true, child: {type: spacer}, corner: {type: spacer}}
                - {type: overlay, child: {type: spacer}, overlay: {type: spacer}}
                - {type: background, child: {type: spacer}, background: {type: spacer}}
                - {type: text, text: "Hi", font: "DejaVu Serif 12", alignment: center, maximumNumberOfLines: 2, truncation: middle, lineSpacing: 3, markup: true}
                - {type: image, image: photos/cat.png, contentMode: aspectFill}
                - type: stack
                  direction: verticalReverse
                  justifyContent: spaceEvenly
                  horizontalAlignment: middle
                  verticalAlignment: bottom
                  flexWrap: wrap
                  alignContent: spaceAround
                  lineSpacing: 4
            """)
        let kinds = fixture.root.children.map(\.kind.typeName)
        #expect(
            kinds == [
                "center", "relative", "ratio", "absolute", "corner", "overlay", "background",
                "text", "image", "stack",
            ])
        if case .center(let centering, let sizing) = fixture.root.children[0].kind {
            #expect(centering == .x && sizing == .minimumXY)
        } else {
            Issue.record("center")
        }
        if case .relative(let options) = fixture.root.children[1].kind {
            #expect(
                options
                    == RelativeOptions(
                        horizontalPosition: .end, verticalPosition: .center, sizing: .minimumHeight)
            )
        } else {
            Issue.record("relative")
        }
        if case .corner(let options) = fixture.root.children[4].kind {
            #expect(
                options
                    == CornerOptions(location: .bottomRight, offset: Point(1, 2), wrapsCorner: true)
            )
        } else {
            Issue.record("corner")
        }
        if case .text(let text) = fixture.root.children[7].kind {
            #expect(
                text
                    == TextContent(
                        text: "Hi", font: "DejaVu Serif 12", alignment: .center,
                        maximumNumberOfLines: 2,
                        truncation: .middle, lineSpacing: 3, markup: true))
        } else {
            Issue.record("text")
        }
        if case .image(let image) = fixture.root.children[8].kind {
            #expect(
                image.source == "photos/cat.png" && image.path == "photos/cat.png"
                    && image.contentMode == .aspectFill)
        } else {
            Issue.record("image")
        }
        if case .stack(let options) = fixture.root.children[9].kind {
            #expect(options.direction == .verticalReverse && options.justifyContent == .spaceEvenly)
            #expect(
                options.effectiveAlignItems == .center && options.effectiveJustifyContent == .end)
            #expect(
                options.flexWrap == .wrap && options.alignContent == .spaceAround
                    && options.lineSpacing == 4)
        } else {
            Issue.record("stack")
        }
    }

    @Test func resolvesImagePathsAgainstTheFixturesFolder() throws {
        let fixture = try FixtureLoader.decode(
            "root: {type: image, image: cat.png}", path: "cases/cells/cell.yaml")
        guard case .image(let image) = fixture.root.kind else {
            Issue.record("not an image")
            return
        }
        #expect(image.path == "cases/cells/cat.png" && image.source == "cat.png")
    }

    @Test func jsonAndYAMLGiveTheSameTree() throws {
        let yaml = try decode(
            """
            sizeRange: {min: [0, 0], max: [100, inf]}
            root: {type: stack, spacing: 2, children: [{type: box, preferredSize: [10, 10], color: red}]}
            """)
        let json = try FixtureLoader.decode(
            """
            {"sizeRange": {"min": [0, 0], "max": [100, "inf"]},
             "root": {"type": "stack", "spacing": 2, "children": [{"type": "box", "preferredSize": [10, 10], "color": "red"}]}}
            """, path: "test.json")
        #expect(yaml.sizeRange == json.sizeRange)
        #expect(yaml.layout() == json.layout())
    }
}
