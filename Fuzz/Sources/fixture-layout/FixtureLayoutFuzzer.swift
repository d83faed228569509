import FuzzSupport
import LayoutshotFixtures
import LayoutshotLayout
import LayoutshotRender

/// Fuzzes the layout of decoded fixtures: every fixture the decoder accepts lays out (fixed
/// text and image sizes, see `FixedMeasurers`) with finite frames and sizes that are not
/// negative, and flattens into a display list whose pixel size is computed without a trap.
/// Seeds: `Fuzz/Corpus/fixture-layout` (YAML and JSON fixtures).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFixtureLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = FuzzInput.text(data, size), let fixture = FixtureDecoding.decode(text) else {
        return 0
    }
    let measurers = FixedMeasurers()
    let layout = fixture.layout(
        environment: LayoutEnvironment(
            scale: fixture.scale, textMeasurer: measurers,
            imageSizer: measurers))
    LayoutInvariants.check(layout, scale: fixture.scale)
    let list = DisplayList(
        layout: layout, root: fixture.root, scale: fixture.scale, background: fixture.background
    ) {
        text, _ in measurers.measure(text, fitting: .init(.infinity, .infinity)).ascender
    }
    let (width, height) = list.pixelSize
    if width < 0 || height < 0 { fatalError("negative pixel size \(width)x\(height)") }
    return 0
}
