import LayoutshotCore

/// One filled shape of a drawn text (a run's glyph outlines, an underline, a background), for a
/// vector writer: its path in the drawing's user space, in points, and its colour.
package struct TextShape: Equatable {
    /// One step of a path, as Cairo's path data has them.
    package enum Element: Equatable {
        case move(Point)
        case line(Point)
        case curve(Point, Point, Point)
        case close
    }

    /// The path, filled with the non-zero rule.
    package var path: [Element]
    /// The fill colour.
    package var color: Color
}
