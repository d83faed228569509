import LayoutshotCore

/// A stack item's cross axis (stretched to its line or free within the stack's cross max) and
/// its place: justifyContent and spacing along the line, its alignment across it, a reverse
/// direction's mirror.
extension Explainer {
    /// How the item's alignment is named: its own alignSelf, or the stack's alignItems.
    @_optimize(none) func alignmentName(_ c: StackContext, short: Bool = false) -> String {
        let alignment = c.base.items[c.item].alignment
        let own = arena.traits[c.base.items[c.item].node].alignSelf != .auto
        if short { return (own ? "its alignSelf " : "alignItems ") + alignment.rawValue }
        return (own ? "\(c.child)'s alignSelf " : "\(c.stack)'s alignItems ") + alignment.rawValue
    }

    /// Stage 5 for the item: stretched to its line, or free from 0 to the stack's cross max.
    @_optimize(none) mutating func stackCross(_ c: StackContext) {
        guard let stretched = c.record.stack(after: .stretched),
            let flexed = c.record.stack(after: .flexed),
            let line = stretched.lines.firstIndex(where: { $0.items.contains(c.item) })
        else { return }
        let cross = c.axis.cross
        let crossLength = ExplanationWords.length(cross)
        let crossExtent = ExplanationWords.extent(cross)
        let item = stretched.items[c.item]
        let lineCross = stretched.lines[line].crossSize
        let alignment = alignmentName(c)
        var values: [ExplanationValue: Double] = [.lineCross: lineCross]
        guard item.alignment == .stretch else {
            add(
                c.stack, .stackCross,
                "\(alignment): \(c.child) is not stretched; its \(crossLength) may be anything from 0 to the stack's "
                    + "max, \(ExplanationWords.number(c.base.range.max[cross])).",
                values: values)
            return
        }
        var says =
            "\(alignment): \(c.child)'s line is \(ExplanationWords.number(lineCross)) \(crossExtent) "
            + "(\(lineCrossReason(c, stretched, line)))"
        let ownLimits = item.ownCrossMin != 0 || item.ownCrossMax != .infinity
        if c.record.lastMeasurement(of: c.item) == .stretched {
            let before = flexed.items[c.item].size[cross]
            values[.before] = before
            says +=
                " and \(c.child) was \(ExplanationWords.number(before)), so it is measured again at exactly "
                + "\(ExplanationWords.number(lineCross)) \(crossExtent)"
        } else {
            says += " and \(c.child) already fills it, so it is not measured again"
        }
        if ownLimits {
            says +=
                "; a stretched item keeps its own \(crossLength), \(ExplanationWords.span(item.ownCrossMin, item.ownCrossMax))"
        }
        add(c.stack, .stackCross, says + ".", values: values)
    }

    /// Why a line has its cross size.
    @_optimize(none) private func lineCrossReason(
        _ c: StackContext, _ stack: StackSnapshot, _ line: Int
    ) -> String {
        let cross = c.axis.cross
        guard let measured = c.record.stack(after: .crossSized) else { return "its items" }
        if stack.lines.count == 1 && stack.range.min[cross] == stack.range.max[cross] {
            return "the stack's fixed \(ExplanationWords.length(cross))"
        }
        var reason =
            stack.lines[line].baseline > 0
            ? "its items' largest ascent and descent, or its largest item"
            : "its largest item"
        if stack.lines.count == 1 {
            reason += ", within the stack's \(ExplanationWords.length(cross)) range"
        }
        if measured.lines[line].crossSize != stack.lines[line].crossSize {
            reason += ", stretched by alignContent stretch"
        }
        return reason
    }

    /// The item's position in the stack.
    @_optimize(none) mutating func stackPosition(_ link: Link, _ record: StackRecord) {
        guard let base = record.stack(after: .measuredBase),
            let placed = record.stack(after: .positioned)
        else {
            return
        }
        let c = stackContext(link, record, base: base)
        guard let at = record.placements[c.item] else { return }
        let (axis, cross, lineIndex) = (c.axis, c.axis.cross, at.line)
        let line = placed.lines[lineIndex]
        let item = placed.items[c.item]
        let main = ExplanationWords.coordinate(axis)
        let across = ExplanationWords.coordinate(cross)
        var says =
            "\(c.stack) places \(c.child) along its line (justifyContent \(placed.justifyContent.rawValue), "
        says += at.free > 0 ? "\(ExplanationWords.number(at.free)) free" : "no free space"
        let before = line.items.lowerBound..<c.item
        var terms = [ExplanationWords.number(at.justify.offset)]
        if !before.isEmpty {
            var detail = "the " + ExplanationWords.count(before.count, "item") + " before it"
            if placed.options.spacing != 0 || at.justify.spacing != 0 {
                detail += " with spacing \(ExplanationWords.number(at.between)) after each"
            }
            if before.count <= 3 {
                detail +=
                    ": "
                    + itemList(
                        c, before.map { ($0, ExplanationWords.number(placed.items[$0].size[axis])) }
                    )
            }
            terms.append("\(ExplanationWords.number(at.before)) (\(detail))")
        }
        if item.spacingBefore != 0 {
            terms.append("\(ExplanationWords.number(item.spacingBefore)) (its spacingBefore)")
        }
        says += "): \(main) = "
        says +=
            terms.count == 1
            ? terms[0]
            : "\(terms.joined(separator: " + ")) = \(ExplanationWords.number(item.origin[axis]))"
        let (crossOffset, lineStart, content) = (at.crossOffset, at.lineStart, at.content)
        says +=
            "; across it (\(alignmentName(c, short: true))), "
            + crossWords(c, placed, item, line, crossOffset)
        if placed.lines.count > 1 {
            says +=
                ", in line \(lineIndex + 1) of \(placed.lines.count), which starts at \(across) = "
                + "\(ExplanationWords.number(lineStart)) (alignContent \(placed.options.alignContent.rawValue)'s offset "
                + "\(ExplanationWords.number(content.offset))"
            if lineIndex > 0 {
                says +=
                    ", then \(ExplanationWords.count(lineIndex, "line")) \(ExplanationWords.number(at.earlierLines)) "
                    + "\(ExplanationWords.extent(cross)) in all and lineSpacing "
                    + "\(ExplanationWords.number(placed.options.lineSpacing))"
                if content.spacing != 0 { says += " + \(ExplanationWords.number(content.spacing))" }
                says += " after each"
            }
            says += ")"
        }
        if lineStart != 0 || placed.lines.count > 1 {
            says +=
                ": \(across) = \(ExplanationWords.number(lineStart)) + \(ExplanationWords.number(crossOffset)) "
                + "= \(ExplanationWords.number(item.origin[cross]))"
        }
        says += "."
        if placed.options.direction.isReversed {
            let stackSize = arena.sizes[link.parent][axis]
            says +=
                " \(placed.options.direction.rawValue) mirrors the \(ExplanationWords.length(axis)): "
                + "\(ExplanationWords.number(stackSize)) − \(ExplanationWords.number(item.origin[axis])) − "
                + "\(ExplanationWords.number(item.size[axis])) = \(ExplanationWords.number(link.origin[axis]))."
        }
        add(
            c.stack, .stackPosition, says, offset: link.origin,
            values: [
                .justifyOffset: at.justify.offset, .lineStart: lineStart, .crossOffset: crossOffset,
            ])
    }

    /// Where the item sits across its line.
    @_optimize(none) private func crossWords(
        _ c: StackContext, _ stack: StackSnapshot, _ item: StackItem, _ line: StackLine,
        _ offset: Double
    ) -> String {
        let cross = c.axis.cross
        let across = ExplanationWords.coordinate(cross)
        let lineCross = ExplanationWords.number(line.crossSize)
        let size = ExplanationWords.number(item.size[cross])
        switch item.alignment {
        case .start, .stretch:
            return "at the line's start, \(across) = \(ExplanationWords.number(offset))"
        case .end:
            return
                "at the line's end, \(across) = \(lineCross) − \(size) = \(ExplanationWords.number(offset))"
        case .center:
            let exact = stack.layout.centredOffset(item, in: line)
            let floored =
                exact == offset
                ? "" : ", floored to the pixel grid: \(ExplanationWords.number(offset))"
            return
                "centred in the line, \(across) = (\(lineCross) − \(size)) / 2 = \(ExplanationWords.number(exact))\(floored)"
        case .baselineFirst, .baselineLast:
            let which = item.alignment == .baselineFirst ? "first" : "last"
            let own = stack.layout.baseline(of: item)
            return
                "its \(which) baseline, \(ExplanationWords.number(own)) from its top, on the line's baseline "
                + "\(ExplanationWords.number(line.baseline)) (the largest among the line's baseline-aligned items): "
                + "\(across) = \(ExplanationWords.number(line.baseline)) − \(ExplanationWords.number(own)) = "
                + "\(ExplanationWords.number(offset))"
        }
    }
}
