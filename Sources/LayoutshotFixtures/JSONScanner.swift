/// A strict RFC 8259 JSON parser into `FixtureValue`, with line and (byte) column for every
/// value. It exists for speed: a 100k-node fixture parses in tens of milliseconds instead of the
/// second Yams needs. Anything that is not strict JSON returns `nil`, and the loader falls back
/// to Yams, which also reports the error.
struct JSONScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// Parses `text`; `nil` if it is not a single strict JSON value.
    static func parse(_ text: String) -> FixtureValue? {
        var text = text
        return text.withUTF8 { buffer in
            var scanner = JSONScanner(bytes: buffer)
            guard let value = scanner.value() else { return nil }
            scanner.skipWhitespace()
            return scanner.index == buffer.count ? value : nil
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private var mark: SourceMark { SourceMark(line: line, column: index - lineStart + 1) }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func value() -> FixtureValue? {
        skipWhitespace()
        guard index < bytes.count else { return nil }
        let start = mark
        switch bytes[index] {
        case UInt8(ascii: "{"): return object(start)
        case UInt8(ascii: "["): return array(start)
        case UInt8(ascii: "\""):
            guard let text = string() else { return nil }
            return .scalar(FixtureScalar(text: text, quoted: true, mark: start))
        default:
            guard let text = literal() else { return nil }
            return .scalar(FixtureScalar(text: text, quoted: false, mark: start))
        }
    }

    private mutating func object(_ start: SourceMark) -> FixtureValue? {
        index += 1
        // Room for a node's few keys from the start: grown from empty, an object's list was
        // reallocated twice on the way to three keys (a tenth of scanning a large fixture).
        var entries: [FixtureEntry] = []
        entries.reserveCapacity(4)
        skipWhitespace()
        if skip(UInt8(ascii: "}")) { return .mapping(entries, start) }
        while true {
            skipWhitespace()
            let keyMark = mark
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else {
                return nil
            }
            skipWhitespace()
            guard skip(UInt8(ascii: ":")), let item = value() else { return nil }
            entries.append(
                FixtureEntry(
                    key: FixtureScalar(text: key, quoted: true, mark: keyMark), value: item))
            skipWhitespace()
            if skip(UInt8(ascii: ",")) { continue }
            return skip(UInt8(ascii: "}")) ? .mapping(entries, start) : nil
        }
    }

    private mutating func array(_ start: SourceMark) -> FixtureValue? {
        index += 1
        var items: [FixtureValue] = []
        items.reserveCapacity(4)
        skipWhitespace()
        if skip(UInt8(ascii: "]")) { return .sequence(items, start) }
        while true {
            guard let item = value() else { return nil }
            items.append(item)
            skipWhitespace()
            if skip(UInt8(ascii: ",")) { continue }
            return skip(UInt8(ascii: "]")) ? .sequence(items, start) : nil
        }
    }

    /// Steps over `byte` when it comes next; whether it did.
    private mutating func skip(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// A string literal; the fast path copies runs without escapes.
    private mutating func string() -> String? {
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return escapedString(from: start) }
            if byte < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    private mutating func escapedString(from start: Int) -> String? {
        var utf8 = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    guard var scalar = hex4() else { return nil }
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        else { return nil }
                        index += 2
                        guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { return nil }
                    utf8.append(contentsOf: Array(String(Character(unicode)).utf8))
                default: return nil
                }
            default:
                if byte < 0x20 { return nil }
                utf8.append(byte)
            }
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            index += 1
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"):
                digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"):
                digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        return value
    }

    /// A number, `true`, `false` or `null`, validated against JSON's grammar.
    private mutating func literal() -> String? {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x09, 0x0A, 0x0D:
                break
            default:
                index += 1
                continue
            }
            break
        }
        let token = UnsafeBufferPointer(rebasing: bytes[start..<index])
        guard !token.isEmpty else { return nil }
        let text = String(decoding: token, as: UTF8.self)
        switch text {
        case "true", "false", "null": return text
        default: return Self.isJSONNumber(token) ? text : nil
        }
    }

    private static func isJSONNumber(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        func digits() -> Int {
            let start = i
            while i < token.count, token[i] >= UInt8(ascii: "0"), token[i] <= UInt8(ascii: "9") {
                i += 1
            }
            return i - start
        }
        if i < token.count, token[i] == UInt8(ascii: "-") { i += 1 }
        let integer = digits()
        guard integer > 0 else { return false }
        if integer > 1, token[i - integer] == UInt8(ascii: "0") { return false }
        if i < token.count, token[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { return false }
        }
        if i < token.count, token[i] == UInt8(ascii: "e") || token[i] == UInt8(ascii: "E") {
            i += 1
            if i < token.count, token[i] == UInt8(ascii: "+") || token[i] == UInt8(ascii: "-") {
                i += 1
            }
            guard digits() > 0 else { return false }
        }
        return i == token.count
    }
}
