/// How an image fills its frame (`UIViewContentMode`).
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    case scaleToFill
    case aspectFit
    case aspectFill
    case center
}
