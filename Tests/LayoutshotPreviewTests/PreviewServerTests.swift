import Foundation
import LayoutshotTestSupport
import Testing

@testable import LayoutshotPreview

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The preview server as pages use it: many requests at once, answered on the server's own
/// tasks (one of the parallel paths `make tsan` runs under ThreadSanitizer).
struct PreviewServerTests {
    @Test func answersManyRequestsAtOnce() async throws {
        let folder = try CommandRunner.folder(with: [
            "box.yaml": "sizeRange: [100, 40]\nroot: {type: box, color: red}\n",
            "title.yaml":
                "sizeRange: [160, 60]\nroot: {type: inset, insets: 8, child: {type: text, text: Title}}\n",
        ])
        let server = try PreviewServer(PreviewServer.Configuration(paths: [folder.path], port: 0))
        let (urls, listening) = AsyncStream.makeStream(of: String.self)
        let running = Task { try await server.run { listening.yield($0) } }
        var iterator = urls.makeAsyncIterator()
        let page = try #require(await iterator.next())
        let list = try await Self.get(page + "api/fixtures")
        let fixtures =
            try JSONSerialization.jsonObject(with: list.body) as? [String: [[String: String]]]
        let ids = (fixtures?["fixtures"] ?? []).compactMap { $0["id"] }
        let answers = try await withThrowingTaskGroup(of: (status: Int, body: Data).self) { group in
            for id in ids {
                for width in [60, 100, 140, 200] {
                    let query = [
                        URLQueryItem(name: "id", value: id),
                        URLQueryItem(name: "width", value: "\(width)"),
                    ]
                    group.addTask { try await Self.get(page + "api/render", query) }
                }
                group.addTask {
                    try await Self.get(
                        page + "api/breakpoints", [URLQueryItem(name: "id", value: id)])
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        await server.stop()
        _ = try? await running.value
        #expect(ids.count == 2 && list.status == 200)
        #expect(answers.count == 10)
        for answer in answers {
            let object = try JSONSerialization.jsonObject(with: answer.body) as? [String: Any]
            #expect(
                answer.status == 200 && object?["ok"] as? Bool != false,
                "\(String(decoding: answer.body, as: UTF8.self))")
        }
    }

    /// The status and body of a GET of `address` with `query`.
    static func get(_ address: String, _ query: [URLQueryItem] = []) async throws -> (
        status: Int, body: Data
    ) {
        var components = try #require(URLComponents(string: address))
        if !query.isEmpty { components.queryItems = query }
        let (body, response) = try await URLSession.shared.data(from: try #require(components.url))
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, body)
    }
}
