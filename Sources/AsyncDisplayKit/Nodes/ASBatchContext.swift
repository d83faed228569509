import Foundation

/// The context of a batch fetch (`ASBatchContext`), which a table or collection delegate's
/// `willBeginBatchFetchWith` receives in Texture. Kept so that such code compiles: nothing scrolls
/// in a snapshot, so no batch fetch begins.
///
/// ```swift
/// func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext) {
///     loadMore { context.completeBatchFetching(true) }
/// }
/// ```
open class ASBatchContext: NSObject {
    private var fetching = false
    private var cancelled = false

    /// A context that is not fetching.
    public override init() {
        super.init()
    }

    /// Whether a fetch is under way.
    open func isFetching() -> Bool { fetching }
    /// Whether the fetch was cancelled.
    open func batchFetchingWasCancelled() -> Bool { cancelled }
    /// Marks a fetch as begun.
    open func beginBatchFetching() {
        fetching = true
        cancelled = false
    }
    /// Marks the fetch as done.
    open func completeBatchFetching(_ didComplete: Bool) { fetching = false }
    /// Cancels the fetch.
    open func cancelBatchFetching() {
        fetching = false
        cancelled = true
    }
}
