/// Which part of a node's explanation a rule's step belongs to: how `LayoutDecisions` puts a
/// chain's steps back in the order `explain` gives them (every range of the chain, the node's
/// own size, every position, the pixel grid's origin).
extension ExplanationRule {
    package enum Phase {
        /// A range handed down, or an element's own style met with it.
        case range
        /// The node's own size.
        case size
        /// Where a parent put the node.
        case position
        /// The node's origin in the root, ceiled to the pixel grid.
        case gridOrigin
    }

    package var phase: Phase {
        switch self {
        case .rootRange, .style, .styleIgnored, .insetRange, .overlayRange, .backgroundRange,
            .relativeRange,
            .ratioRange, .absoluteRange, .cornerRange, .wrapperRange, .deferredRange, .customRange,
            .stackBase,
            .stackLine, .stackGrow, .stackShrink, .stackNoFlex, .stackCross, .stackRange:
            .range
        case .boxSize, .textSize, .imageSize, .spacerSize, .stackSize, .insetSize, .overlaySize,
            .relativeSize,
            .ratioSize, .absoluteSize, .cornerSize, .wrapperSize, .deferredSize, .customSize,
            .unmeasured,
            .pixelGridSize:
            .size
        case .stackPosition, .insetPosition, .relativePosition, .absolutePosition, .cornerPosition,
            .customPosition,
            .originPosition:
            .position
        case .pixelGridOrigin:
            .gridOrigin
        }
    }
}
