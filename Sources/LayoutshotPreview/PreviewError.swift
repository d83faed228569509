import LayoutshotCore

/// A request or start-up the preview refuses: the words for the user and the HTTP status.
public struct PreviewError: LayoutshotError, Equatable {
    /// What happened and what to do next.
    public var problem: String
    /// 400 for a bad request, 403 for a path outside the served folders, 404 for no such fixture.
    public var status: Int

    /// An error with its message and HTTP status (400 unless told).
    public init(_ problem: String, status: Int = 400) {
        self.problem = problem
        self.status = status
    }
}
