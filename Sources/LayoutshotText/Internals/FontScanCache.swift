import CPangoCairo
import Foundation
import LayoutshotCore

/// Where fontconfig may keep its scan of a font folder (the bundled fonts) between processes:
/// without it every process that lays out text has FreeType parse all twelve files again.
///
/// The cache lives in the user's cache folder, in a subfolder named after the fontconfig version
/// and every font file's path, size and modification time, so a changed or replaced font is
/// never read from an old scan (fontconfig itself checks only the folder's modification time).
/// fontconfig writes it (a temporary file renamed into place); reading it gives the same
/// patterns as parsing the files, and `FontConfiguration` checks that it gave the same files
/// in the same order before using it.
///
/// ```swift
/// let cache = FontScanCache(fonts: "/usr/local/share/layoutshot/fonts", files: files)
/// cache?.folder   // "/root/.cache/layoutshot/fontconfig/21401-1df9ceb27df1693a"
/// ```
struct FontScanCache: Equatable, Sendable {
    /// The font folder whose scan is cached.
    let fonts: String
    /// The folder fontconfig reads and writes the scan in; it exists and is writable.
    let folder: String

    /// The cache for `files`, the font files of the folder `fonts`; `nil` when there is no user
    /// cache folder (no `XDG_CACHE_HOME` or `HOME`) or it cannot be made writable, so that
    /// fontconfig never complains of an unwritable cache and the fonts are parsed as before.
    ///
    /// - Parameter environment: reads one environment variable (`getenv` unless a test says).
    init?(fonts: String, files: [String], environment: (String) -> String? = Self.variable) {
        guard let root = Self.root(environment: environment) else { return nil }
        var stamps = ""
        for file in files.sorted() {
            var status = stat()
            guard stat(file, &status) == 0 else { return nil }
            stamps += "\(file)\0\(status.st_size)\0\(Self.modified(status))\n"
        }
        let key = Array(stamps.utf8).withUnsafeBytes { FNV1a.hex(of: $0) }
        let parent = root + "/layoutshot/fontconfig"
        let folder = parent + "/\(FcGetVersion())-\(key)"
        if access(folder, W_OK) == 0 {
            // Marks the scan as used, for `prune`: one system call.
            utimes(folder, nil)
        } else {
            try? FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true)
            guard access(folder, W_OK) == 0 else { return nil }
            Self.prune(parent, keeping: folder)
        }
        self.fonts = fonts
        self.folder = folder
    }

    /// How many scans are kept: every checkout, build folder and install has fonts of its own
    /// modification times, so each adds a folder (about 36 KB).
    static let kept = 8

    /// Deletes the scans of `parent` beyond the `kept` most recently used (`folder`, just made,
    /// among them), so that the cache does not grow with every checkout. Only folders named as
    /// this type names them are touched; a scan deleted while another process reads it is
    /// parsed again there, as without a cache.
    static func prune(_ parent: String, keeping folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else {
            return
        }
        let scans = names.filter(isScanFolderName).map { name -> (path: String, used: Int) in
            var status = stat()
            let path = parent + "/" + name
            return (path, stat(path, &status) == 0 ? Int(modificationTime(status).tv_sec) : 0)
        }
        let stale = scans.filter { $0.path != folder }.sorted {
            ($0.used, $0.path) > ($1.used, $1.path)
        }
        .dropFirst(kept - 1)
        for scan in stale { try? FileManager.default.removeItem(atPath: scan.path) }
    }

    /// `<fontconfig version>-<16 hex digits>`, as `init` names a scan's folder.
    private static func isScanFolderName(_ name: String) -> Bool {
        let parts = name.split(separator: "-")
        return parts.count == 2 && parts[0].allSatisfy(\.isASCII) && parts[0].allSatisfy(\.isNumber)
            && parts[1].count == 16 && parts[1].allSatisfy(\.isHexDigit)
    }

    /// `$XDG_CACHE_HOME` when it is an absolute path, else `$HOME/.cache` (the XDG rule).
    static func root(environment: (String) -> String?) -> String? {
        if let cache = environment("XDG_CACHE_HOME"), cache.hasPrefix("/") { return cache }
        if let home = environment("HOME"), home.hasPrefix("/") { return home + "/.cache" }
        return nil
    }

    /// One variable of the process's environment: cheaper than `ProcessInfo`'s whole dictionary.
    static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    private static func modified(_ status: stat) -> String {
        let time = modificationTime(status)
        return "\(time.tv_sec).\(time.tv_nsec)"
    }

    private static func modificationTime(_ status: stat) -> timespec {
        #if canImport(Darwin)
            status.st_mtimespec
        #else
            status.st_mtim
        #endif
    }
}
