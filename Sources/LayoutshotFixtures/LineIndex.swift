/// Where each line of a fixture's text starts, to turn the byte columns the JSON scanner reports
/// into the character columns messages show. Built once per text: converting each of a large
/// fixture's value locations by splitting the whole text again made loading it quadratic
/// (half a second for a 274 kB generated fixture).
struct LineIndex {
    private let bytes: [UInt8]
    /// The offset of each line's first byte; line 1 starts at 0.
    private let starts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        self.starts = starts
    }

    /// The 1-based character column of 1-based byte column `column` on line `line`; `nil` when
    /// there is nothing to convert (the first column, or a line the text does not have).
    func characterColumn(line: Int, byteColumn column: Int) -> Int? {
        guard line > 0, line <= starts.count, column > 1 else { return nil }
        let start = starts[line - 1]
        let end = line < starts.count ? starts[line] - 1 : bytes.count
        let prefix = bytes[start..<Swift.min(start + column - 1, end)]
        return String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1
    }
}
