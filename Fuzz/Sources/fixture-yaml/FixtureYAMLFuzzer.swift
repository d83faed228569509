import FuzzSupport

/// Fuzzes the fixture decoder on YAML text (Yams, then `YAMLConversion` and `FixtureDecoder`):
/// any input is a fixture or a located `FixtureError`, never a trap, a hang or a leak.
/// Seeds: `Fuzz/Corpus/fixture-yaml` (the `Snapshots/*.yaml` fixtures).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFixtureYAML(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = FuzzInput.text(data, size) else { return 0 }
    _ = FixtureDecoding.decode(text)
    return 0
}
