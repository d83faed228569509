import Foundation
import LayoutshotTestSupport
import Testing

/// `layoutshot preview` runs the server built beside it, or says how to build it.
struct PreviewCommandTests {
    @Test func withoutTheServerBesideItSaysHowToBuildIt() throws {
        let folder = try CommandRunner.folder(with: [:])
        let alone = folder.appendingPathComponent("layoutshot")
        try FileManager.default.copyItem(at: CommandRunner.binary, to: alone)
        let result = try CommandRunner.run(["preview", "."], in: folder, executable: alone)
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "the preview server layoutshot-preview is not built beside \(alone.path)"),
            "\(result.stderr)")
        #expect(
            result.stderr.contains("swift build -c release --product layoutshot-preview"),
            "\(result.stderr)")
    }

    @Test func besideTheServerItRunsItAndCtrlCStopsIt() throws {
        let folder = try CommandRunner.folder(with: [
            "card.yaml": "sizeRange: [100, 40]\nroot: {type: box, color: red}\n"
        ])
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = ["preview", ".", "--port", "0"]
        process.currentDirectoryURL = folder
        let out = Pipe()
        process.standardOutput = out
        // The first line, waited for on a thread of its own and for a bounded time: a server
        // that never prints it fails the test with what it did print, instead of hanging the run.
        let firstOutput = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var line = ""  // written before the signal, read after it
        Thread.detachNewThread {
            line = String(decoding: out.fileHandleForReading.availableData, as: UTF8.self)
            firstOutput.signal()
        }
        try process.run()
        guard firstOutput.wait(timeout: .now() + 60) == .success else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            Issue.record("the server printed no line within 60 s")
            return
        }
        #expect(line.hasPrefix("Previewing at http://127.0.0.1:"), "\(line)")
        kill(process.processIdentifier, SIGINT)
        // Bounded: a server that ignores Ctrl-C fails the test instead of hanging the run.
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            Issue.record("the server did not stop within 10 s of Ctrl-C")
            return
        }
        #expect(process.terminationStatus == 0)
    }

    @Test func helpSaysHowToBuildTheServer() throws {
        let result = try CommandRunner.run(["preview", "--help"])
        #expect(result.stdout.contains("swift build -c release --product layoutshot-preview"))
        #expect(
            result.stdout.contains(
                "USAGE: layoutshot preview [<paths> ...] [--port <port>] [--host <host>] [--open]"))
    }
}
