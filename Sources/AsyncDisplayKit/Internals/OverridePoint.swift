/// The methods of Texture's that a subclass overrides to change how it is laid out.
enum OverridePoint: UInt8, Hashable {
    case layoutSpecThatFits
    case calculateSizeThatFits
    case calculateLayoutThatFits
}
