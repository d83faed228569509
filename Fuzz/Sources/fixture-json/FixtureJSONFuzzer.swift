import FuzzSupport

/// Fuzzes the fixture decoder on JSON text. `FixtureLoader.decode` takes strict JSON through
/// `JSONScanner` (byte columns turned into character columns) and falls back to Yams for
/// anything else, so mutations of the JSON seeds exercise the scanner, its hand-off to Yams,
/// and the decoder: a fixture or a located `FixtureError`, never a trap.
/// Seeds: `Fuzz/Corpus/fixture-json` (JSON fixtures).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFixtureJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = FuzzInput.text(data, size) else { return 0 }
    _ = FixtureDecoding.decode(text)
    return 0
}
