import LayoutshotCore
import LayoutshotLayout

extension Layout {
    /// Every `box` of this layout in paint order (depth-first, as `absoluteFrames(scale:)`),
    /// with the appearance read from `source`, the tree this layout was computed from.
    ///
    /// The two trees have the same shape except that a background spec lists
    /// `[background, child]` here but `[child, background]` in `LayoutNode.children`, and that a
    /// node a stack sized to zero without laying it out has no children here.
    ///
    /// - Throws: `LayoutPairingError` when the trees do not correspond.
    public func paintedBoxes(source: LayoutNode, scale: Double)
        throws(LayoutPairingError) -> [PaintedBox]
    {
        var sources: [LayoutNode] = []
        try Self.collectSources(self, source, path: "root", into: &sources)
        let frames = absoluteFrames(scale: scale)
        guard frames.count == sources.count else {
            let message = "\(frames.count) frames but \(sources.count) paired nodes"
            throw LayoutPairingError(path: "root", message: message)
        }
        var boxes: [PaintedBox] = []
        for (frame, node) in zip(frames, sources) {
            if case .box(let appearance) = node.kind {
                boxes.append(
                    PaintedBox(
                        id: frame.id, path: frame.path, appearance: appearance,
                        frame: frame.frame))
            }
        }
        return boxes
    }

    /// Appends, depth-first in `layout`'s child order, the source node of every layout node.
    private static func collectSources(
        _ layout: Layout, _ node: LayoutNode, path: String, into sources: inout [LayoutNode]
    ) throws(LayoutPairingError) {
        guard layout.type == node.kind.typeName, layout.id == node.id else {
            throw LayoutPairingError(
                path: path,
                message:
                    "layout is \(layout.type) '\(layout.id ?? "")' "
                    + "but source is \(node.kind.typeName) '\(node.id ?? "")'")
        }
        sources.append(node)
        guard !layout.children.isEmpty else { return }
        var children = node.children
        if case .background = node.kind, children.count == 2 { children.swapAt(0, 1) }
        guard children.count == layout.children.count else {
            throw LayoutPairingError(
                path: path,
                message:
                    "layout has \(layout.children.count) children but source has \(children.count)")
        }
        for (index, (child, childNode)) in zip(layout.children, children).enumerated() {
            try collectSources(child, childNode, path: path + ".children[\(index)]", into: &sources)
        }
    }
}
