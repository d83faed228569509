import Foundation
import LayoutshotUIKit

/// A target-action pair added to an `ASControlNode`: the target held weakly, as in Texture.
struct ControlTargetAction {
    /// The target; `nil` once gone, or when none was given (the responder chain in Texture).
    weak var target: AnyObject?
    /// Whether a target was given.
    let hasTarget: Bool
    /// The action's name.
    let action: Selector?
    /// The events it is for.
    let events: ASControlNodeEvent
}
