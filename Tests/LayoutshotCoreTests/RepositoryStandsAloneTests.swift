import Foundation
import LayoutshotTestSupport
import Testing

/// A clone of the repository has only the repository: nothing in it may send a reader, a script
/// or a test to the folder beside it that the project's developers have and users do not.
///
/// Reads the files git tracks (`git ls-files`); where git is unavailable (an exported tarball),
/// walks the repository instead, leaving out `.git` and the `.build*` folders. Never skipped.
struct RepositoryStandsAloneTests {
    /// The path no tracked file may contain, spelled so that this file does not contain it.
    static let forbidden = ".." + "/" + "shared"

    static let root = PackageFolder.root

    /// The repository's files, relative to its root.
    static func repositoryFiles() -> [String] {
        if let tracked = trackedFiles() { return tracked }
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            let name = url.lastPathComponent
            if name == ".git" || name.hasPrefix(".build") {
                enumerator?.skipDescendants()
                continue
            }
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files.append(String(url.path.dropFirst(root.path.count + 1)))
            }
        }
        return files
    }

    /// `git ls-files`, or `nil` when git cannot list them.
    static func trackedFiles() -> [String]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path, "ls-files", "-z"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func noFileRefersToTheFolderBesideTheRepository() throws {
        let files = Self.repositoryFiles()
        #expect(files.count > 100, "found only \(files.count) files under \(Self.root.path)")
        let needle = Data(Self.forbidden.utf8)
        var offenders: [String] = []
        for file in files {
            guard
                let data = FileManager.default.contents(
                    atPath: Self.root.appendingPathComponent(file).path),
                data.range(of: needle) != nil
            else { continue }
            let lines = String(decoding: data, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() where line.contains(Self.forbidden) {
                offenders.append(
                    "\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(
            offenders.isEmpty,
            """
            \(offenders.count) line(s) refer to \(Self.forbidden), which a clone does not have; \
            point them at a file in the repository instead:
            \(offenders.joined(separator: "\n"))
            """)
    }
}
