import Foundation
import LayoutshotUIKit

extension ASControlNode {
    /// Adds a target-action pair for `controlEvents`, as in Texture (the target held weakly): kept
    /// so that a control's setup compiles, never sent (there are no touches). On Linux `action` is
    /// a `Selector` made from a name, or `nil`: `#selector` needs the Objective-C runtime, so
    /// guard it (see `Selector`).
    ///
    /// ```swift
    /// #if canImport(ObjectiveC)
    /// buttonNode.addTarget(self, action: #selector(didTapButton), forControlEvents: .touchUpInside)
    /// #endif
    /// ```
    public func addTarget(
        _ target: Any?, action: Selector?, forControlEvents controlEvents: ASControlNodeEvent
    ) {
        let object = target.map { $0 as AnyObject }
        targetActions.append(
            ControlTargetAction(
                target: object, hasTarget: target != nil, action: action,
                events: controlEvents))
    }

    /// The names of the actions added for `target` and `controlEvent`; `nil` when there are none.
    ///
    /// ```swift
    /// buttonNode.actions(forTarget: self, forControlEvent: .touchUpInside)   // ["didTapButton"]
    /// ```
    public func actions(forTarget target: Any, forControlEvent controlEvent: ASControlNodeEvent)
        -> [String]?
    {
        let object = target as AnyObject
        let names = targetActions.filter {
            $0.target === object && !$0.events.isDisjoint(with: controlEvent)
        }
        .compactMap { $0.action?.name }
        return names.isEmpty ? nil : names
    }

    /// Every target still alive that an action was added for (`NSNull()` stands for a `nil` target,
    /// as in Texture).
    ///
    /// ```swift
    /// buttonNode.allTargets().count
    /// ```
    public func allTargets() -> Set<AnyHashable> {
        var targets = Set<AnyHashable>()
        for pair in targetActions {
            if !pair.hasTarget {
                targets.insert(NSNull())
            } else if let target = pair.target {
                targets.insert(ObjectIdentifier(target))
            }
        }
        return targets
    }

    /// Removes the pairs for `controlEvents` with `target` (every target when `nil`) and `action`
    /// (every action when `nil`), as in Texture.
    ///
    /// ```swift
    /// buttonNode.removeTarget(self, action: nil, forControlEvents: .allEvents)
    /// ```
    public func removeTarget(
        _ target: Any?, action: Selector?, forControlEvents controlEvents: ASControlNodeEvent
    ) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { pair in
            (object == nil || pair.target === object) && (action == nil || pair.action == action)
                && !pair.events.isDisjoint(with: controlEvents)
        }
    }

    /// Texture sends the actions added for `controlEvents`. A no-op here: a selector cannot be
    /// sent without the Objective-C runtime; call your handler directly in a test.
    ///
    /// ```swift
    /// buttonNode.sendActions(forControlEvents: .touchUpInside, with: nil)   // nothing is called
    /// ```
    public func sendActions(forControlEvents controlEvents: ASControlNodeEvent, with event: Any?) {}
}
