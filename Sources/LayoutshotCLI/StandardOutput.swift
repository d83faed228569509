#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes whole results to a file descriptor, reporting failures instead of losing output
/// silently. Plain `write(2)` on the descriptor: no shared `FILE*` state.
enum StandardOutput {
    /// Writes `text` to standard output.
    static func write(_ text: String) throws {
        try write(text, to: 1, name: "standard output")
    }

    /// Writes `text` to standard error, ignoring failures (there is nowhere left to report them).
    static func writeError(_ text: String) {
        try? write(text, to: 2, name: "standard error")
    }

    private static func write(_ text: String, to descriptor: Int32, name: String) throws {
        var text = text
        try text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw OutputError.cannotWrite(name, reason: String(cString: strerror(errno)))
                }
                offset += written
            }
        }
    }
}
