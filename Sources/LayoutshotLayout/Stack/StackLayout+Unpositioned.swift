import LayoutshotCore

/// Steps 1–6: Texture's unpositioned phase (ASStackUnpositionedLayout.mm).
extension StackLayout {
    /// `useOptimizedFlexing`: with exactly one child that both grows and shrinks and a fixed main
    /// size, that child is not measured first; it counts as zero and receives the whole violation.
    func usesOptimizedFlexing(_ items: [StackItem]) -> Bool {
        range.min[axis] == range.max[axis] && items.count(where: \.isFlexibleBothWays) == 1
    }

    /// 1. `layoutItemsAlongUnconstrainedStackDimension`: each child is measured with main range
    /// [0, ∞], or exactly its flex basis, and the stack's cross bounds.
    func measureAlongUnconstrainedMainAxis(_ items: inout [StackItem], optimizedFlexing: Bool) {
        let crossMin = range.min[axis.cross]
        let crossMax = range.max[axis.cross]
        for index in items.indices {
            if optimizedFlexing && items[index].isFlexibleBothWays {
                engine.assignZeroSize(items[index].node)
                items[index].size = .zero
                continue
            }
            let basis = engine.arena.traits[items[index].node].flexBasis.resolve(
                parent: parentSize[axis])
            measure(
                index, of: &items, mainMin: basis ?? 0, mainMax: basis ?? .infinity,
                crossMin: crossMin,
                crossMax: crossMax)
        }
    }

    /// 2. `collectChildrenIntoLines`: without wrapping, one line; with wrapping, a new line starts
    /// when the next item (with its spacing) would overflow the main max.
    func collectItemsIntoLines(_ items: [StackItem]) -> [StackLine] {
        guard options.flexWrap == .wrap else { return [StackLine(items: items.indices)] }
        var lines: [StackLine] = []
        var lineStart = 0
        var lineSum = 0.0
        var interItemSpacing = 0.0
        for index in items.indices {
            let item = items[index]
            let extent = item.extent(axis)
            if violation(lineSum + interItemSpacing + extent, on: axis) < 0 && index > lineStart {
                lines.append(StackLine(items: lineStart..<index))
                lineStart = index
                lineSum = 0
                interItemSpacing = 0
            }
            lineSum += interItemSpacing + extent
            interItemSpacing = options.spacing
        }
        lines.append(StackLine(items: lineStart..<items.count))
        return lines
    }

    /// The main-axis sum of a run of items with their spacing (`computeItemsStackDimensionSum`).
    func mainAxisSum(_ run: Range<Int>, of items: [StackItem]) -> Double {
        var sum = run.isEmpty ? 0 : options.spacing * Double(run.count - 1)
        for index in run { sum += items[index].spacingBefore + items[index].spacingAfter }
        for index in run { sum += items[index].size[axis] }
        return sum
    }

    /// 3. `flexLinesAlongStackDimension`: per line, the violation is shared out as `LineFlex`
    /// decides, and flexed items are re-measured at exactly their new size; their own min/max do
    /// not limit it (no iterative CSS resolution).
    func flexLinesAlongMainAxis(
        _ lines: [StackLine], _ items: inout [StackItem], optimizedFlexing: Bool
    ) {
        for line in lines {
            let flex = LineFlex(self, line.items, of: items)
            guard flex.factorSum != 0 else {
                if optimizedFlexing { layoutFlexibleItemsAtZeroSize(line.items, &items) }
                continue
            }
            guard flex.firstFlexed != nil else { continue }
            let crossMin = range.min[axis.cross]
            let crossMax = range.max[axis.cross]
            for index in line.items {
                guard let flexed = flex.flexedLength(of: index, in: items) else { continue }
                measure(
                    index, of: &items, mainMin: flexed, mainMax: flexed, crossMin: crossMin,
                    crossMax: crossMax)
            }
        }
    }

    /// What stage 3 decides for one line, from the sizes before any of its items is flexed: the
    /// engine applies it and an explanation words it, so the two cannot disagree.
    ///
    /// Growing: each item gets `floor(violation × grow / Σgrow)`, and the first flexed item with a
    /// grow factor also gets what the floors left. Shrinking: each gives up a share weighted by
    /// its size × shrink. Below Texture's violation epsilon nothing flexes.
    struct LineFlex {
        /// The stack's main axis.
        let axis: Axis
        /// The line's items and their spacing along the main axis.
        let sum: Double
        /// Room to grow (positive) or overflow (negative): `StackLayout.violation(_:on:)`.
        let violation: Double
        /// Σ flexGrow (growing) or Σ flexShrink (shrinking) over the line; 0 when nothing flexes.
        let factorSum: Double
        /// Σ size × shrink / Σ shrink over the line: shrinking is weighted by size.
        let scaledShrinkSum: Double
        /// What the floors of growing left, given to `firstFlexed`.
        let remainder: Double
        /// The first item whose share is not zero.
        let firstFlexed: Int?

        var grows: Bool { violation > 0 }
        var flexes: Bool { Swift.abs(violation) >= StackLayout.violationEpsilon }

        init(_ stack: StackLayout, _ run: Range<Int>, of items: [StackItem]) {
            let axis = stack.axis
            self.axis = axis
            sum = stack.mainAxisSum(run, of: items)
            violation = stack.violation(sum, on: axis)
            // A plain condition rather than a closure chosen per line: it runs for every item.
            let grows = violation > 0
            let flexes = Swift.abs(violation) >= StackLayout.violationEpsilon
            var factorSum = 0.0
            if flexes {
                for index in run {
                    factorSum += grows ? items[index].flexGrow : items[index].flexShrink
                }
            }
            self.factorSum = factorSum
            var shrinkSum = 0.0
            if violation < 0, factorSum != 0 {
                for index in run {
                    shrinkSum += items[index].size[axis] * (items[index].flexShrink / factorSum)
                }
            }
            scaledShrinkSum = shrinkSum
            var remaining = violation
            var firstFlexed: Int?
            if factorSum != 0 {
                for index in run {
                    let adjustment = Self.adjustment(
                        items[index], axis, violation: violation, factorSum: factorSum,
                        scaledShrinkSum: shrinkSum)
                    remaining -= adjustment
                    if firstFlexed == nil && adjustment != 0 { firstFlexed = index }
                }
            }
            remainder = remaining
            self.firstFlexed = firstFlexed
        }

        /// The factor of `item` that shares this line's violation (0 when nothing flexes).
        func factor(_ item: StackItem) -> Double {
            flexes ? (grows ? item.flexGrow : item.flexShrink) : 0
        }

        /// `item`'s share of the violation (`flexGrowAdjustment` / `flexShrinkAdjustment`).
        func adjustment(_ item: StackItem) -> Double {
            Self.adjustment(
                item, axis, violation: violation, factorSum: factorSum,
                scaledShrinkSum: scaledShrinkSum)
        }

        /// The remainder item `index` gets on top of its share: all of it for the first flexed
        /// item with a grow factor.
        func extra(for index: Int, _ item: StackItem) -> Double {
            index == firstFlexed && item.flexGrow > 0 ? remainder : 0
        }

        /// Item `index`'s new main length, or `nil` when its share is zero and it keeps its size.
        func flexedLength(of index: Int, in items: [StackItem]) -> Double? {
            let item = items[index]
            let adjustment = adjustment(item)
            guard adjustment != 0 else { return nil }
            return Swift.max(item.size[axis] + adjustment + extra(for: index, item), 0)
        }

        /// The weight by which shrinking shares an overflow: `item`'s base size × flexShrink.
        func shrinkWeight(_ item: StackItem) -> Double {
            item.size[axis] * item.flexShrink
        }

        /// The shrink weights of a line's items, summed.
        func shrinkWeightSum(_ run: Range<Int>, of items: [StackItem]) -> Double {
            run.reduce(0) { $0 + shrinkWeight(items[$1]) }
        }

        private static func adjustment(
            _ item: StackItem, _ axis: Axis, violation: Double, factorSum: Double,
            scaledShrinkSum: Double
        ) -> Double {
            if violation > 0 { return (violation * (item.flexGrow / factorSum)).rounded(.down) }
            guard scaledShrinkSum != 0 else { return 0 }
            let scaled = item.size[axis] * (item.flexShrink / factorSum)
            return -Swift.abs(scaled / scaledShrinkSum * violation)
        }
    }

    /// `layoutFlexibleChildrenAtZeroSize`: an item skipped by optimised flexing that did not
    /// flex after all is laid out at main size zero.
    func layoutFlexibleItemsAtZeroSize(_ run: Range<Int>, _ items: inout [StackItem]) {
        for index in run where items[index].isFlexibleBothWays {
            measure(
                index, of: &items, mainMin: 0, mainMax: 0, crossMin: range.min[axis.cross],
                crossMax: range.max[axis.cross])
        }
    }

    /// 4. `computeLinesCrossSizeAndBaseline`: a single line in a fixed cross size takes it;
    /// otherwise a line is as tall as its tallest item, baseline-aligned items counting as their
    /// largest ascent plus largest descent; a single line is then clamped to the cross bounds.
    func computeLinesCrossSizeAndBaseline(_ lines: inout [StackLine], _ items: [StackItem]) {
        let cross = axis.cross
        let minCross = range.min[cross]
        let maxCross = range.max[cross]
        if lines.count == 1 && minCross == maxCross {
            lines[0].crossSize = minCross
            for index in lines[0].items where items[index].isBaselineAligned {
                lines[0].baseline = Swift.max(lines[0].baseline, baseline(of: items[index]))
            }
            return
        }
        for lineIndex in lines.indices {
            var maxAscent = 0.0
            var maxDescent = 0.0
            var maxCrossSize = 0.0
            for index in lines[lineIndex].items {
                let item = items[index]
                if item.isBaselineAligned {
                    let itemBaseline = baseline(of: item)
                    maxAscent = Swift.max(maxAscent, itemBaseline)
                    maxDescent = Swift.max(maxDescent, item.size[cross] - itemBaseline)
                } else {
                    maxCrossSize = Swift.max(maxCrossSize, item.size[cross])
                }
            }
            var crossSize = Swift.max(maxAscent + maxDescent, maxCrossSize)
            if lines.count == 1 { crossSize = Swift.min(Swift.max(minCross, crossSize), maxCross) }
            lines[lineIndex].crossSize = crossSize
            lines[lineIndex].baseline = maxAscent
        }
    }

    /// The lines' cross sizes plus line spacing (`computeLinesCrossDimensionSum`).
    func linesCrossSum(_ lines: [StackLine]) -> Double {
        var sum = lines.isEmpty ? 0 : options.lineSpacing * Double(lines.count - 1)
        for line in lines { sum += line.crossSize }
        return sum
    }

    /// 5. `stretchLinesAlongCrossDimension`: with several lines and `alignContent: stretch`, lines
    /// share a positive cross violation; then every stretched item shorter than its line is
    /// re-measured at exactly its main size and the line's cross size.
    func stretchLinesAlongCrossAxis(_ lines: inout [StackLine], _ items: inout [StackItem]) {
        let crossViolation = violation(linesCrossSum(lines), on: axis.cross)
        let stretchLines =
            lines.count > 1 && options.alignContent == .stretch
            && crossViolation > Self.violationEpsilon
        let extraPerLine = crossViolation / Double(lines.count)
        for lineIndex in lines.indices {
            if stretchLines { lines[lineIndex].crossSize += extraPerLine }
            let lineCross = lines[lineIndex].crossSize
            for index in lines[lineIndex].items where items[index].alignment == .stretch {
                let main = items[index].size[axis]
                if lineCross - items[index].size[axis.cross] > Self.violationEpsilon {
                    measure(
                        index, of: &items, mainMin: main, mainMax: main, crossMin: lineCross,
                        crossMax: lineCross)
                }
            }
        }
    }

    /// 6. Each line's main-axis sum; returns the longest of them and the total cross size.
    func computeDimensionSums(_ lines: inout [StackLine], _ items: [StackItem]) -> (
        main: Double, cross: Double
    ) {
        var stackDimensionSum = 0.0
        for lineIndex in lines.indices {
            lines[lineIndex].stackDimensionSum = mainAxisSum(lines[lineIndex].items, of: items)
            stackDimensionSum = Swift.max(stackDimensionSum, lines[lineIndex].stackDimensionSum)
        }
        return (stackDimensionSum, linesCrossSum(lines))
    }
}
