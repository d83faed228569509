import LayoutshotCore

/// Steps 7–8: Texture's positioned phase (ASStackPositionedLayout.mm), plus CSS's reverse directions.
extension StackLayout {
    /// 7. Lines are offset and spaced by `alignContent` against the cross violation; within a
    /// line, items are offset and spaced by `justifyContent` against the line's main violation,
    /// and placed on the cross axis by their alignment. Offsets are not snapped. `observer` is
    /// shown each item's place as the cursors had it.
    func positionLinesAndItems<Observer: StackObserver>(
        _ lines: [StackLine], _ items: inout [StackItem], crossDimensionSum: Double,
        observing observer: inout Observer
    ) {
        let cross = axis.cross
        let content = Self.offsetAndSpacing(
            count: lines.count, violation: violation(crossDimensionSum, on: cross),
            distribution: Distribution(options.alignContent))
        var crossCursor = content.offset
        for (lineNumber, line) in lines.enumerated() {
            if lineNumber > 0 { crossCursor += content.spacing + options.lineSpacing }
            let free = violation(line.stackDimensionSum, on: axis)
            let justify = Self.offsetAndSpacing(
                count: line.items.count, violation: free, distribution: Distribution(justifyContent)
            )
            var mainCursor = justify.offset
            for index in line.items {
                mainCursor += items[index].spacingBefore
                if index > line.items.lowerBound { mainCursor += options.spacing + justify.spacing }
                let crossOffset = crossOffset(items[index], in: line)
                items[index].origin = Point(
                    main: mainCursor, cross: crossCursor + crossOffset, axis: axis)
                observer.place(
                    index,
                    StackPlacement(
                        line: lineNumber, content: content,
                        earlierLines: lines[..<lineNumber].reduce(0) { $0 + $1.crossSize },
                        lineStart: crossCursor,
                        free: free, justify: justify, between: options.spacing + justify.spacing,
                        before: mainCursor - justify.offset - items[index].spacingBefore,
                        crossOffset: crossOffset))
                mainCursor += items[index].size[axis] + items[index].spacingAfter
            }
            crossCursor += line.crossSize
        }
        for item in items { engine.arena.origins[item.node] = item.origin }
    }

    /// An item's offset from its line's cross start (`crossOffsetForItem`); centring floors to
    /// the pixel grid.
    func crossOffset(_ item: StackItem, in line: StackLine) -> Double {
        let free = line.crossSize - item.size[axis.cross]
        switch item.alignment {
        case .end: return free
        case .center: return engine.grid.floor(centredOffset(item, in: line))
        case .baselineFirst, .baselineLast: return line.baseline - baseline(of: item)
        case .start, .stretch: return 0
        }
    }

    /// Where centring puts `item` across `line` before the pixel grid floors it.
    func centredOffset(_ item: StackItem, in line: StackLine) -> Double {
        (line.crossSize - item.size[axis.cross]) / 2
    }

    /// 8. Mirrors every item along the main axis: `horizontalReverse`/`verticalReverse` place the
    /// first child at the main end, as CSS's `row-reverse`/`column-reverse`.
    func mirrorMainAxis(_ items: [StackItem], stackSize: Size) {
        for item in items {
            var origin = engine.arena.origins[item.node]
            origin[axis] = stackSize[axis] - origin[axis] - item.size[axis]
            engine.arena.origins[item.node] = origin
        }
    }

    /// How free space is distributed along an axis: `justifyContent` or `alignContent`.
    enum Distribution {
        case start, center, end, spaceBetween, spaceAround, spaceEvenly

        init(_ justify: JustifyContent) {
            self =
                switch justify {
                case .start: .start
                case .center: .center
                case .end: .end
                case .spaceBetween: .spaceBetween
                case .spaceAround: .spaceAround
                case .spaceEvenly: .spaceEvenly
                }
        }

        init(_ content: AlignContent) {
            self =
                switch content {
                case .start, .stretch: .start
                case .center: .center
                case .end: .end
                case .spaceBetween: .spaceBetween
                case .spaceAround: .spaceAround
                }
        }
    }

    /// The leading offset and the extra spacing between `count` items for a violation
    /// (`stackOffsetAndSpacingForEachItem`, `crossOffsetAndSpacingForEachLine`). The space-*
    /// distributions fall back to start (between) or center (around, evenly) when there is one
    /// item or no positive violation.
    static func offsetAndSpacing(count: Int, violation: Double, distribution: Distribution)
        -> (offset: Double, spacing: Double)
    {
        var distribution = distribution
        let degenerate = violation < violationEpsilon || count == 1
        if degenerate {
            switch distribution {
            case .spaceBetween: distribution = .start
            case .spaceAround, .spaceEvenly: distribution = .center
            default: break
            }
        }
        switch distribution {
        case .start: return (0, 0)
        case .center: return (violation / 2, 0)
        case .end: return (violation, 0)
        case .spaceBetween: return (0, violation / Double(count - 1))
        case .spaceAround:
            let unit = violation / Double(count * 2)
            return (unit, unit * 2)
        case .spaceEvenly:
            let unit = violation / Double(count + 1)
            return (unit, unit)
        }
    }
}
