import Foundation
import LayoutshotUIKit

extension ASDisplayNode {
    /// Lays the node out again at once in the range of its last layout, then calls `completion`:
    /// Texture's layout transition, measured synchronously and never animated here. As in
    /// Texture, nothing happens (and `completion` is not called) before a first layout.
    ///
    /// ```swift
    /// node.isExpanded = true
    /// node.transitionLayout(withAnimation: true, shouldMeasureAsync: false) {
    ///     print(node.calculatedSize)   // the expanded size
    /// }
    /// ```
    public func transitionLayout(
        withAnimation animated: Bool, shouldMeasureAsync: Bool,
        measurementCompletion completion: (() -> Void)? = nil
    ) {
        transitionLayout(
            with: constrainedSizeForCalculatedLayout, animated: animated,
            shouldMeasureAsync: shouldMeasureAsync, measurementCompletion: completion)
    }

    /// Lays the node out at once in `constrainedSize`, then calls `completion`: Texture's layout
    /// transition to a new size range, measured synchronously and never animated here. A range
    /// without a positive maximum width and height is ignored, as in Texture.
    ///
    /// ```swift
    /// node.transitionLayout(with: ASSizeRangeMake(CGSize(width: 320, height: 0), CGSize(width: 320, height: .infinity)),
    ///                       animated: false, shouldMeasureAsync: false)
    /// ```
    public func transitionLayout(
        with constrainedSize: ASSizeRange, animated: Bool, shouldMeasureAsync: Bool,
        measurementCompletion completion: (() -> Void)? = nil
    ) {
        guard constrainedSize.max.width > 0, constrainedSize.max.height > 0 else { return }
        liveState?.needsLayout = false
        layoutInputChanged()  // a transition always lays out anew, as Texture's does
        _ = layoutThatFits(constrainedSize)
        completion?()
    }

    /// `setNeedsLayout()`: the node and its supernodes need a layout.
    func markNeedsLayout() {
        var node: ASDisplayNode? = self
        while let current = node {
            let state = current.liveState ?? NodeLiveState()
            current.liveState = state
            state.needsLayout = true
            current.layoutInputChanged()
            node = current.supernode
        }
    }

    /// `layoutIfNeeded()`: a new pass in the range of the last layout, when one was asked for and
    /// the node has been laid out.
    func layOutAgainIfNeeded() {
        guard let state = liveState, state.needsLayout else { return }
        state.needsLayout = false
        let range = constrainedSizeForCalculatedLayout
        guard range.max.width > 0, range.max.height > 0 else { return }
        _ = layoutThatFits(range)
    }
}
