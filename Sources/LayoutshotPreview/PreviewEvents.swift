import Foundation

/// The server's side of the page's live updates: each fixture's version (bumped on every save
/// the watcher sees) and the open event streams that hear about it.
actor PreviewEvents {
    private var versions: [String: Int] = [:]
    private var listVersion = 0
    private var subscribers: [UUID: AsyncStream<String>.Continuation] = [:]

    /// How many pages are listening: the memory check reads it.
    var subscriberCount: Int { subscribers.count }

    /// The version of fixture `id`: 0 until its first change.
    func version(of id: String) -> Int { versions[id, default: 0] }

    /// A new stream of server-sent-event messages, starting with the retry interval; it is
    /// dropped when the page goes away (FlyingFox ends the body when a write fails).
    func subscribe() -> AsyncStream<String> {
        let id = UUID()
        // A page that has fallen behind needs only the latest messages: each says "look again".
        let (stream, continuation) = AsyncStream<String>.makeStream(
            bufferingPolicy: .bufferingNewest(64))
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(id) }
        }
        continuation.yield("retry: 500\n" + ServerSentEvent.hello(list: listVersion).message)
        subscribers[id] = continuation
        return stream
    }

    /// Fixtures `ids` changed on disk: bump each one's version and tell every page.
    func changed(_ ids: [String]) {
        for id in ids {
            versions[id, default: 0] += 1
            broadcast(ServerSentEvent.change(id: id, version: versions[id, default: 0]).message)
        }
    }

    /// Fixtures were added or removed: the pages fetch the list again.
    func listChanged() {
        listVersion += 1
        broadcast(ServerSentEvent.list(listVersion).message)
    }

    /// A comment line every few seconds, so a closed page's stream fails to write and is dropped.
    func heartbeat() {
        broadcast(": ping\n\n")
    }

    /// Set once the server is stopping: errors from its closing socket are not failures.
    private(set) var isStopping = false

    /// Ends every stream: the server is stopping.
    func finishAll() {
        isStopping = true
        for continuation in subscribers.values { continuation.finish() }
        subscribers.removeAll()
    }

    private func unsubscribe(_ id: UUID) {
        subscribers[id] = nil
    }

    private func broadcast(_ message: String) {
        for continuation in subscribers.values { continuation.yield(message) }
    }
}
