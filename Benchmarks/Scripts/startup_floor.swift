// The start-up floor of `make bench`'s commands section: what any process with `layoutshot`'s
// shared libraries and Swift's Foundation takes to start and exit, with none of our code.
// Benchmarks/bench.sh builds it linked against the libraries `layoutshot` itself needs (read
// from its ELF header), once with the shared Swift runtime and once with the static one.
import Foundation

// Foundation must be used, or the linker leaves it out: one call that every command makes.
exit(FileManager.default.currentDirectoryPath.isEmpty ? 1 : 0)
