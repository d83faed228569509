import FlyingFox
import Foundation

extension PreviewServer {
    /// Answers one request. Only these exist: `/` (the page), `/api/fixtures`,
    /// `/api/render?id=…&width=…&outlines=1`, `/api/explain?id=…&node=…&width=…`,
    /// `/api/breakpoints?id=…`, `/api/variants?id=…` and `/events`; every other path is 404,
    /// whatever it holds (`/../../etc/passwd` included).
    func respond(to request: HTTPRequest) async -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else {
            return Self.text(405, "Only GET is served.")
        }
        guard await isAllowedHost(request.headers[.host]) else {
            return Self.text(421, "This preview answers only to the address it listens on.")
        }
        do throws(PreviewError) {
            switch request.path {
            case "/", "/index.html":
                return Self.response(
                    200, type: "text/html; charset=utf-8", Data(PreviewPage.html.utf8))
            case "/api/fixtures":
                return Self.json(FixturesResponse(catalog.entries()).json())
            case "/api/render":
                let (entry, file) = try catalog.resolve(try Self.fixtureID(request))
                let width = try Self.width(request)
                let version = await events.version(of: entry.id)
                return Self.json(
                    await renderer.render(
                        PreviewRenderer.Request(
                            id: entry.id, file: file, version: version, width: width,
                            outlines: request.query["outlines"] == "1",
                            referenceBase: entry.referenceBase)))
            case "/api/breakpoints":
                let (_, file) = try catalog.resolve(try Self.fixtureID(request))
                return Self.json(await renderer.breakpoints(file: file))
            case "/api/explain":
                let (entry, file) = try catalog.resolve(try Self.fixtureID(request))
                guard let node = request.query["node"], !node.isEmpty, node.utf8.count <= 2_000
                else {
                    throw PreviewError("The request names no node (?node=root.child…).")
                }
                let width = try Self.width(request)
                let version = await events.version(of: entry.id)
                return Self.json(
                    await renderer.explanation(
                        PreviewRenderer.ExplainRequest(
                            id: entry.id, file: file, version: version, node: node, width: width)))
            case "/api/variants":
                let (entry, file) = try catalog.resolve(try Self.fixtureID(request))
                return Self.json(
                    await renderer.variants(file: file, referenceBase: entry.referenceBase))
            case "/events":
                var headers = HTTPHeaders()
                headers[.contentType] = "text/event-stream; charset=utf-8"
                headers[.cacheControl] = "no-store"
                return HTTPResponse(
                    statusCode: .ok, headers: headers,
                    body: HTTPBodySequence(
                        from: EventStreamBody(messages: await events.subscribe())))
            default:
                return Self.text(
                    404,
                    "Not found. This preview serves its page, its JSON and its event stream only.")
            }
        } catch {
            return Self.text(error.status, error.problem)
        }
    }

    /// Loopback binds accept only loopback names in `Host`: a page on another site that
    /// rebinds its domain to 127.0.0.1 sends its own name and is refused.
    private func isAllowedHost(_ host: String?) async -> Bool {
        guard let host else { return true }
        let name: Substring
        if host.hasPrefix("["), let end = host.firstIndex(of: "]") {
            name = host[host.index(after: host.startIndex)..<end]
        } else {
            name = host.split(separator: ":", maxSplits: 1).first ?? ""
        }
        let loopback: Set<Substring> = ["127.0.0.1", "localhost", "::1"]
        if loopback.contains(Substring(configuration.host)) || configuration.host == "localhost" {
            return loopback.contains(name)
        }
        return true
    }

    private static func fixtureID(_ request: HTTPRequest) throws(PreviewError) -> String {
        guard let id = request.query["id"], !id.isEmpty else {
            throw PreviewError("The request names no fixture (?id=…).")
        }
        return id
    }

    private static func width(_ request: HTTPRequest) throws(PreviewError) -> Double? {
        guard let text = request.query["width"], !text.isEmpty else { return nil }
        guard let width = Double(text), width.isFinite, width >= 1, width <= 10_000 else {
            throw PreviewError("width=\(text) is not a width between 1 and 10000 points.")
        }
        return width
    }

    private static func json(_ body: String) -> HTTPResponse {
        response(200, type: "application/json; charset=utf-8", Data(body.utf8))
    }

    private static func text(_ status: Int, _ body: String) -> HTTPResponse {
        response(status, type: "text/plain; charset=utf-8", Data((body + "\n").utf8))
    }

    private static func response(_ status: Int, type: String, _ body: Data) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
        headers[HTTPHeader("Content-Security-Policy")] =
            "default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'"
        return HTTPResponse(
            statusCode: HTTPStatusCode(status, phrase: phrase(status)), headers: headers, body: body
        )
    }

    private static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 421: "Misdirected Request"
        default: "Bad Request"
        }
    }
}
