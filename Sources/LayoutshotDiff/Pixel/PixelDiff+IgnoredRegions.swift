extension PixelDiff {
    /// Stage 3: classifies every pixel inside `regions` (clipped to the image) as `.ignored`,
    /// so that stage 4 leaves them out. pixelmatch has no such option (users zero the regions
    /// in both images themselves; mapbox/pixelmatch#9, #40, #69).
    static func markIgnoredRegions(
        _ regions: [PixelRect], width: Int, height: Int,
        in classes: UnsafeMutableBufferPointer<PixelClass>
    ) {
        for region in regions {
            guard let rect = region.clipped(toWidth: width, height: height) else { continue }
            for y in rect.y..<rect.y + rect.height {
                let start = y * width + rect.x
                UnsafeMutableBufferPointer(rebasing: classes[start..<start + rect.width]).update(
                    repeating: .ignored)
            }
        }
    }
}
