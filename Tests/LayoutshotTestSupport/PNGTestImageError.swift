/// A PNG file that `PNGTestImage` could not read: the file and libpng's own words.
public struct PNGTestImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file that was read.
    public var path: String
    /// libpng's message, e.g. `png_image_begin_read_from_file: open failed`.
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): cannot decode the PNG: \(message)" }
}
