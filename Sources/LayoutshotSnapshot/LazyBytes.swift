/// Bytes made on first use and kept: a check encodes its PNG only when the picture is recorded
/// or shown in a failure, not for every snapshot that matches.
public final class LazyBytes {
    private let make: () throws -> [UInt8]
    private var made: [UInt8]?

    /// Bytes that `make` produces when first asked for.
    public init(_ make: @escaping () throws -> [UInt8]) {
        self.make = make
    }

    /// Bytes that are already there.
    public init(_ bytes: [UInt8]) {
        self.make = { bytes }
        self.made = bytes
    }

    /// The bytes, made now if they were not yet.
    public func callAsFunction() throws -> [UInt8] {
        if let made { return made }
        let bytes = try make()
        made = bytes
        return bytes
    }
}
