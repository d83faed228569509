import FlyingFox
import FlyingSocks
import Foundation

/// `layoutshot preview`: a local web server with one page that shows the fixtures under the
/// given folders rendered, and re-renders a fixture within a few hundred milliseconds of each
/// save, pushing the news to the page as server-sent events.
///
/// Safety: it binds to 127.0.0.1 unless told otherwise, answers only its page, its JSON and its
/// event stream (fixtures are named by catalog id and resolved with `ContainedPath`; no file is
/// served by path, no folder is listed), refuses requests whose `Host` is not the address it
/// listens on (DNS rebinding), and needs no network.
///
/// ```swift
/// let server = try PreviewServer(PreviewServer.Configuration(paths: ["Snapshots"], port: 8080))
/// try await server.run { url in print("Preview at \(url)") }
/// ```
public final class PreviewServer: Sendable {
    /// What to serve and where.
    public struct Configuration: Sendable {
        /// Folders of fixtures, or fixture files.
        public var paths: [String]
        /// The address to listen on: 127.0.0.1 (only this machine) unless told otherwise.
        public var host: String
        /// The port; 0 picks a free one.
        public var port: UInt16
        /// The folder that holds the references, as `check --references` names it; `nil`: beside
        /// the fixtures.
        public var references: String?

        /// A configuration for `paths` on `host`:`port`, with references in `references`.
        public init(
            paths: [String], host: String = "127.0.0.1", port: UInt16 = 8080,
            references: String? = nil
        ) {
            self.paths = paths
            self.host = host
            self.port = port
            self.references = references
        }
    }

    let configuration: Configuration
    let catalog: FixtureCatalog
    let events = PreviewEvents()
    let renderer = PreviewRenderer()
    let server: HTTPServer

    /// A server for `configuration`, not yet listening.
    /// - Throws: ``PreviewError`` when a path does not exist or the host is not an IP address.
    public init(_ configuration: Configuration) throws(PreviewError) {
        self.configuration = configuration
        catalog = try FixtureCatalog(
            paths: configuration.paths, references: configuration.references)
        let address: any SocketAddress
        do {
            let host = configuration.host == "localhost" ? "127.0.0.1" : configuration.host
            address =
                host.contains(":")
                ? try sockaddr_in6.inet6(ip6: host, port: configuration.port)
                : try sockaddr_in.inet(ip4: host, port: configuration.port)
        } catch {
            throw PreviewError(
                "--host \(configuration.host) is not an IPv4 or IPv6 address; use 127.0.0.1 (the default) or ::1."
            )
        }
        server = HTTPServer(address: address, timeout: 30, logger: .disabled)
    }

    /// Listens, watches the fixtures and serves until cancelled or ``stop()``.
    /// - Parameter listening: called once with the page's URL when the socket is bound.
    public func run(listening: @escaping @Sendable (String) -> Void) async throws {
        await server.appendRoute("*") { [self] request in await self.respond(to: request) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                do {
                    try await self.server.run()
                } catch {
                    // The socket closed because of `stop()`: a clean end, not a failure.
                    guard await self.events.isStopping else { throw error }
                }
            }
            group.addTask {
                try await self.server.waitUntilListening()
                listening(await self.url())
                await self.watch()
            }
            try await group.next()
            group.cancelAll()
        }
    }

    /// Ends every event stream and closes the socket.
    public func stop() async {
        await events.finishAll()
        await server.stop(timeout: 0.3)
    }

    /// How many pages are listening for changes.
    public func listeningPages() async -> Int { await events.subscriberCount }

    /// The URL the page is at: the bound address, with the port the system chose for port 0.
    public func url() async -> String {
        guard let address = await server.listeningAddress else {
            return "http://\(configuration.host):\(configuration.port)/"
        }
        switch address {
        case .ip4(let ip, let port): return "http://\(ip):\(port)/"
        case .ip6(let ip, let port): return "http://[\(ip)]:\(port)/"
        default: return "http://\(configuration.host):\(configuration.port)/"
        }
    }

    private func watch() async {
        let events = self.events
        let heartbeat = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(10))
                await events.heartbeat()
            }
        }
        defer { heartbeat.cancel() }
        await FileWatcher().run(
            catalog, changed: { ids in await events.changed(ids) },
            listChanged: { await events.listChanged() })
    }
}
