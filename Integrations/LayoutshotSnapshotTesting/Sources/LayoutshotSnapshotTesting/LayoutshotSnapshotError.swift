import Foundation

/// swift-snapshot-testing's snapshot closures cannot throw: a render that fails becomes a
/// marker value that the diffing turns back into the failure message.
enum LayoutshotSnapshotError {
    static let prefix = Data("layoutshot-error:".utf8)

    static func marker(_ message: String) -> Data { prefix + Data(message.utf8) }

    static func text(in data: Data) -> String? {
        data.starts(with: prefix)
            ? String(decoding: data.dropFirst(prefix.count), as: UTF8.self) : nil
    }
}
