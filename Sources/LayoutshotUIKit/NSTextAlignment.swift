/// How lines of text are aligned, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}
