/// A value made on first use and kept: a check encodes its PNG, and works out why each node has
/// its frame, only when the picture is recorded or shown in a failure, not for every snapshot
/// that matches.
///
/// ```swift
/// let png = LazyBytes { try PNGCodec.encode(image) }
/// let bytes = try png()   // encoded now, once
/// ```
public final class Lazy<Value> {
    private let make: () throws -> Value
    private var made: Value?

    /// A value that `make` produces when first asked for.
    public init(_ make: @escaping () throws -> Value) {
        self.make = make
    }

    /// A value that is already there.
    public init(_ value: Value) {
        self.make = { value }
        self.made = value
    }

    /// The value, made now if it was not yet.
    public func callAsFunction() throws -> Value {
        if let made { return made }
        let value = try make()
        made = value
        return value
    }
}

/// Bytes made on first use and kept.
public typealias LazyBytes = Lazy<[UInt8]>
