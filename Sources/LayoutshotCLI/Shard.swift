import ArgumentParser
import LayoutshotCore

/// `--shard i/n`: this run checks (or records) shard `i` of `n`. Every fixture belongs to
/// exactly one shard, chosen by rendezvous (highest-random-weight) hashing of its path relative
/// to the folder that was searched: the fixture goes to the shard whose weight
/// `hash("<shard>:<path>")` is highest. The hash is FNV-1a 64 with a final mix, fixed forever,
/// so the split is the same on every machine and every run, and adding a fixture never moves
/// another one; going from n to n+1 shards moves only about 1/(n+1) of them.
struct Shard: Equatable, Sendable, CustomStringConvertible {
    /// 1-based: 1…count.
    var index: Int
    var count: Int

    /// Parses `i/n`; the message says what is wrong and what is expected.
    init(parsing text: String) throws(ValidationError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ValidationError("--shard \(text): expected i/n, two whole numbers such as 1/4.")
        }
        guard count >= 1 else {
            throw ValidationError("--shard \(text): the number of shards must be at least 1.")
        }
        guard (1...count).contains(index) else {
            throw ValidationError(
                "--shard \(text): the shard must be between 1 and \(count) (shards count from 1).")
        }
        self.index = index
        self.count = count
    }

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    var description: String { "\(index)/\(count)" }

    /// The shard (1…count) that `key` belongs to among `count` shards.
    static func owner(of key: String, count: Int) -> Int {
        var best = 1
        var bestWeight: UInt64 = 0
        for shard in 1...max(1, count) {
            let weight = weight(key, shard: shard)
            if shard == 1 || weight > bestWeight {
                best = shard
                bestWeight = weight
            }
        }
        return best
    }

    /// FNV-1a 64 of `"<shard>:<key>"`, then MurmurHash3's 64-bit finaliser: FNV-1a alone
    /// spreads a change in the last bytes poorly into the high bits that the comparison uses.
    static func weight(_ key: String, shard: Int) -> UInt64 {
        var fnv = FNV1a()
        fnv.add("\(shard):\(key)".utf8)
        var hash = fnv.value
        hash ^= hash >> 33
        hash &*= 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        hash &*= 0xc4ce_b9fe_1a85_ec53
        hash ^= hash >> 33
        return hash
    }

    /// Whether this shard owns `key`.
    func contains(_ key: String) -> Bool { Self.owner(of: key, count: count) == index }

    /// The entries of this shard, in their order.
    func select(_ entries: [FixtureDiscovery.Entry]) -> [FixtureDiscovery.Entry] {
        entries.filter { contains($0.shardKey) }
    }
}

/// The `--shard` option shared by `check` and `record`.
struct ShardOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Only the fixtures of shard i of n (1-based), e.g. 1/4: a stable split for a CI matrix.",
            valueName: "i/n"))
    var shard: String?

    func validate() throws {
        if let shard { _ = try Shard(parsing: shard) }
    }

    /// The entries this run handles: all of them without `--shard`.
    func select(_ entries: [FixtureDiscovery.Entry]) -> [FixtureDiscovery.Entry] {
        guard let shard, let parsed = try? Shard(parsing: shard) else { return entries }
        return parsed.select(entries)
    }
}

extension FixtureDiscovery.Entry {
    /// What a fixture is sharded by: its path relative to the folder that was searched, with
    /// `/` separators, so the split does not depend on where the repository is checked out.
    var shardKey: String { relative.isEmpty ? fixture : relative }
}
