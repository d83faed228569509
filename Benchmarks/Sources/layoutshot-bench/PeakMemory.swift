import Foundation

/// The process's peak resident set size, from `getrusage`: what a whole benchmark run needed at
/// its worst, including every buffer already freed (a 1500x2668 render holds several 16 MB ones).
enum PeakMemory {
    /// Peak RSS in kilobytes (Linux reports `ru_maxrss` in KiB).
    static var kilobytes: Int {
        var usage = rusage()
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss)
    }
}
