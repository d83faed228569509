/// The bytes libFuzzer hands a target, as the readers take them.
public enum FuzzInput {
    /// The bytes as UTF-8 text, or `nil` when they are not valid UTF-8: `FixtureLoader.load`
    /// refuses such a file before decoding, so the decoder never sees it.
    public static func text(_ data: UnsafePointer<UInt8>, _ size: Int) -> String? {
        String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    }

    /// The bytes as an array (the PNG decoder's input).
    public static func bytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: data, count: size))
    }
}
