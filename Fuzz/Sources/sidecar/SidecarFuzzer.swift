import LayoutshotDiff
import LayoutshotLayout

/// Fuzzes `LayoutDocument.read`, the reader of a reference's `.layout.json` sidecar (bytes from a
/// pull request, decoded when a picture differs): any bytes are a document or a
/// `LayoutDocument.DecodingError`, never a trap. A document read MUST write a sidecar that
/// reads back and writes the same bytes again. Seeds: `Fuzz/Corpus/sidecar` (the gallery's).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSidecar(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let document = try? LayoutDocument.read(bytes, file: "fuzz.layout.json") else { return 0 }
    let written = document.sidecarBytes()
    guard let again = try? LayoutDocument.read(written, file: "again.layout.json") else {
        fatalError(
            "a sidecar written from a read one does not read: \(String(decoding: written, as: UTF8.self))"
        )
    }
    if again.sidecarBytes() != written { fatalError("a sidecar read and written again changed") }
    return 0
}
