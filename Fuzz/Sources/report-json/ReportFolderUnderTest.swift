import Foundation

/// One folder per fuzzing process, made on first use, holding the three files: in memory
/// (`/dev/shm`) where there is one, since three file writes on disk cost more than the readers.
enum ReportFolderUnderTest {
    static let folder: String = {
        let base =
            FileManager.default.fileExists(atPath: "/dev/shm")
            ? "/dev/shm/" : NSTemporaryDirectory()
        let path = base + "layoutshot-fuzz-report-\(ProcessInfo.processInfo.processIdentifier)"
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            fatalError("cannot make \(path): \(error)")
        }
        return path
    }()
}
