/// The bytes a `JSONOutputEncoder` writes, and the objects and lists open in them. Written
/// straight through: a container is closed when its parent's next member begins or the value
/// that opened it returns, so the containers of the `Encoder` protocol need no end call.
final class JSONOutputWriter {
    /// An open object or list.
    struct Frame {
        let isObject: Bool
        /// 0 for the document's own container; members are indented `2 * (depth + 1)`. A
        /// container on the line of a one-line object shares its depth: what breaks lines in it
        /// is indented from that line.
        let depth: Int
        /// Everything in it on one line (a `.oneLine` object, or inside one).
        let oneLine: Bool
        /// A `.scalarsShareALine` object.
        let packsScalars: Bool
        var count = 0
        /// A list of objects or lists: one item a line. Decided by its first item.
        var itemPerLine = false
        /// The last member written was a string, number, boolean or null.
        var lastWasScalar = false
    }

    // Unchecked exclusivity, by the package's rule (`CheckedMutex`): a writer is one
    // document's, written on one thread, and no access is held across a call back into it. The
    // run-time checks were a sixth of writing the layout document of 100,001 nodes.
    @exclusivity(unchecked) var bytes: [UInt8] = []
    @exclusivity(unchecked) private(set) var frames: [Frame] = []
    /// The key of the object member whose value comes next.
    @exclusivity(unchecked) var pendingKey = ""

    /// Encodes `value` as a member of frame `parent` (-1: as the document), its key already
    /// pending if `parent` is an object, and closes what it opened.
    func encode<Value: Encodable>(_ value: Value, in parent: Int) throws {
        try encode(
            value, in: parent, style: (Value.self as? any JSONOutputStyled.Type)?.jsonOutputStyle)
    }

    /// Encodes `value` as `encode(_:in:)` does, with `style` the one `Value` asks for, looked up
    /// once for a list of them (`JSONOutputObject.list(_:forKey:)`).
    func encode<Value: Encodable>(_ value: Value, in parent: Int, style: JSONOutputStyle?) throws {
        let written = bytes.count
        try value.encode(to: JSONOutputEncoding(writer: self, parent: parent, style: style))
        if bytes.count == written { open(object: true, style: style) }
        close(above: parent)
    }

    /// Closes every container opened after frame `index`: the next value is a member of it.
    func close(above index: Int) {
        while frames.count - 1 > index { closeLast() }
    }

    /// Opens an object or a list as the next value. `style` is the one the object's type asks
    /// for, `nil` when it asks for none: then it is on one line inside a one-line object, one
    /// member a line elsewhere. A type's own style holds inside a one-line object too (an
    /// issue of `lint --json` on one line, with its explanation one member a line).
    func open(object: Bool, style: JSONOutputStyle?) {
        beginValue(isContainer: true)
        let parent = frames.last
        let inherited = parent?.oneLine == true
        let oneLine = object ? style.map { $0 == .oneLine } ?? inherited : inherited
        let depth = parent.map { $0.oneLine ? $0.depth : $0.depth + 1 } ?? 0
        frames.append(
            Frame(
                isObject: object, depth: depth, oneLine: oneLine,
                packsScalars: object && style == .scalarsShareALine))
        bytes.append(UInt8(ascii: object ? "{" : "["))
    }

    /// Writes a string, number, boolean or null (`text`, already JSON) as the next value.
    func scalar(_ text: String) {
        beginValue(isContainer: false)
        bytes.append(contentsOf: text.utf8)
    }

    /// Writes a string as the next value, quoted and escaped as `jsonQuoted` does.
    func string(_ value: String) {
        beginValue(isContainer: false)
        appendJSONQuoted(value, to: &bytes)
    }

    /// Writes a number as the next value, as `formatPoints` does; `null` for infinity and NaN,
    /// which JSON cannot hold (`formatPoints` would write `inf`, which no JSON reader takes).
    func number(_ value: Double) {
        beginValue(isContainer: false)
        appendNumber(value)
    }

    /// Writes `values`, at least one, as a list on one line, the next value: the bytes of
    /// `open(object: false, style: nil)`, a `number(_:)` an item and the list's close, without
    /// a frame for the list and a `beginValue` for each item (a node's frame of the layout
    /// document was four numbers written one by one).
    func numbers(_ values: UnsafeBufferPointer<Double>) {
        beginValue(isContainer: true)
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { append(", ") }
            appendNumber(value)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private func appendNumber(_ value: Double) {
        if value.isFinite {
            appendPoints(value, to: &bytes)
        } else {
            bytes.append(contentsOf: "null".utf8)
        }
    }

    /// What comes before a value in its container: the separator, the line break and
    /// indentation, and the key.
    private func beginValue(isContainer: Bool) {
        guard var frame = frames.last else { return }
        if frame.isObject {
            if frame.oneLine || (frame.packsScalars && !isContainer && frame.lastWasScalar) {
                if frame.count > 0 { append(", ") }
            } else {
                newLine(first: frame.count == 0, depth: frame.depth + 1)
            }
            appendJSONQuoted(pendingKey, to: &bytes)
            append(": ")
            frame.lastWasScalar = !isContainer
        } else {
            if frame.count == 0 { frame.itemPerLine = isContainer && !frame.oneLine }
            if frame.itemPerLine {
                newLine(first: frame.count == 0, depth: frame.depth + 1)
            } else if frame.count > 0 {
                append(", ")
            }
        }
        frame.count += 1
        frames[frames.count - 1] = frame
    }

    private func closeLast() {
        let frame = frames.removeLast()
        if frame.count == 0 {
            if frame.depth == 0, !frame.oneLine { bytes.append(UInt8(ascii: "\n")) }
        } else if frame.isObject ? !frame.oneLine : frame.itemPerLine {
            newLine(first: true, depth: frame.depth)
        }
        bytes.append(UInt8(ascii: frame.isObject ? "}" : "]"))
    }

    private func newLine(first: Bool, depth: Int) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\n"))
        // Copied from a run of spaces: appending a `repeatElement` was a tenth of the writer.
        var remaining = 2 * depth
        while remaining > 0 {
            let run = Swift.min(remaining, Self.spaces.count)
            bytes.append(contentsOf: Self.spaces[0..<run])
            remaining -= run
        }
    }

    /// The indentation's spaces.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    private func append(_ text: StaticString) {
        bytes.append(
            contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
