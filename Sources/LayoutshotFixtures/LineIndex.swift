#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where each line of a fixture's text starts, to turn the byte columns the JSON scanner reports
/// into the character columns messages show. Built once per text: converting each of a large
/// fixture's value locations by splitting the whole text again made loading it quadratic
/// (half a second for a 274 kB generated fixture).
struct LineIndex {
    /// The text, read in place (copying its bytes and stepping through them one at a time was
    /// 46 M instructions for a 5.7 MB fixture of one line).
    private let text: String
    /// The offset of each line's first byte; line 1 starts at 0.
    private let starts: [Int]

    init(_ text: String) {
        self.text = text
        var text = text
        starts = text.withUTF8 { bytes in
            var starts = [0]
            guard let base = bytes.baseAddress else { return starts }
            var offset = 0
            while offset < bytes.count,
                let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset)
            {
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
            return starts
        }
    }

    /// The 1-based character column of 1-based byte column `column` on line `line`; `nil` when
    /// there is nothing to convert (the first column, or a line the text does not have).
    func characterColumn(line: Int, byteColumn column: Int) -> Int? {
        guard line > 0, line <= starts.count, column > 1 else { return nil }
        let start = starts[line - 1]
        let next = line < starts.count ? starts[line] - 1 : nil
        var text = text
        return text.withUTF8 { bytes in
            let end = next ?? bytes.count
            let prefix = UnsafeBufferPointer(
                rebasing: bytes[start..<Swift.min(start + column - 1, end)])
            return String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1
        }
    }
}
