/// What the classification stage counted over the changed rows.
struct PixelTally {
    /// Pixels classified `.different`.
    var differentPixels = 0
    /// Pixels classified `.antialiased`.
    var antialiasedPixels = 0
    /// The largest per-channel difference outside the ignored regions.
    var largestChannelDelta = 0
    /// The rows holding at least one `.different` pixel, ascending: the only rows the cluster
    /// stage has to read.
    var rowsWithDifferences: [Int] = []
}
