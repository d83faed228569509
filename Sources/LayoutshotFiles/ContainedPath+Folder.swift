extension ContainedPath {
    /// The folder part of `path` as written ("a/b" → "a", "b" → "", "/b" → "/"), in
    /// `NSString.deletingLastPathComponent`'s terms. For paths read from untrusted files:
    /// Foundation's own traps on every one-character path ("C") in Swift 6.3 on Linux, which a
    /// manifest.json could hold.
    public static func folder(of path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        var folder = path[..<slash]
        while folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder.isEmpty ? "/" : String(folder)
    }
}
