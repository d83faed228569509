import Foundation

/// UIKit's text view, as `ASEditableTextNode.textView` gives it, so that code that sets up an
/// editable text node's view compiles. The node draws its own `attributedText` (or placeholder);
/// the text view's `textContainerInset` is the node's, and the rest is kept.
///
/// ```swift
/// commentNode.textView.font = .systemFont(ofSize: 15)      // kept
/// commentNode.textView.isEditable = false                  // kept
/// commentNode.textView.textContainerInset = .zero          // the node's inset
/// ```
open class UITextView: UIScrollView {
    /// The font of text typed without one. Kept.
    open var font: UIFont?
    /// The colour of text typed without one. Kept.
    open var textColor: UIColor?
    /// The plain text. Kept.
    open var text: String! = ""
    /// The styled text. Kept: an editable text node draws its own `attributedText`.
    open var attributedText: NSAttributedString! = NSAttributedString(string: "")
    /// How the text is aligned. Kept.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the user can type. Kept.
    open var isEditable = true
    /// Whether the user can select text. Kept.
    open var isSelectable = true
    /// Which links, numbers and dates become taps. Kept.
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// Attributes of text the user types. Kept.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// Attributes of links. Kept.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// Space around the text container.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The delegate, held weakly as UIKit does.
    open weak var delegate: UITextViewDelegate?
    /// The selected range. Kept.
    open var selectedRange = NSRange(location: 0, length: 0)

    /// A text view of zero size.
    public override init() {
        super.init()
    }
}

/// What a text view tells its delegate (UIKit's `UITextViewDelegate`): every method is optional,
/// and none is called here (nobody types).
public protocol UITextViewDelegate: AnyObject {
    /// Whether editing may begin.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether a change of the text may happen.
    func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool
    /// The text changed.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Whether a link may be followed.
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool
}

extension UITextViewDelegate {
    /// Yes.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Yes.
    public func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    )
        -> Bool
    { true }
    /// Nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    /// Yes.
    public func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool { true }
}

/// How a link in a text view was touched (UIKit's `UITextItemInteraction`).
public enum UITextItemInteraction: Int, Sendable {
    /// A tap.
    case invokeDefaultAction = 0
    /// A long press.
    case presentActions = 1
    /// A preview.
    case preview = 2
}

/// Which text becomes tappable (UIKit's `UIDataDetectorTypes`). Kept.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// A set of the given raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// Web addresses.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Tracking numbers.
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Text to look up.
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}
