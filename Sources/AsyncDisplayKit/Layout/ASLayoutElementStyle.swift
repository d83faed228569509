import Foundation
import LayoutshotLayout

/// The sizing and flex properties of a layout element, shared by reference as in Texture:
/// `node.style.flexGrow = 1` changes the node's style. Defaults are Texture's (everything
/// auto, `flexShrink` 0).
///
/// ```swift
/// avatarNode.style.preferredSize = CGSize(width: 44, height: 44)
/// titleNode.style.flexShrink = 1
/// spacer.style.flexGrow = 1
/// ```
public final class ASLayoutElementStyle: NSObject, @unchecked Sendable {
    // Unchecked exclusivity, under the package's one rule for it (`CheckedMutex`, LayoutshotCore).
    /// The exact width: points, a fraction of the parent's width, or auto (the default: the content and
    /// the range decide). Kept between `minWidth` and `maxWidth`, which win.
    @exclusivity(unchecked) public var width = ASDimensionAuto {
        didSet { if width != oldValue { changed(ASLayoutElementStyleWidthProperty) } }
    }
    /// The exact height: points, a fraction of the parent's height, or auto (the default: the content
    /// and the range decide). Kept between `minHeight` and `maxHeight`, which win.
    @exclusivity(unchecked) public var height = ASDimensionAuto {
        didSet { if height != oldValue { changed(ASLayoutElementStyleHeightProperty) } }
    }
    /// The smallest width: points, a fraction of the parent's width, or auto (the default: the
    /// parent's range decides). Wins over `maxWidth` and `width`.
    @exclusivity(unchecked) public var minWidth = ASDimensionAuto {
        didSet { if minWidth != oldValue { changed(ASLayoutElementStyleMinWidthProperty) } }
    }
    /// The largest width: points, a fraction of the parent's width, or auto (the default: the
    /// parent's range decides). Wins over `width`.
    @exclusivity(unchecked) public var maxWidth = ASDimensionAuto {
        didSet { if maxWidth != oldValue { changed(ASLayoutElementStyleMaxWidthProperty) } }
    }
    /// The smallest height: points, a fraction of the parent's height, or auto (the default: the
    /// parent's range decides). Wins over `maxHeight` and `height`.
    @exclusivity(unchecked) public var minHeight = ASDimensionAuto {
        didSet { if minHeight != oldValue { changed(ASLayoutElementStyleMinHeightProperty) } }
    }
    /// The largest height: points, a fraction of the parent's height, or auto (the default: the
    /// parent's range decides). Wins over `height`.
    @exclusivity(unchecked) public var maxHeight = ASDimensionAuto {
        didSet { if maxHeight != oldValue { changed(ASLayoutElementStyleMaxHeightProperty) } }
    }

    /// Extra space before the element along its stack's main axis.
    @exclusivity(unchecked) public var spacingBefore: CGFloat = 0 {
        didSet {
            if spacingBefore != oldValue { changed(ASLayoutElementStyleSpacingBeforeProperty) }
        }
    }
    /// Extra space after the element along its stack's main axis.
    @exclusivity(unchecked) public var spacingAfter: CGFloat = 0 {
        didSet { if spacingAfter != oldValue { changed(ASLayoutElementStyleSpacingAfterProperty) } }
    }
    /// Share of a stack's free space this element takes.
    @exclusivity(unchecked) public var flexGrow: CGFloat = 0 {
        didSet { if flexGrow != oldValue { changed(ASLayoutElementStyleFlexGrowProperty) } }
    }
    /// Share of a stack's overflow this element gives up.
    @exclusivity(unchecked) public var flexShrink: CGFloat = 0 {
        didSet { if flexShrink != oldValue { changed(ASLayoutElementStyleFlexShrinkProperty) } }
    }
    /// The main-axis size a stack starts from.
    @exclusivity(unchecked) public var flexBasis = ASDimensionAuto {
        didSet { if flexBasis != oldValue { changed(ASLayoutElementStyleFlexBasisProperty) } }
    }
    /// Cross-axis alignment in a stack, overriding the stack's `alignItems`.
    @exclusivity(unchecked) public var alignSelf: ASStackLayoutAlignSelf = .auto {
        didSet { if alignSelf != oldValue { changed(ASLayoutElementStyleAlignSelfProperty) } }
    }
    /// Distance from the top to the first baseline.
    @exclusivity(unchecked) public var ascender: CGFloat = 0 {
        didSet { if ascender != oldValue { changed(ASLayoutElementStyleAscenderProperty) } }
    }
    /// Distance from the last baseline to the bottom.
    @exclusivity(unchecked) public var descender: CGFloat = 0 {
        didSet { if descender != oldValue { changed(ASLayoutElementStyleDescenderProperty) } }
    }
    /// Position inside an `ASAbsoluteLayoutSpec`.
    @exclusivity(unchecked) public var layoutPosition: CGPoint = .zero {
        didSet {
            if layoutPosition != oldValue { changed(ASLayoutElementStyleLayoutPositionProperty) }
        }
    }

    /// The object told of every change (Texture's `ASLayoutElementStyleDelegate`); not retained.
    public private(set) weak var delegate: ASLayoutElementStyleDelegate?

    /// A style with Texture's defaults.
    public override init() {}

    /// A style whose changes are told to `delegate`, as in Texture.
    ///
    /// ```swift
    /// let style = ASLayoutElementStyle(delegate: watcher)
    /// style.flexGrow = 1   // watcher.style(_:propertyDidChange:) gets ASLayoutElementStyleFlexGrowProperty
    /// ```
    public init(delegate: ASLayoutElementStyleDelegate) {
        self.delegate = delegate
    }

    /// A property changed: the engine's copy is out of date, and the delegate is told.
    private func changed(_ property: String) {
        engineStyle = nil
        changedAt = LayoutStamp.next()
        delegate?.style(self, propertyDidChange: property)
    }

    /// `width` and `height` in points.
    public var preferredSize: CGSize {
        get { self[points: \.width, \.height] }
        set { self[points: \.width, \.height] = newValue }
    }

    /// `minWidth` and `minHeight` in points.
    public var minSize: CGSize {
        get { self[points: \.minWidth, \.minHeight] }
        set { self[points: \.minWidth, \.minHeight] = newValue }
    }

    /// `maxWidth` and `maxHeight` in points.
    public var maxSize: CGSize {
        get { self[points: \.maxWidth, \.maxHeight] }
        set { self[points: \.maxWidth, \.maxHeight] = newValue }
    }

    /// `width` and `height`.
    public var preferredLayoutSize: ASLayoutSize {
        get { self[dimensions: \.width, \.height] }
        set { self[dimensions: \.width, \.height] = newValue }
    }

    /// `minWidth` and `minHeight`.
    public var minLayoutSize: ASLayoutSize {
        get { self[dimensions: \.minWidth, \.minHeight] }
        set { self[dimensions: \.minWidth, \.minHeight] = newValue }
    }

    /// `maxWidth` and `maxHeight`.
    public var maxLayoutSize: ASLayoutSize {
        get { self[dimensions: \.maxWidth, \.maxHeight] }
        set { self[dimensions: \.maxWidth, \.maxHeight] = newValue }
    }

    /// Two of the dimensions as one size, for the size properties above: each is the pair it
    /// names, written as two changes.
    private subscript(dimensions width: Dimension, _ height: Dimension) -> ASLayoutSize {
        get { ASLayoutSize(width: self[keyPath: width], height: self[keyPath: height]) }
        set {
            self[keyPath: width] = newValue.width
            self[keyPath: height] = newValue.height
        }
    }

    /// Two of the dimensions as a size in points (0 for one that is not in points, as Texture
    /// reads it), set as two dimensions in points.
    private subscript(points width: Dimension, _ height: Dimension) -> CGSize {
        get {
            let size = self[dimensions: width, height]
            return CGSize(
                width: size.width.unit == .points ? size.width.value : 0,
                height: size.height.unit == .points ? size.height.value : 0)
        }
        set {
            self[dimensions: width, height] = ASLayoutSize(
                width: ASDimensionMake(newValue.width), height: ASDimensionMake(newValue.height))
        }
    }

    private typealias Dimension = ReferenceWritableKeyPath<ASLayoutElementStyle, ASDimension>

    /// The engine's style, converted on first use after a change: a node's style is read on
    /// every conversion of its owner's spec, and rarely changes between them (a spec that sets
    /// `nameNode.style.flexShrink = 1` each time sets the same value, which keeps it). A new
    /// style starts converted: Texture's defaults are the engine's, and specs, new objects on
    /// every measurement, mostly keep them.
    @exclusivity(unchecked) private var engineStyle: LayoutStyle? = LayoutStyle()
    /// The stamp of the last change (`LayoutStamp`), read with its node's own.
    @exclusivity(unchecked) private(set) var changedAt: UInt64 = 0

    /// The engine's style.
    var layoutStyle: LayoutStyle {
        if let engineStyle { return engineStyle }
        let style = convertedStyle
        engineStyle = style
        return style
    }

    private var convertedStyle: LayoutStyle {
        var style = LayoutStyle()
        style.width = width.engineDimension
        style.height = height.engineDimension
        style.minWidth = minWidth.engineDimension
        style.maxWidth = maxWidth.engineDimension
        style.minHeight = minHeight.engineDimension
        style.maxHeight = maxHeight.engineDimension
        style.spacingBefore = finite(spacingBefore)
        style.spacingAfter = finite(spacingAfter)
        style.flexGrow = Swift.max(0, finite(flexGrow))
        style.flexShrink = Swift.max(0, finite(flexShrink))
        style.flexBasis = flexBasis.engineDimension
        style.alignSelf =
            switch alignSelf {
            case .auto: .auto
            case .start: .start
            case .end: .end
            case .center: .center
            case .stretch: .stretch
            }
        style.ascender = finite(ascender)
        style.descender = finite(descender)
        style.layoutPosition = layoutPosition.enginePoint
        return style
    }
}

/// Told of every change to a style it was given to (`ASLayoutElementStyle(delegate:)`), with the
/// property's name, one of the `ASLayoutElementStyle…Property` constants.
public protocol ASLayoutElementStyleDelegate: AnyObject {
    /// `propertyName` of `style` has just changed.
    func style(_ style: ASLayoutElementStyle, propertyDidChange propertyName: String)
}

// The names a style delegate is told, as in Texture.
/// `width` changed.
public let ASLayoutElementStyleWidthProperty = "ASLayoutElementStyleWidthProperty"
/// `minWidth` changed.
public let ASLayoutElementStyleMinWidthProperty = "ASLayoutElementStyleMinWidthProperty"
/// `maxWidth` changed.
public let ASLayoutElementStyleMaxWidthProperty = "ASLayoutElementStyleMaxWidthProperty"
/// `height` changed.
public let ASLayoutElementStyleHeightProperty = "ASLayoutElementStyleHeightProperty"
/// `minHeight` changed.
public let ASLayoutElementStyleMinHeightProperty = "ASLayoutElementStyleMinHeightProperty"
/// `maxHeight` changed.
public let ASLayoutElementStyleMaxHeightProperty = "ASLayoutElementStyleMaxHeightProperty"
/// `spacingBefore` changed.
public let ASLayoutElementStyleSpacingBeforeProperty = "ASLayoutElementStyleSpacingBeforeProperty"
/// `spacingAfter` changed.
public let ASLayoutElementStyleSpacingAfterProperty = "ASLayoutElementStyleSpacingAfterProperty"
/// `flexGrow` changed.
public let ASLayoutElementStyleFlexGrowProperty = "ASLayoutElementStyleFlexGrowProperty"
/// `flexShrink` changed.
public let ASLayoutElementStyleFlexShrinkProperty = "ASLayoutElementStyleFlexShrinkProperty"
/// `flexBasis` changed.
public let ASLayoutElementStyleFlexBasisProperty = "ASLayoutElementStyleFlexBasisProperty"
/// `alignSelf` changed.
public let ASLayoutElementStyleAlignSelfProperty = "ASLayoutElementStyleAlignSelfProperty"
/// `ascender` changed.
public let ASLayoutElementStyleAscenderProperty = "ASLayoutElementStyleAscenderProperty"
/// `descender` changed.
public let ASLayoutElementStyleDescenderProperty = "ASLayoutElementStyleDescenderProperty"
/// `layoutPosition` changed.
public let ASLayoutElementStyleLayoutPositionProperty = "ASLayoutElementStyleLayoutPositionProperty"
