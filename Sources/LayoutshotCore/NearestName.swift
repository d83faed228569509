/// Suggests the valid name closest to a misspelt one, for "did you mean" hints: the fixture
/// decoder's keys and kinds, the ids `explain` is asked for.
///
/// ```swift
/// NearestName.suggest("colour", from: ["color", "id"])   // "color"
/// ```
public enum NearestName {
    /// The candidate with the smallest edit distance (case-insensitive) to `name`, if it is
    /// close enough to be a plausible typo: at most a third of the name's length, and at least 1.
    public static func suggest(_ name: String, from candidates: [String]) -> String? {
        let lowered = Array(name.lowercased().unicodeScalars)
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            if best == nil || distance < best!.1 { best = (candidate, distance) }
        }
        guard let (candidate, distance) = best else { return nil }
        return distance <= Swift.max(1, lowered.count / 3) ? candidate : nil
    }

    /// The Levenshtein distance between `a` and `b`, computed in two rows.
    public static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = Swift.min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
