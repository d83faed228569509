import LayoutshotRender

extension Layout {
    /// The first node, depth first, whose frame as the page receives it (root coordinates at
    /// `scale`) has a number JSON cannot carry, as an error naming the node; `nil` when every
    /// frame is finite. `JSONOutputEncoder` writes such a number as `null`, a frame the page
    /// cannot place or hover, so such a render is the fixture's error instead.
    ///
    /// ```swift
    /// Layout(type: "box", frame: Rect(0, 0, .infinity, 10)).nonFiniteFrameError(scale: 2)?.message
    /// // "its frame (0, 0) inf × 10 is not finite; the preview sends frames as JSON, which has no infinity or NaN"
    /// ```
    func nonFiniteFrameError(scale: Double) -> SceneError? {
        let frames = absoluteFrames(scale: scale)
        guard
            let node = frames.first(where: { node in
                let frame = node.frame
                return ![frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
                    .allSatisfy(\.isFinite)
            })
        else { return nil }
        let frame = node.frame
        return SceneError(
            path: node.path, id: node.id,
            message: "its frame (\(formatPoints(frame.origin.x)), \(formatPoints(frame.origin.y))) "
                + "\(formatPoints(frame.size.width)) × \(formatPoints(frame.size.height)) is not finite; "
                + "the preview sends frames as JSON, which has no infinity or NaN")
    }
}
