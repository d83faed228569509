import LayoutshotCore

/// A stack's hand-down, stage by stage from its record: the item's base size, its line, its
/// share of the free space or overflow, its cross axis, and the range it ends measured in.
extension Explainer {
    /// One item of a recorded stack, as the sentences need it.
    struct StackContext {
        let stack: String
        let child: String
        let parent: Int
        let parentPath: String
        /// The item's index among the stack's items (element order).
        let item: Int
        let record: StackRecord
        let base: StackSnapshot
        var axis: Axis { base.axis }
    }

    @_optimize(none) mutating func stackHandDown(_ link: Link, _ record: StackRecord) {
        guard let base = record.stack(after: .measuredBase) else { return }
        let context = stackContext(link, record, base: base)
        stackBase(context)
        stackLine(context)
        stackFlex(context)
        stackCross(context)
        guard let key = arena.lastKey[link.child] else { return }
        let stage = record.lastMeasurement(of: context.item)
        let when =
            switch stage {
            case .measuredBase: "for its base size"
            case .flexed: "after flexing"
            case .stretched: "when stretching it"
            default: "last"
            }
        add(
            context.stack, .stackRange,
            "So \(context.stack) last measured \(context.child) \(when), in \(ExplanationWords.range(key.range)): "
                + "the range it is laid out in.",
            range: key.range)
    }

    /// The message name of item `item` of the stack.
    @_optimize(none) func itemName(_ context: StackContext, _ item: Int) -> String {
        let child = arena.childRanges[context.parent].lowerBound + item
        return name(context.parentPath + computation.pathComponent(of: child, in: context.parent))
    }

    /// `` `a` 1, `b` 2 `` for at most six items, then how many more.
    @_optimize(none) func itemList(_ context: StackContext, _ entries: [(item: Int, text: String)])
        -> String
    {
        var parts = entries.prefix(6).map { "\(itemName(context, $0.item)) \($0.text)" }
        if entries.count > 6 { parts.append("\(entries.dropFirst(6).count) more") }
        return ExplanationWords.list(parts)
    }

    /// Stage 1: measured along an unbounded main axis, or at its flex basis.
    @_optimize(none) private mutating func stackBase(_ c: StackContext) {
        let length = ExplanationWords.length(c.axis)
        let item = c.base.items[c.item]
        let baseSize = item.size[c.axis]
        guard let key = c.record.key(of: c.item, after: .measuredBase) else {
            add(
                c.stack, .stackBase,
                "\(c.stack) does not measure \(c.child) first: it is the one item that both grows and shrinks in a stack "
                    + "of fixed \(length) \(ExplanationWords.number(c.base.range.min[c.axis])), so Texture counts it as 0 "
                    + "(optimised flexing).",
                values: [.base: 0])
            return
        }
        let basis = arena.traits[item.node].flexBasis
        let measured =
            "in \(ExplanationWords.range(key.range)): it is \(ExplanationWords.size(item.size)), so its base "
            + "\(length) is \(ExplanationWords.number(baseSize))."
        if basis.resolve(parent: c.base.parentSize[c.axis]) != nil {
            add(
                c.stack, .stackBase,
                "\(c.stack) measures \(c.child) at its flexBasis, "
                    + "\(describe("flexBasis", basis, parent: c.base.parentSize[c.axis], axis: c.axis)), "
                    + measured,
                values: [.base: baseSize])
        } else {
            let undefinedBasis =
                basis == .auto
                ? ""
                : " (its flexBasis \(basis) needs a fixed stack \(length), which this stack does not have)"
            add(
                c.stack, .stackBase,
                "\(c.stack) measures \(c.child) with an unbounded \(length)\(undefinedBasis), "
                    + measured,
                values: [.base: baseSize])
        }
    }

    /// Stage 2: the item's line, when the stack wraps onto several.
    @_optimize(none) private mutating func stackLine(_ c: StackContext) {
        guard let stack = c.record.stack(after: .collectedLines), stack.lines.count > 1,
            let line = stack.lines.firstIndex(where: { $0.items.contains(c.item) })
        else { return }
        let number = line + 1
        let count = stack.lines.count
        var says = "With flexWrap, \(c.child) is on line \(number) of \(count)"
        if let previous = stack.lines[..<line].last, stack.lines[line].items.lowerBound == c.item {
            let before = stack.mainAxisSum(previous.items)
            let extent = stack.items[c.item].extent(c.axis)
            says +=
                ": line \(line) takes \(ExplanationWords.number(before)), and spacing "
                + "\(ExplanationWords.number(stack.options.spacing)) plus its \(ExplanationWords.number(extent)) would pass "
                + "the stack's max \(ExplanationWords.length(c.axis)) \(ExplanationWords.number(stack.range.max[c.axis]))"
        }
        add(
            c.stack, .stackLine, says + ".", values: [.line: Double(number), .lines: Double(count)])
    }

    /// Stage 3: the line's free space or overflow, shared by the factors, as the stack decided
    /// it (`StackLayout.LineFlex`).
    @_optimize(none) private mutating func stackFlex(_ c: StackContext) {
        guard let stack = c.record.stack(after: .collectedLines),
            let line = stack.lines.first(where: { $0.items.contains(c.item) })
        else { return }
        let flex = StackLayout.LineFlex(stack.layout, line.items, of: stack.items)
        let (axis, violation, grows) = (c.axis, flex.violation, flex.grows)
        let length = ExplanationWords.length(axis)
        let extent = ExplanationWords.extent(axis)
        let item = stack.items[c.item]
        let base = item.size[axis]
        let takes =
            "The items and spacing of \(c.child)'s line take \(ExplanationWords.number(flex.sum))"
        var values: [ExplanationValue: Double] = [.sum: flex.sum, .freeSpace: violation]
        guard flex.flexes else {
            var says =
                violation == 0
                ? "\(takes), within the stack's \(length) \(ExplanationWords.span(stack.range, axis)): nothing grows or shrinks."
                : "\(takes), \(ExplanationWords.number(Swift.abs(violation))) from the stack's \(length) "
                    + "\(ExplanationWords.span(stack.range, axis)): under Texture's violation epsilon "
                    + "\(ExplanationWords.number(StackLayout.violationEpsilon)), nothing flexes."
            if c.record.key(of: c.item, after: .measuredBase) == nil {
                says += " So the item left out by optimised flexing is laid out at 0."
            }
            add(c.stack, .stackNoFlex, says, values: values)
            return
        }
        let (factor, factorSum): (ExplanationValue, ExplanationValue) =
            grows ? (.flexGrow, .flexGrowSum) : (.flexShrink, .flexShrinkSum)
        let factorName = factor.rawValue
        let room =
            grows
            ? "\(takes) of the stack's min \(length) \(ExplanationWords.number(stack.range.min[axis])): "
                + "\(ExplanationWords.number(violation)) free"
            : "\(takes), \(ExplanationWords.number(-violation)) past the stack's max \(length) "
                + "\(ExplanationWords.number(stack.range.max[axis]))"
        guard flex.factorSum != 0 else {
            let outcome = grows ? "nothing grows" : "nothing shrinks and the line overflows"
            var says = "\(room), but no item of the line has a \(factorName): \(outcome)."
            if c.record.key(of: c.item, after: .measuredBase) == nil {
                says += " The item left out by optimised flexing is laid out at 0."
            }
            add(c.stack, .stackNoFlex, says, values: values)
            return
        }
        let sharers = line.items.filter { flex.factor(stack.items[$0]) > 0 }
        let rule: ExplanationRule = grows ? .stackGrow : .stackShrink
        values[factor] = flex.factor(item)
        values[factorSum] = flex.factorSum
        var says: String
        if grows {
            says =
                "\(room), shared by flexGrow \(itemList(c, sharers.map { ($0, ExplanationWords.number(stack.items[$0].flexGrow)) })) "
                + "(\(ExplanationWords.number(flex.factorSum)) in all)."
        } else {
            let weightSum = flex.shrinkWeightSum(line.items, of: stack.items)
            values[.weightSum] = weightSum
            says =
                "\(room), shared by flexShrink weighted by base size: "
                + itemList(
                    c,
                    sharers.map {
                        (
                            $0,
                            "\(ExplanationWords.number(stack.items[$0].size[axis])) × \(ExplanationWords.number(stack.items[$0].flexShrink))"
                        )
                    })
                + " (\(ExplanationWords.number(weightSum)) in all)."
        }
        guard
            let flexed = flex.flexedLength(of: c.item, in: stack.items)
                ?? (flex.factor(item) > 0 ? base : nil)
        else {
            says +=
                " \(c.child) has no \(factorName) and keeps its base \(length), \(ExplanationWords.number(base))."
            add(c.stack, rule, says, values: values)
            return
        }
        let adjustment = flex.adjustment(item)
        let extra = flex.extra(for: c.item, item)
        values[.share] = adjustment
        values[.flexed] = flexed
        if grows {
            says +=
                " \(c.child) gets floor(\(ExplanationWords.number(violation)) × \(ExplanationWords.number(item.flexGrow)) / "
                + "\(ExplanationWords.number(flex.factorSum))) = \(ExplanationWords.number(adjustment))"
            if extra != 0 {
                values[.remainder] = extra
                says +=
                    ", plus the \(ExplanationWords.number(extra)) the floors left, as the line's first growing item,"
            }
        } else {
            let weight = flex.shrinkWeight(item)
            values[.weight] = weight
            says +=
                " \(c.child) gives up \(ExplanationWords.number(-violation)) × \(ExplanationWords.number(weight)) / "
                + "\(ExplanationWords.number(values[.weightSum] ?? 0)) = \(ExplanationWords.number(-adjustment))"
        }
        says +=
            ": \(ExplanationWords.number(base)) becomes \(ExplanationWords.number(flexed)), and it is measured again "
            + "at exactly \(ExplanationWords.number(flexed)) \(extent)."
        add(c.stack, rule, says, values: values)
    }
}
