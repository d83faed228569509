import FlyingFox
import FlyingSocks

/// A server-sent-events body for FlyingFox: the bytes of each message as it is published,
/// sent chunked, until the stream ends or the page disconnects.
struct EventStreamBody: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8

    let messages: AsyncStream<String>

    func makeAsyncIterator() -> Iterator { Iterator(messages: messages.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var messages: AsyncStream<String>.AsyncIterator
        /// Bytes of the current message not handed out yet: FlyingFox asks for at most a
        /// buffer's worth at a time.
        var pending: ArraySlice<UInt8> = []

        mutating func next() async -> UInt8? {
            await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async -> ArraySlice<UInt8>? {
            while pending.isEmpty {
                guard let message = await messages.next() else { return nil }
                pending = ArraySlice(Array(message.utf8))
            }
            let taken = pending.prefix(Swift.max(1, count))
            pending = pending.dropFirst(taken.count)
            return taken
        }
    }
}
