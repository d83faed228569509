/// The properties of a relative spec (`ASRelativeLayoutSpec`).
public struct RelativeOptions: Hashable, Sendable {
    /// Where the child goes on the horizontal axis; `.none` by default.
    public var horizontalPosition: RelativePosition
    /// Where the child goes on the vertical axis; `.none` by default.
    public var verticalPosition: RelativePosition
    /// On which axes the spec shrinks to its child; `.default` shrinks on neither.
    public var sizing: RelativeSizing

    /// Creates relative options; Texture's defaults are `none`, `none`, `default`.
    public init(
        horizontalPosition: RelativePosition = .none, verticalPosition: RelativePosition = .none,
        sizing: RelativeSizing = .default
    ) {
        self.horizontalPosition = horizontalPosition
        self.verticalPosition = verticalPosition
        self.sizing = sizing
    }

    /// A center spec is a relative spec: `ASCenterLayoutSpec` maps its options 1:1.
    public init(centering: CenteringOptions, sizing: CenterSizing) {
        let x = centering == .x || centering == .xy
        let y = centering == .y || centering == .xy
        let relativeSizing: RelativeSizing =
            switch sizing {
            case .default: .default
            case .minimumX: .minimumWidth
            case .minimumY: .minimumHeight
            case .minimumXY: .minimumSize
            }
        self.init(
            horizontalPosition: x ? .center : .none, verticalPosition: y ? .center : .none,
            sizing: relativeSizing)
    }

    /// Whether the spec shrinks to its child along `axis`.
    func shrinksToChild(_ horizontal: Bool) -> Bool {
        switch sizing {
        case .default: false
        case .minimumWidth: horizontal
        case .minimumHeight: !horizontal
        case .minimumSize: true
        }
    }
}
