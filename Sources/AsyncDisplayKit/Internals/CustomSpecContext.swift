import Foundation
import LayoutshotCore
import LayoutshotLayout

/// While a custom spec's `calculateLayoutThatFits(_:)` runs, its children's `layoutThatFits`
/// calls measure through the engine (so the final tree has their frames) instead of starting
/// passes of their own.
final class CustomSpecContext: @unchecked Sendable {
    private var children: LayoutChildren
    private let elements: [ObjectIdentifier]
    /// The spec whose override runs.
    private let spec: ObjectIdentifier

    init(spec: ASLayoutSpec, children: LayoutChildren, elements: [ObjectIdentifier]) {
        self.spec = ObjectIdentifier(spec)
        self.children = children
        self.elements = elements
    }

    /// Whether this is the context of `spec`'s override: its `super` call is then answered
    /// here (`SuperSpecLayout`).
    func runs(_ spec: ASLayoutSpec) -> Bool { self.spec == ObjectIdentifier(spec) }

    /// The child index of `element`, if it is a child of this spec.
    func index(of element: AnyObject) -> Int? {
        elements.firstIndex(of: ObjectIdentifier(element))
    }

    /// Measures child `index` as `-layoutThatFits:parentSize:` does.
    func measure(_ index: Int, in range: SizeRange, parentSize: ParentSize) -> Size {
        children.measure(index, in: range, parentSize: parentSize)
    }
}

/// A user's `ASLayoutSpec` subclass that overrides `calculateLayoutThatFits(_:)`, as the engine's
/// custom layout: the override runs with the children measurable, and the positions of the
/// sublayouts it returns place the children.
struct CustomSpecLayout: CustomLayout {
    let spec: LayoutSource
    let elements: [ObjectIdentifier]
    let typeName: String

    func layout(_ children: inout LayoutChildren, in range: SizeRange, parentSize: ParentSize)
        -> CustomLayoutResult
    {
        guard let spec = spec.object as? ASLayoutSpec else {
            return CustomLayoutResult(size: range.min, positions: [])
        }
        let context = CustomSpecContext(spec: spec, children: children, elements: elements)
        let result = TexturePassContext.running(context) {
            spec.calculateLayoutThatFits(ASSizeRange(range))
        }
        var positions = Array(repeating: Point.zero, count: elements.count)
        for sublayout in result.sublayouts {
            if let index = elements.firstIndex(of: ObjectIdentifier(sublayout.layoutElement)) {
                positions[index] = sublayout.position.enginePoint
            } else {
                LayoutProblems.note(
                    "\(typeName).calculateLayoutThatFits returned a sublayout of \(type(of: sublayout.layoutElement)), which is not one of its children: lay out `children` and return their layouts"
                )
            }
        }
        let size = result.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            LayoutProblems.note(
                "\(typeName).calculateLayoutThatFits returned the size \(size): return a finite, non-negative size (clamp it to the range)"
            )
            return CustomLayoutResult(size: range.min, positions: positions)
        }
        return CustomLayoutResult(size: size.engineSize, positions: positions)
    }
}
