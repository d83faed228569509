import LayoutshotCore

/// `ASStackLayoutSpec`'s computation, in Texture's two phases: unpositioned (measure, lines, flex,
/// cross sizes, stretch) and positioned (align content, justify, align). The stack's inputs are
/// this value's; the items and lines pass from step to step as arguments, each step one method,
/// so that `compute(_:observing:)` reads like the algorithm.
struct StackLayout {
    /// The threshold below which a violation counts as none (`kViolationEpsilon`).
    static let violationEpsilon = 0.01

    /// The pass this stack belongs to. A strong reference: read from a borrowed `self` it needs
    /// no reference counting, where an `unowned(unsafe)` one was retained and released at every
    /// use (about five times per item).
    let engine: LayoutComputation
    /// The direction's main axis.
    let axis: Axis
    let options: StackOptions
    let justifyContent: JustifyContent
    /// The stack's resolved range.
    let range: SizeRange
    /// What children resolve percentages against: the range where it is exact, else undefined.
    let parentSize: ParentSize

    init(engine: LayoutComputation, options: StackOptions, range: SizeRange) {
        self.engine = engine
        self.axis = options.direction.axis
        self.options = options
        self.justifyContent = options.effectiveJustifyContent
        self.range = range
        self.parentSize = ParentSize(
            width: range.min.width == range.max.width ? range.min.width : nil,
            height: range.min.height == range.max.height ? range.min.height : nil)
    }

    /// Lays out the children of node `node` and returns the stack's size (before snapping).
    @inline(__always)
    func compute(_ node: Int) -> Size {
        var unobserved = UnobservedStack()
        return compute(node, observing: &unobserved)
    }

    /// `compute(_:)`, showing `observer` the stack after each stage: one sequence of stages for
    /// layouts and their explanations.
    func compute<Observer: StackObserver>(_ node: Int, observing observer: inout Observer) -> Size {
        var items = makeItems(of: node)
        // Unpositioned phase (ASStackUnpositionedLayout::compute)
        // 1. Measure every child with an unbounded main axis, or its flex basis.
        let optimizedFlexing = usesOptimizedFlexing(items)
        measureAlongUnconstrainedMainAxis(&items, optimizedFlexing: optimizedFlexing)
        observer.observe(.measuredBase, StackSnapshot(self, items))
        // 2. Collect the children into lines (one line unless wrapping).
        var lines = collectItemsIntoLines(items)
        observer.observe(.collectedLines, StackSnapshot(self, items, lines))
        // 3. Resolve flexible lengths: grow or shrink to meet the range.
        flexLinesAlongMainAxis(lines, &items, optimizedFlexing: optimizedFlexing)
        observer.observe(.flexed, StackSnapshot(self, items, lines))
        // 4. Determine each line's cross size and baseline.
        computeLinesCrossSizeAndBaseline(&lines, items)
        observer.observe(.crossSized, StackSnapshot(self, items, lines))
        // 5. Stretch lines (alignContent) and stretched items (alignItems/alignSelf).
        stretchLinesAlongCrossAxis(&lines, &items)
        observer.observe(.stretched, StackSnapshot(self, items, lines))
        // 6. Sum the lines up.
        let sums = computeDimensionSums(&lines, items)

        // Positioned phase (ASStackPositionedLayout::compute)
        // 7. Place lines on the cross axis and items along each line.
        positionLinesAndItems(lines, &items, crossDimensionSum: sums.cross, observing: &observer)
        observer.observe(.positioned, StackSnapshot(self, items, lines, sums: sums))
        let size = range.clamp(Size(main: sums.main, cross: sums.cross, axis: axis))
        // 8. Reverse directions mirror the main axis within the stack's final frame.
        if options.direction.isReversed {
            mirrorMainAxis(items, stackSize: engine.grid.layoutSize(size))
        }
        recycle(&items)
        return size
    }

    /// The items of node `node`'s children, each with its alignment, spacing, flex factors and
    /// own cross bounds, in an item buffer the engine recycles from stack to stack.
    func makeItems(of node: Int) -> [StackItem] {
        let alignItems = options.effectiveAlignItems
        let cross = axis.cross
        var items = engine.itemBuffers.popLast() ?? []
        items.reserveCapacity(engine.arena.childRanges[node].count)
        for child in engine.arena.childRanges[node] {
            let traits = engine.arena.traits[child]
            let alignment: AlignItems =
                switch traits.alignSelf {
                case .auto: alignItems
                case .start: .start
                case .end: .end
                case .center: .center
                case .stretch: .stretch
                }
            items.append(
                StackItem(
                    node: child, alignment: alignment,
                    spacingBefore: traits.spacingBefore, spacingAfter: traits.spacingAfter,
                    flexGrow: traits.flexGrow, flexShrink: traits.flexShrink,
                    ownCrossMin: traits.rangeWithoutParent.min[cross],
                    ownCrossMax: traits.rangeWithoutParent.max[cross]))
        }
        return items
    }

    /// Hands the item buffer back to the engine for the next stack.
    func recycle(_ items: inout [StackItem]) {
        items.removeAll(keepingCapacity: true)
        engine.itemBuffers.append(items)
        items = []
    }

    /// Measures item `index` with a main range and cross bounds, applying stretch rules
    /// (`crossChildLayout`): a stretched child keeps an explicit cross min/max of its own,
    /// others may be anything from 0 to the cross max.
    func measure(
        _ index: Int, of items: inout [StackItem], mainMin: Double, mainMax: Double,
        crossMin: Double,
        crossMax: Double
    ) {
        let item = items[index]
        let stretched = item.alignment == .stretch
        let childCrossMin = stretched ? (item.ownCrossMin != 0 ? item.ownCrossMin : crossMin) : 0
        let childCrossMax =
            stretched ? (item.ownCrossMax == .infinity ? crossMax : item.ownCrossMax) : crossMax
        let childRange = SizeRange(
            mainMin: mainMin, mainMax: mainMax, crossMin: childCrossMin,
            crossMax: childCrossMax, axis: axis)
        items[index].size = engine.measure(item.node, in: childRange, parent: parentSize)
    }

    /// The item's baseline offset from the line's cross start (`baselineForItem`).
    func baseline(of item: StackItem) -> Double {
        switch item.alignment {
        case .baselineFirst: engine.arena.ascenders[item.node]
        case .baselineLast: item.size[axis.cross] + engine.arena.descenders[item.node]
        default: 0
        }
    }

    /// How far `sum` lies outside the range on `axis`: positive below min, negative above max.
    func violation(_ sum: Double, on axis: Axis) -> Double {
        if sum < range.min[axis] { return range.min[axis] - sum }
        if sum > range.max[axis] { return range.max[axis] - sum }
        return 0
    }
}
