/// 64-bit FNV-1a: the one stable, fast fingerprint Layoutshot uses for font files, fixtures
/// (`layoutshot:fixture`) and shard placement. Not a security hash.
///
/// ```swift
/// FNV1a.hex(of: Array("root: {type: box}".utf8)) // 16 lower-case hex digits
/// ```
public struct FNV1a: Sendable {
    /// The hash so far.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Starts an empty hash.
    public init() {}

    // One loop, over raw bytes: a generic one runs unspecialised in another module (318
    // instructions a byte for a fixture's `String.UTF8View`) and in every debug build (a
    // gigabyte of instructions for the script fonts' fingerprint in `make render`).
    /// Adds `bytes` to the hash, through their contiguous storage when they have one.
    @inlinable public mutating func add(_ bytes: some Sequence<UInt8>) {
        if bytes.withContiguousStorageIfAvailable({ add(UnsafeRawBufferPointer($0)) }) == nil {
            Array(bytes).withUnsafeBytes { add($0) }
        }
    }

    /// Adds raw bytes to the hash.
    public mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var value = self.value
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x100_0000_01b3
        }
        self.value = value
    }

    /// The hash as 16 lower-case hex digits.
    public var hex: String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    /// The hash of `bytes` as 16 lower-case hex digits.
    @inlinable public static func hex(of bytes: some Sequence<UInt8>) -> String {
        var hash = FNV1a()
        hash.add(bytes)
        return hash.hex
    }
}
