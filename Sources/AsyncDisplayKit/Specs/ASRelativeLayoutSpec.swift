import Foundation
import LayoutshotLayout

/// Places its child at the start, centre or end of each axis, as Texture's `ASRelativeLayoutSpec`.
///
/// ```swift
/// ASRelativeLayoutSpec(horizontalPosition: .end, verticalPosition: .start, sizingOption: [], child: badgeNode)
/// ```
open class ASRelativeLayoutSpec: ASLayoutSpec {
    // Unchecked exclusivity, as on every Texture class here (see `ASLayoutSpec`).
    /// Where the child goes horizontally; `.none` by default (at the left, at least the spec's
    /// minimum width).
    @exclusivity(unchecked) open var horizontalPosition: ASRelativeLayoutSpecPosition = .none
    /// Where the child goes vertically; `.none` by default (at the top, at least the spec's minimum
    /// height).
    @exclusivity(unchecked) open var verticalPosition: ASRelativeLayoutSpecPosition = .none
    /// On which axes the spec shrinks to its child; `[]` (the default) takes the most space its range
    /// allows.
    @exclusivity(unchecked) open var sizingOption: ASRelativeLayoutSpecSizingOption = []

    public override init() {
        super.init()
    }

    /// A relative spec around `child`.
    public init(
        horizontalPosition: ASRelativeLayoutSpecPosition,
        verticalPosition: ASRelativeLayoutSpecPosition,
        sizingOption: ASRelativeLayoutSpecSizingOption, child: ASLayoutElement
    ) {
        super.init()
        self.horizontalPosition = horizontalPosition
        self.verticalPosition = verticalPosition
        self.sizingOption = sizingOption
        self.child = child
    }

    /// The engine options this spec lays out with.
    var relativeOptions: RelativeOptions {
        func position(_ value: ASRelativeLayoutSpecPosition) -> RelativePosition {
            switch value {
            case .none: .none
            case .start: .start
            case .center: .center
            case .end: .end
            }
        }
        let sizing: RelativeSizing =
            switch (sizingOption.contains(.minimumWidth), sizingOption.contains(.minimumHeight)) {
            case (true, true): .minimumSize
            case (true, false): .minimumWidth
            case (false, true): .minimumHeight
            case (false, false): .default
            }
        return RelativeOptions(
            horizontalPosition: position(horizontalPosition),
            verticalPosition: position(verticalPosition),
            sizing: sizing)
    }

    override var specKind: LayoutNode.Kind { .relative(relativeOptions) }

    override func forEachSpecChild(_ visit: (ASLayoutElement?, () -> String) -> Void) {
        visitSingleChild(visit)
    }
}

/// Centres its child on one or both axes, as Texture's `ASCenterLayoutSpec` (a relative spec).
///
/// ```swift
/// ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: spinnerNode)
/// ```
open class ASCenterLayoutSpec: ASRelativeLayoutSpec {
    /// The axes the child is centred on; `[]` (the default) puts it at the top left.
    open var centeringOptions: ASCenterLayoutSpecCenteringOptions = [] {
        didSet { syncRelative() }
    }
    /// On which axes the spec shrinks to its child; `[]` (the default) takes the most space its range
    /// allows.
    open var sizingOptions: ASCenterLayoutSpecSizingOptions = [] {
        didSet { syncRelative() }
    }

    public override init() {
        super.init()
    }

    /// A relative spec's initializer, inherited as in Texture.
    public override init(
        horizontalPosition: ASRelativeLayoutSpecPosition,
        verticalPosition: ASRelativeLayoutSpecPosition,
        sizingOption: ASRelativeLayoutSpecSizingOption, child: ASLayoutElement
    ) {
        super.init(
            horizontalPosition: horizontalPosition, verticalPosition: verticalPosition,
            sizingOption: sizingOption,
            child: child)
        centeringOptions = ASCenterLayoutSpecCenteringOptions(
            rawValue: (horizontalPosition == .center ? 1 : 0)
                | (verticalPosition == .center ? 2 : 0))
        sizingOptions = ASCenterLayoutSpecSizingOptions(rawValue: sizingOption.rawValue)
    }

    /// Centres `child`. Both option sets default to `[]`, as Swift imports Texture's initializer
    /// (an option set whose name ends in `Options` defaults to empty), so `ASCenterLayoutSpec(child:)`
    /// compiles as it does against Texture.
    public init(
        centeringOptions: ASCenterLayoutSpecCenteringOptions = [],
        sizingOptions: ASCenterLayoutSpecSizingOptions = [],
        child: ASLayoutElement
    ) {
        super.init()
        self.centeringOptions = centeringOptions
        self.sizingOptions = sizingOptions
        self.child = child
        syncRelative()
    }

    /// Texture's center spec sets the relative positions from its options.
    private func syncRelative() {
        horizontalPosition = centeringOptions.contains(.X) ? .center : .none
        verticalPosition = centeringOptions.contains(.Y) ? .center : .none
        sizingOption = ASRelativeLayoutSpecSizingOption(rawValue: sizingOptions.rawValue)
    }
}
