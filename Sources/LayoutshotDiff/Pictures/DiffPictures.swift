import LayoutshotCore

/// Pictures of a change: the diff image (pixelmatch's style), a side-by-side composite, and one
/// enlarged crop per changed region for pull-request comments.
///
/// ```swift
/// let diff = DiffPictures.diffImage(expected: reference, comparison: comparison)
/// let composite = DiffPictures.composite(expected: reference, diff: diff, actual: actual)
/// ```
public enum DiffPictures {
    /// pixelmatch's defaults: the reference at 10 % strength, red changes, yellow anti-aliasing.
    public static let fadeAlpha = 0.1
    /// The colour of a changed pixel in the diff image: red, pixelmatch's `diffColor`.
    public static let differentColor = Color(red: 255, green: 0, blue: 0)
    /// The colour of a pixel that differs only by anti-aliasing: yellow, pixelmatch's `aaColor`.
    public static let antialiasedColor = Color(red: 255, green: 255, blue: 0)
    /// The colour of every pixel inside an ignored region (light blue, `#90CAF9`), changed or not.
    public static let ignoredColor = Color(red: 0x90, green: 0xCA, blue: 0xF9)
    /// The gaps between the panels of a composite.
    static let gapColor = Color(red: 0x9E, green: 0x9E, blue: 0x9E)

    /// The reference as faded grey with the changed pixels painted over it (`drawGrayPixel` and
    /// `drawPixel` of pixelmatch).
    public static func diffImage(expected: RGBAImage, comparison: PixelComparison) -> RGBAImage {
        var output = RGBAImage(width: expected.width, height: expected.height)
        let classes = comparison.classification
        expected.pixels.withUnsafeBufferPointer { input in
            output.pixels.withUnsafeMutableBufferPointer { out in
                for pixel in 0..<expected.width * expected.height {
                    let offset = pixel * 4
                    let kind = pixel < classes.count ? classes[pixel] : .same
                    let color: Color
                    switch kind {
                    case .different: color = differentColor
                    case .antialiased: color = antialiasedColor
                    case .ignored: color = ignoredColor
                    case .same:
                        let r = Double(input[offset])
                        let g = Double(input[offset + 1])
                        let b = Double(input[offset + 2])
                        let alpha = fadeAlpha * Double(input[offset + 3]) / 255
                        let y = r * 0.29889531 + g * 0.58662247 + b * 0.11448223
                        let grey = UInt8(clamping: Int((255 + (y - 255) * alpha).rounded()))
                        color = Color(red: grey, green: grey, blue: grey)
                    }
                    out[offset] = color.red
                    out[offset + 1] = color.green
                    out[offset + 2] = color.blue
                    out[offset + 3] = 255
                }
            }
        }
        return output
    }

    /// Reference | diff | actual, side by side with 8-pixel grey gaps; panels of other heights
    /// are padded with the gap colour. Without a diff (sizes differ): reference | actual.
    public static func composite(
        expected: RGBAImage, diff: RGBAImage?, actual: RGBAImage, gap: Int = 8
    ) -> RGBAImage {
        let panels = [expected] + (diff.map { [$0] } ?? []) + [actual]
        let width = panels.reduce(0) { $0 + $1.width } + gap * (panels.count + 1)
        let height = (panels.map(\.height).max() ?? 0) + gap * 2
        var output = RGBAImage(width: width, height: height, fill: gapColor)
        var x = gap
        for panel in panels {
            paste(panel, into: &output, at: (x, gap))
            x += panel.width + gap
        }
        return output
    }

    /// For each region: reference | diff | actual of its bounding box plus `margin`, enlarged
    /// by a whole factor (no smoothing, so pixels stay visible) to about `targetSize` pixels.
    public static func crops(
        expected: RGBAImage, diff: RGBAImage, actual: RGBAImage, regions: [PixelRect],
        margin: Int = 8, targetSize: Int = 240
    ) -> [RGBAImage] {
        regions.map { region in
            let x0 = Swift.max(0, region.x - margin)
            let y0 = Swift.max(0, region.y - margin)
            let x1 = Swift.min(expected.width, region.x + region.width + margin)
            let y1 = Swift.min(expected.height, region.y + region.height + margin)
            let box = PixelRect(
                x: x0, y: y0, width: Swift.max(1, x1 - x0), height: Swift.max(1, y1 - y0))
            let factor = Swift.max(1, Swift.min(8, targetSize / Swift.max(box.width, box.height)))
            let parts = [expected, diff, actual].map { enlarge(cut($0, box), by: factor) }
            return composite(expected: parts[0], diff: parts[1], actual: parts[2], gap: 4)
        }
    }

    /// The changed regions worth a crop each: clusters closer than `gap` pixels merge (the glyphs
    /// of one changed word become one region), largest first, at most `limit`.
    public static func regions(_ clusters: [PixelCluster], gap: Int = 16, limit: Int = 5)
        -> [PixelRect]
    {
        var boxes = clusters.map(\.boundingBox)
        var merged = true
        while merged {
            merged = false
            outer: for i in boxes.indices {
                for j in boxes.indices where j > i && near(boxes[i], boxes[j], gap) {
                    boxes[i] = union(boxes[i], boxes[j])
                    boxes.remove(at: j)
                    merged = true
                    break outer
                }
            }
        }
        return Array(
            boxes.sorted { ($0.width * $0.height, $1.y, $1.x) > ($1.width * $1.height, $0.y, $0.x) }
                .prefix(limit))
    }

    static func near(_ a: PixelRect, _ b: PixelRect, _ gap: Int) -> Bool {
        a.x - gap <= b.x + b.width && b.x - gap <= a.x + a.width && a.y - gap <= b.y + b.height
            && b.y - gap <= a.y + a.height
    }

    static func union(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
        let x = Swift.min(a.x, b.x)
        let y = Swift.min(a.y, b.y)
        return PixelRect(
            x: x, y: y, width: Swift.max(a.x + a.width, b.x + b.width) - x,
            height: Swift.max(a.y + a.height, b.y + b.height) - y)
    }

    /// The pixels of `image` inside `rect` (clamped to the image).
    static func cut(_ image: RGBAImage, _ rect: PixelRect) -> RGBAImage {
        let width = Swift.max(0, Swift.min(rect.width, image.width - rect.x))
        let height = Swift.max(0, Swift.min(rect.height, image.height - rect.y))
        var output = RGBAImage(width: width, height: height)
        for row in 0..<height {
            let source = ((rect.y + row) * image.width + rect.x) * 4
            output.pixels.replaceSubrange(
                row * width * 4..<(row + 1) * width * 4,
                with: image.pixels[source..<source + width * 4])
        }
        return output
    }

    /// Nearest-neighbour enlargement by a whole factor.
    static func enlarge(_ image: RGBAImage, by factor: Int) -> RGBAImage {
        guard factor > 1 else { return image }
        var output = RGBAImage(width: image.width * factor, height: image.height * factor)
        for y in 0..<output.height {
            for x in 0..<output.width {
                let source = ((y / factor) * image.width + x / factor) * 4
                let target = (y * output.width + x) * 4
                output.pixels[target] = image.pixels[source]
                output.pixels[target + 1] = image.pixels[source + 1]
                output.pixels[target + 2] = image.pixels[source + 2]
                output.pixels[target + 3] = image.pixels[source + 3]
            }
        }
        return output
    }

    /// Copies `image` into `canvas` at `origin` (both fully inside).
    static func paste(_ image: RGBAImage, into canvas: inout RGBAImage, at origin: (Int, Int)) {
        for row in 0..<image.height {
            let target = ((origin.1 + row) * canvas.width + origin.0) * 4
            canvas.pixels.replaceSubrange(
                target..<target + image.width * 4,
                with: image.pixels[row * image.width * 4..<(row + 1) * image.width * 4])
        }
    }
}
