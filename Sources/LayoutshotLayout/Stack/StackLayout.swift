import LayoutshotCore

/// `ASStackLayoutSpec`'s computation, in Texture's two phases: unpositioned (measure, lines, flex,
/// cross sizes, stretch) and positioned (align content, justify, align). Each step is one method;
/// `compute()` reads like the algorithm.
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
    var items: [StackItem]
    var lines: [StackLine] = []
    /// The longest line's main-axis sum and the lines' total cross size.
    var stackDimensionSum: Double = 0
    var crossDimensionSum: Double = 0

    init(engine: LayoutComputation, node: Int, options: StackOptions, range: SizeRange) {
        self.engine = engine
        self.axis = options.direction.axis
        self.options = options
        self.justifyContent = options.effectiveJustifyContent
        self.range = range
        self.parentSize = ParentSize(
            width: range.min.width == range.max.width ? range.min.width : nil,
            height: range.min.height == range.max.height ? range.min.height : nil)
        let alignItems = options.effectiveAlignItems
        let cross = options.direction.axis.cross
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
        self.items = items
    }

    /// Hands the item buffer back to the engine for the next stack.
    mutating func recycle() {
        items.removeAll(keepingCapacity: true)
        engine.itemBuffers.append(items)
        items = []
    }

    /// Lays out the children and returns the stack's size (before snapping).
    @inline(__always)
    mutating func compute() -> Size {
        var unobserved = UnobservedStack()
        return compute(observing: &unobserved)
    }

    /// `compute()`, showing `observer` the stack after each stage: one sequence of stages for
    /// layouts and their explanations.
    mutating func compute<Observer: StackObserver>(observing observer: inout Observer) -> Size {
        // Unpositioned phase (ASStackUnpositionedLayout::compute)
        // 1. Measure every child with an unbounded main axis, or its flex basis.
        let optimizedFlexing = usesOptimizedFlexing()
        measureAlongUnconstrainedMainAxis(optimizedFlexing: optimizedFlexing)
        observer.observe(.measuredBase, self)
        // 2. Collect the children into lines (one line unless wrapping).
        collectItemsIntoLines()
        observer.observe(.collectedLines, self)
        // 3. Resolve flexible lengths: grow or shrink to meet the range.
        flexLinesAlongMainAxis(optimizedFlexing: optimizedFlexing)
        observer.observe(.flexed, self)
        // 4. Determine each line's cross size and baseline.
        computeLinesCrossSizeAndBaseline()
        observer.observe(.crossSized, self)
        // 5. Stretch lines (alignContent) and stretched items (alignItems/alignSelf).
        stretchLinesAlongCrossAxis()
        observer.observe(.stretched, self)
        // 6. Sum the lines up.
        computeDimensionSums()

        // Positioned phase (ASStackPositionedLayout::compute)
        // 7. Place lines on the cross axis and items along each line.
        positionLinesAndItems()
        observer.observe(.positioned, self)
        let size = range.clamp(Size(main: stackDimensionSum, cross: crossDimensionSum, axis: axis))
        // 8. Reverse directions mirror the main axis within the stack's final frame.
        if options.direction.isReversed { mirrorMainAxis(stackSize: engine.grid.layoutSize(size)) }
        return size
    }

    /// Measures an item with a main range and cross bounds, applying stretch rules
    /// (`crossChildLayout`): a stretched child keeps an explicit cross min/max of its own,
    /// others may be anything from 0 to the cross max.
    mutating func measure(_ index: Int, mainMin: Double, mainMax: Double, crossMin: Double, crossMax: Double) {
        let item = items[index]
        let stretched = item.alignment == .stretch
        let childCrossMin = stretched ? (item.ownCrossMin != 0 ? item.ownCrossMin : crossMin) : 0
        let childCrossMax = stretched ? (item.ownCrossMax == .infinity ? crossMax : item.ownCrossMax) : crossMax
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
