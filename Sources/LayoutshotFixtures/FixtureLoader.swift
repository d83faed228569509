import LayoutshotCore
import LayoutshotLayout
import Yams

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads fixture files (YAML or JSON; JSON is YAML) into `Fixture` values.
///
/// Hostile input gives an error, never a crash or a hang: nesting deeper than
/// `NestingGuard.maximumDepth`, more than `FixtureDecoder.maximumNodes` layout nodes (alias
/// bombs), or files over 256 MiB.
///
/// ```swift
/// do {
///     let fixture = try FixtureLoader.load(path: "Snapshots/list-cell.yaml")
/// } catch {
///     print(error)   // list-cell.yaml:8:5: root.child (id "photo"): unknown key 'colour' …
/// }
/// ```
public enum FixtureLoader {
    /// The largest fixture file read.
    public static let maximumFileSize = 256 << 20

    /// Loads and validates the fixture at `path`, as one of its variants draws it when `variant`
    /// is given: colours in the variant's appearance, then `Fixture.applying(_:)` (width,
    /// scale, content size). Every command, test and the preview load a fixture through it.
    public static func load(path: String, variant: FixtureVariant? = nil) throws(FixtureError)
        -> Fixture
    {
        let text = try readFile(path)
        var fixture = try decode(text, path: path, appearance: variant?.appearance ?? .light)
        if let variant { fixture = fixture.applying(variant) }
        fixture.fileHash = FNV1a.hex(of: text.utf8)
        return fixture
    }

    /// Decodes fixture text; `path` names it in errors and anchors relative image/font paths.
    /// Colours given per appearance take `appearance`'s value.
    public static func decode(_ text: String, path: String, appearance: Appearance = .light)
        throws(FixtureError)
        -> Fixture
    {
        if let (line, column, depth) = NestingGuard.firstTooDeepPlace(in: text) {
            throw FixtureError(
                file: path, line: line, column: column,
                message:
                    "nesting deeper than \(NestingGuard.maximumDepth) levels (about \(depth)); a layout tree this deep is not supported"
            )
            .withCharacterColumn(in: text)
        }
        var decoder = FixtureDecoder(file: path, directory: directory(of: path))
        decoder.appearance = appearance
        // Strict JSON (typical of generated, large fixtures) takes the fast scanner; its columns
        // count bytes, converted to characters for the message.
        if let json = JSONScanner.parse(text) {
            do {
                var fixture = try decoder.decodeDocument(json)
                let lines = LineIndex(text)
                fixture.valueLocations = fixture.valueLocations.mapValues {
                    $0.withCharacterColumn(in: lines)
                }
                return fixture
            } catch {
                throw error.withCharacterColumn(in: text)
            }
        }
        let document: Node
        do {
            // The conversion reads only each scalar's text and style, never its resolved tag: the
            // basic resolver skips Yams' regular expressions (a tenth of a `check` of small cells).
            // UTF-8 is what Yams' default picks for a Swift string, but that default reads the
            // whole environment on every parse (4% of the same `check`).
            guard let composed = try Yams.compose(yaml: text, .basic, .default, .utf8) else {
                throw FixtureError(
                    file: path, message: "the file is empty; expected a mapping with a 'root' node")
            }
            document = composed
        } catch let error as FixtureError {
            throw error
        } catch let error as YamlError {
            throw Self.locate(error, file: path)
        } catch {
            throw FixtureError(file: path, message: "cannot parse: \(error)")
        }
        var conversion = YAMLConversion(file: path)
        return try decoder.decodeDocument(try conversion.convert(document))
    }

    /// Yams' errors, as file:line:column and the parser's own words.
    static func locate(_ error: YamlError, file: String) -> FixtureError {
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let prefix = context.map { "\($0.text) " } ?? ""
            return FixtureError(
                file: file, line: mark.line, column: mark.column,
                message: "invalid YAML: \(prefix)\(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return FixtureError(
                file: file, line: context.mark.line, column: context.mark.column,
                message: "duplicate key\(duplicates.count == 1 ? "" : "s") "
                    + duplicates.map { "'\($0)'" }.joined(separator: ", ") + " in one mapping")
        case .reader(let problem, _, _, _):
            return FixtureError(file: file, message: "cannot read the text: \(problem)")
        default:
            return FixtureError(file: file, message: "invalid YAML: \(error)")
        }
    }

    /// The folder part of `path` ("" for a bare file name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return path[..<slash].isEmpty ? "/" : String(path[..<slash])
    }

    /// Reads a whole file as UTF-8, with errors naming the file.
    static func readFile(_ path: String) throws(FixtureError) -> String {
        guard let file = fopen(path, "rb") else {
            throw FixtureError(
                file: path, message: "cannot read the fixture: \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        // Not zeroed first: fread fills what is read of it (zeroing it cost a check of small
        // fixtures 1.5 % of its instructions).
        var chunk = [UInt8](unsafeUninitializedCapacity: 1 << 16) { $1 = 1 << 16 }
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
            if bytes.count > maximumFileSize {
                throw FixtureError(
                    file: path, message: "the file is larger than \(maximumFileSize >> 20) MiB")
            }
            if count < chunk.count {
                if ferror(file) != 0 {
                    throw FixtureError(
                        file: path,
                        message: "cannot read the fixture: \(String(cString: strerror(errno)))")
                }
                break
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw FixtureError(file: path, message: "the file is not valid UTF-8 text")
        }
        return text
    }
}
