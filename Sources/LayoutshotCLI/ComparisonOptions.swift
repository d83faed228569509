import ArgumentParser
import LayoutshotDiff

/// The options of a pixel comparison that `check` and `diff` share: pixelmatch's threshold and
/// whether anti-aliased pixels count.
struct ComparisonOptions: ParsableArguments {
    @Option(name: .long, help: "pixelmatch's colour threshold, 0…1 (omitted: exact comparison).")
    var threshold: Double?

    @Flag(name: .long, help: "Count anti-aliased pixels as differences.")
    var includeAA = false

    func validate() throws {
        if let threshold, !(0...1).contains(threshold) {
            throw ValidationError("--threshold must be between 0 and 1.")
        }
    }

    /// pixelmatch's options as these ask for them.
    var pixelDiff: PixelDiffOptions { PixelDiffOptions(threshold: threshold, includeAA: includeAA) }
}
