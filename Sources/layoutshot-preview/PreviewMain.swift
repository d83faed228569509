import ArgumentParser
import Foundation
import LayoutshotCLI
import LayoutshotPreview

/// `layoutshot-preview PATH... [--port 8080] [--host 127.0.0.1] [--open]`, also run as
/// `layoutshot preview` when it is built beside `layoutshot`.
@main
struct PreviewMain: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutshot preview",
        abstract: "Preview fixtures live in a browser while you edit them.",
        discussion: """
            Serves one page at http://127.0.0.1:8080/ listing the fixtures under PATH (folders \
            as groups). The selected fixture is drawn as `render` draws it and redrawn within a \
            few hundred milliseconds of each save, without reloading the page; a fixture error \
            shows with its file:line:column and the offending line until the next good save. \
            The page toggles outlines, shows each node's type, id and frame under the pointer, \
            re-lays the fixture out at any width with a slider (breakpoints marked), and shows \
            the reference that check reads (name.png beside the fixture, or in --references \
            DIR), compared as check compares it, with the pixel diff when it exists.

            Only this machine can connect unless --host says otherwise; the server reads only \
            the fixtures under PATH and needs no network. Ctrl-C stops it.

            Examples:
              layoutshot preview Snapshots
              layoutshot preview cards/card.yaml --port 9000 --open
            """
    )

    @OptionGroup var options: PreviewOptions

    func run() async throws {
        let server: PreviewServer
        do {
            server = try PreviewServer(
                PreviewServer.Configuration(
                    paths: options.paths.isEmpty ? ["."] : options.paths, host: options.host,
                    port: options.port,
                    references: options.references))
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let interrupts = Self.stopOnInterrupt(server)
        defer { interrupts.forEach { $0.cancel() } }
        let open = options.open
        do {
            try await server.run { url in
                say("Previewing at \(url) (Ctrl-C to stop)")
                if open { Self.openInBrowser(url) }
            }
            say("Stopped.")
        } catch is CancellationError {
        } catch {
            let message =
                "error: cannot serve on \(options.host):\(options.port): \(error). "
                + "Is another program using the port? Try --port 0 for a free one.\n"
            FileHandle.standardError.write(Data(message.utf8))
            throw ExitCode(2)
        }
    }

    /// Ctrl-C (or SIGTERM) closes the streams and the socket, so `run` returns and the program
    /// exits 0: a stop the user asked for. The sources are returned to be kept alive.
    private static func stopOnInterrupt(_ server: PreviewServer) -> [any DispatchSourceSignal] {
        // A queue of their own: a stop must wait neither for the main queue nor for the
        // cooperative threads, which a busy server may hold (there are as many as cores).
        let queue = DispatchQueue(label: "layoutshot-preview.signals")
        return [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                Task { await server.stop() }
                // Should anything hold the socket open, the stop still happens.
                queue.asyncAfter(deadline: .now() + 3) { Foundation.exit(0) }
            }
            source.resume()
            return source
        }
    }

    private static func openInBrowser(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        try? process.run()
    }
}

/// One line on standard output, written at once (a test waits for the URL line).
private func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
