/// The fixture `type` names and the keys each one owns besides the style keys.
enum ElementType: String, CaseIterable {
    case box, text, image, spacer, wrapper, inset, overlay, background, center, relative, ratio, stack, absolute, corner

    /// ASDK 2.0's `ASStaticLayoutSpec` is today's absolute spec.
    static let aliases: [String: ElementType] = ["static": .absolute]

    /// The keys every node has besides the style keys.
    static let commonKeys = ["type", "id"]

    /// The keys of `ASLayoutElementStyle`, valid on every node.
    static let styleKeys = [
        "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "preferredSize", "minSize", "maxSize",
        "spacingBefore", "spacingAfter", "flexGrow", "flexShrink", "flexBasis", "alignSelf", "ascender", "descender",
        "layoutPosition",
    ]

    /// The type's own keys.
    var ownKeys: [String] {
        switch self {
        case .box: ["color", "borderColor", "borderWidth", "cornerRadius"]
        case .text: ["text", "font", "color", "alignment", "maximumNumberOfLines", "truncation", "lineSpacing", "markup"]
        case .image: ["image", "contentMode"]
        case .spacer: []
        case .wrapper: ["child", "children"]
        case .inset: ["insets", "child"]
        case .overlay: ["child", "overlay"]
        case .background: ["child", "background"]
        case .center: ["centeringOptions", "sizingOptions", "child"]
        case .relative: ["horizontalPosition", "verticalPosition", "sizingOption", "child"]
        case .ratio: ["ratio", "child"]
        case .stack: ["direction", "spacing", "justifyContent", "alignItems", "horizontalAlignment", "verticalAlignment",
                      "flexWrap", "alignContent", "lineSpacing", "children"]
        case .absolute: ["sizing", "children"]
        case .corner: ["child", "corner", "cornerLocation", "offset", "wrapsCorner"]
        }
    }

    /// Every key valid on a node of this type.
    var allKeys: [String] { Self.commonKeys + ownKeys + Self.styleKeys }

    /// "a box", "an inset spec", for messages.
    var article: String {
        let leaf: Set<ElementType> = [.box, .text, .image, .spacer]
        let name = leaf.contains(self) ? rawValue : "\(rawValue) spec"
        return ("aeiou".contains(rawValue.first ?? "x") ? "an " : "a ") + name
    }
}
