#if canImport(Glibc)
    import Glibc
#endif

/// Transparent huge pages for the fresh 12–16 MB buffers of a picture (a decoded PNG, a
/// render). Touching such a buffer for the first time took 4,096 page faults
/// of 4 KiB each, about 6 ms a buffer, more than decoding or drawing it; backed by 2 MiB pages
/// it takes eight. The kernel here gives huge pages only where asked (`enabled` is `madvise`).
///
/// The corresponding C function is `madvise`.
enum HugePages {
    /// The size of a huge page on x86-64 and arm64 (4 KiB base pages).
    static let size = 2 << 20

    /// Asks for huge pages over the whole 2 MiB-aligned pages inside `count` bytes at `base`,
    /// before they are first written. Smaller buffers, and kernels that refuse, are left as
    /// they are: it changes how fast the memory comes, never what it holds.
    static func advise(_ base: UnsafeMutableRawPointer, count: Int) {
        #if os(Linux)
            guard count >= 2 * size else { return }
            let mask = UInt(size - 1)
            let start = (UInt(bitPattern: base) + mask) & ~mask
            let end = (UInt(bitPattern: base) + UInt(count)) & ~mask
            guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else {
                return
            }
            _ = madvise(aligned, Int(end - start), MADV_HUGEPAGE)
        #endif
    }
}
