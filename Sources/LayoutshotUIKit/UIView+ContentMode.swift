import Foundation

extension UIView {
    /// How content fills a view's bounds.
    public enum ContentMode: Int, Sendable {
        /// Stretches the content to the bounds, ignoring its aspect ratio (UIKit's default).
        case scaleToFill = 0
        /// Scales the content to fit inside the bounds, keeping its aspect ratio; the rest stays empty.
        case scaleAspectFit = 1
        /// Scales the content to cover the bounds, keeping its aspect ratio; the overflow is cut.
        case scaleAspectFill = 2
        /// UIKit redraws the view when its bounds change; an `ASImageNode`'s image is stretched to the bounds.
        case redraw = 3
        /// Content centred at its natural size (pixels / the image's scale), unscaled, cut at the bounds.
        case center = 4
        /// Content centred along the top edge, unscaled.
        case top = 5
        /// Content centred along the bottom edge, unscaled.
        case bottom = 6
        /// Content centred along the left edge, unscaled.
        case left = 7
        /// Content centred along the right edge, unscaled.
        case right = 8
        /// Content in the top-left corner, unscaled.
        case topLeft = 9
        /// Content in the top-right corner, unscaled.
        case topRight = 10
        /// Content in the bottom-left corner, unscaled.
        case bottomLeft = 11
        /// Content in the bottom-right corner, unscaled.
        case bottomRight = 12
    }
}
