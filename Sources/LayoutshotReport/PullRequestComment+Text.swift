import LayoutshotCore

/// Text from a pull request, made safe for the comment: nothing in it can become a link, an
/// image, an HTML tag, a heading or an `@mention`.
extension PullRequestComment {
    /// Words from the run (a summary, a change) as one line of Markdown that GitHub shows as
    /// typed. Code spans (node names in backticks) stay code spans, where GitHub neither links
    /// nor mentions. Outside them the characters that start inline markup are backslash-escaped
    /// (the backslash, the backtick, `*`, `_`, `[`, `]`, `<`, `>`, `!`, `&`, `~`, `|`, `$` and
    /// `#`: no emphasis, link, image, tag, entity, strikethrough, math or heading), and so is a
    /// first character that would start a block (`-`, `+`, `=`, a
    /// number's `.` or `)`); a zero-width space follows `@` and `#` and breaks `://` and `www.`,
    /// so that GitHub's mentions, issue references and autolinks find nothing.
    ///
    /// ```swift
    /// text("`title` @team <b>[x](y)")  // `title` @\u{200B}team \<b\>\[x\](y)
    /// ```
    public static func text(_ words: String) -> String {
        let characters = Array(MarkdownSummary.oneLine(words).trimmingSpaces())
        var result = ""
        var index = 0
        while index < characters.count {
            guard characters[index] == "`" else {
                result += escaped(characters, at: index, after: result)
                index += 1
                continue
            }
            let length = MarkdownSummary.backticks(in: characters, at: index)
            if let close = MarkdownSummary.closingRun(
                of: length, in: characters, from: index + length)
            {
                result += String(characters[index..<close + length])
                index = close + length
            } else {
                result += String(repeating: "\\`", count: length)
                index += length
            }
        }
        return result
    }

    /// The characters that start inline markup wherever they are.
    private static let inlineMarkup = Set("\\*_[]<>!&~|$#")

    /// Whether `text` is a number that a `.` or `)` would make a list item's marker.
    private static func startsAList(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy(\.isASCIIDigit)
    }

    private static func escaped(_ characters: [Character], at index: Int, after result: String)
        -> String
    {
        let character = characters[index]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let breaker = "\u{200B}"
        switch character {
        case "@": return "@" + breaker
        case "#": return "\\#" + breaker
        case ":" where next == "/": return ":" + breaker
        case "." where result.lowercased().hasSuffix("www"): return breaker + "."
        case "-" where index == 0, "+" where index == 0, "=" where index == 0:
            return "\\\(character)"
        case "." where startsAList(result), ")" where startsAList(result): return "\\\(character)"
        default: return inlineMarkup.contains(character) ? "\\\(character)" : String(character)
        }
    }

    /// `name` as one argument of `layoutshot approve`, in a shell and in a `/layoutshot`
    /// comment alike: as it is when it holds only letters, digits and `._/@=+:,-`, else in
    /// single quotes (a quote inside as `'\''`); a leading `-` gets `./` before it, which
    /// `approve` ignores, so it cannot be read as an option.
    public static func argument(_ name: String) -> String {
        var line = MarkdownSummary.oneLine(name)
        if line.hasPrefix("-") { line = "./" + line }
        let plain =
            !line.isEmpty
            && line.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "._/@=+:,-".unicodeScalars.contains(scalar))
            }
        return plain ? line : "'" + line.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A code fence longer than every run of backticks in `content`, and at least three.
    static func fence(for content: String) -> String {
        String(repeating: "`", count: max(3, MarkdownSummary.longestBacktickRun(in: content) + 1))
    }

    /// `url` when it is an `http:` or `https:` URL that a Markdown link holds as it is (no
    /// space, control character, quote, bracket, parenthesis or angle bracket), else `nil`.
    public static func link(_ url: String) -> String? {
        guard url.hasPrefix("https://") || url.hasPrefix("http://"), url.count > 8 else {
            return nil
        }
        let refused = Set("<>()[]\"'`\\ {}|^")
        let bad = url.unicodeScalars.contains { !$0.isASCII || $0.value < 0x21 || $0.value == 0x7F }
        return bad || url.contains(where: refused.contains) ? nil : url
    }

    /// The picture's URL: `imagesURL`, a `/`, and its published path with every byte but
    /// letters, digits, `-._~/` percent-encoded.
    static func pictureURL(_ imagesURL: String, _ picture: ReviewPicture) -> String {
        let base = imagesURL.hasSuffix("/") ? String(imagesURL.dropLast()) : imagesURL
        var path = ""
        for byte in picture.published.utf8 {
            let plain =
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
                || (0x61...0x7A).contains(byte)
                || "-._~/".utf8.contains(byte)
            path +=
                plain
                ? String(UnicodeScalar(byte))
                : "%" + String(byte, radix: 16, uppercase: true).leftPadded
        }
        return base + "/" + path
    }
}

extension Character {
    /// 0 to 9.
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension String {
    /// A hex byte with its leading zero.
    fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
