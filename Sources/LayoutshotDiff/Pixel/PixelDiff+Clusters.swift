extension PixelDiff {
    /// Stage 5, beyond pixelmatch (which returns only a count; mapbox/pixelmatch#81, #94): the
    /// 8-connected components of the `.different` pixels and their bounding box, read from the
    /// classification of the rows that hold any.
    ///
    /// - Parameters:
    ///   - rows: The rows with at least one `.different` pixel, ascending.
    ///   - width: Columns of the image.
    ///   - classes: The classification, row-major.
    /// - Returns: The clusters, largest first, and the bounding box of them all.
    /// - Complexity: O(rows × width / 8) to find the runs, then near-linear in the runs.
    static func findClusters(
        rows: [Int], width: Int,
        classes: UnsafeBufferPointer<PixelClass>
    ) -> (clusters: [PixelCluster], boundingBox: PixelRect?) {
        guard let base = classes.baseAddress else { return ([], nil) }
        let bytes = UnsafeRawPointer(base)
        var runs = PixelRuns()
        for y in rows {
            let rowStart = y * width
            var x = 0
            while x < width {
                // Eight `.same` pixels at a time (`.same` is 0).
                if x + 8 <= width
                    && bytes.loadUnaligned(fromByteOffset: rowStart + x, as: UInt64.self) == 0
                {
                    x += 8
                    continue
                }
                guard base[rowStart + x] == .different else {
                    x += 1
                    continue
                }
                let start = x
                while x < width && base[rowStart + x] == .different { x += 1 }
                runs.append(y: y, start: start, end: x - 1)
            }
        }
        return runs.clusters()
    }
}
