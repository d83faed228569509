import LayoutshotCore
import LayoutshotLayout

/// A reference snapshot (picture, layout, renderer) against the actual one: whether they
/// match, and what changed, in words: per-node layout changes, which nodes painted the changed
/// pixels, and the kind of change.
///
/// ```swift
/// let comparison = SnapshotComparison(expected: reference, actual: current, scale: 2)
/// if !comparison.isMatch { print(comparison.summary) }
/// // geometry: `title` width 180 → 176; 1,204 pixels differ (0.84 %), 91 % of changed pixels in `title`
/// ```
public struct SnapshotComparison: Sendable {
    /// One side of the comparison.
    public struct Side: Sendable {
        /// The picture, compared pixel by pixel with the other side's.
        public var image: RGBAImage
        /// The layout sidecar; `nil` when the reference has none.
        public var layout: Layout?
        /// The renderer fingerprint stored with the picture; `nil` when unknown.
        public var renderer: String?
        /// Why each node of the layout has its frame, when known (a sidecar's `"why"`): with
        /// both sides', a changed node's words name its cause.
        public var decisions: LayoutDecisions?

        /// Creates a side from its picture, its layout sidecar and its renderer fingerprint.
        public init(
            image: RGBAImage, layout: Layout?, renderer: String?, decisions: LayoutDecisions? = nil
        ) {
            self.image = image
            self.layout = layout
            self.renderer = renderer
            self.decisions = decisions
        }
    }

    /// What kind of change it is: `geometry`, `paint`, `text` or `renderer`.
    public typealias Kind = SnapshotChangeKind

    /// The pixel comparison: the counts and per-pixel classes, or the two sizes when they differ.
    public let pixels: PixelDiffResult
    /// The layout changes between the two sides' layouts, in the reference's depth-first order;
    /// empty when either side has no layout.
    public let changes: [NodeChange]
    /// The changed nodes' explanations, reference beside actual, when both sides' decisions
    /// are known (`ChangeSteps.tables(for:reference:actual:limit:)`); empty otherwise.
    public let steps: [ChangeSteps]
    /// Which nodes painted the changed pixels; `nil` when no pixel changed, the sizes differ, or the
    /// actual side has neither a pixel ownership map nor a layout.
    public let attribution: ChangeAttribution?
    /// Whether the snapshots match: few enough changed pixels for the tolerance and no layout change.
    public let isMatch: Bool
    /// `nil` when the snapshots match.
    public let kind: Kind?
    /// The reference's renderer fingerprint, when it was stored.
    public let expectedRenderer: String?
    /// The actual side's renderer fingerprint, when known.
    public let actualRenderer: String?

    /// Compares the two sides: the pictures match when at most `tolerance.maxDiffPixels` pixels
    /// (and at most `tolerance.maxDiffRatio` of them) differ, compared as `tolerance` says with its
    /// ignored nodes left out; any layout change is a mismatch.
    ///
    /// - Parameters:
    ///   - expected: The reference: its picture, layout sidecar, decisions and renderer fingerprint.
    ///   - actual: The snapshot just rendered.
    ///   - scale: Pixels per point of both pictures, to map frames onto pixels.
    ///   - tolerance: How different the pictures may be; exact by default.
    ///   - ownership: Which node painted each pixel of the actual side (a render), asked for only
    ///     on a mismatch with changed pixels; else changed pixels are attributed by frames.
    ///   - actualDecisions: Why each node of the actual side has its frame (a layout with a
    ///     recorder), asked for only when the layouts differ and the reference kept its own.
    public init(
        expected: Side, actual: Side, scale: Double, tolerance: SnapshotTolerance = .exact,
        ownership: () -> PixelOwnership? = { nil },
        actualDecisions: () -> LayoutDecisions? = { nil }
    ) {
        pixels = PixelDiff.compare(
            expected.image, actual.image,
            options: tolerance.pixelOptions(layout: actual.layout, scale: scale))
        var changes = zip(expected.layout.map { [$0] } ?? [], actual.layout.map { [$0] } ?? [])
            .flatMap {
                StructuralDiff.changes(from: $0, to: $1)
            }
        var steps: [ChangeSteps] = []
        if !changes.isEmpty, let reference = expected.decisions,
            let decisions = actual.decisions ?? actualDecisions()
        {
            changes = StructuralDiff.explaining(changes, by: (reference, decisions))
            steps = ChangeSteps.tables(for: changes, reference: reference, actual: decisions)
        }
        self.changes = changes
        self.steps = steps
        expectedRenderer = expected.renderer
        actualRenderer = actual.renderer
        var pictureMatches = false
        if case .compared(let comparison) = pixels {
            pictureMatches =
                comparison.differentPixels <= tolerance.maxDiffPixels
                && comparison.ratio <= tolerance.maxDiffRatio
        }
        isMatch = pictureMatches && changes.isEmpty
        var attribution: ChangeAttribution?
        if case .compared(let comparison) = pixels, comparison.differentPixels > 0 {
            if !isMatch, let ownership = ownership() {
                attribution = ChangeAttribution(
                    ownership: ownership, classification: comparison.classification,
                    reference: expected.layout, scale: scale, width: comparison.width,
                    height: comparison.height)
            } else if let layout = actual.layout {
                attribution = ChangeAttribution(
                    layout: layout, scale: scale, classification: comparison.classification,
                    width: comparison.width, height: comparison.height)
            }
        }
        self.attribution = attribution
        if isMatch {
            kind = nil
        } else if !changes.isEmpty {
            kind = .geometry
        } else if case .sizeMismatch = pixels {
            kind = .geometry
        } else if let before = expected.renderer, let after = actual.renderer, before != after {
            kind = .renderer
        } else if let top = attribution?.shares.first, top.type == "text" {
            kind = .text
        } else {
            kind = .paint
        }
    }

    /// One line: the kind, the layout changes, the pixel count and where the pixels changed.
    public var summary: String {
        guard let kind else { return "matches" }
        var parts: [String] = []
        if !changes.isEmpty {
            let shown = changes.prefix(3).map(\.headline)
            parts.append(
                shown.joined(separator: ", ")
                    + (changes.count > 3 ? " and \(changes.count - 3) more" : ""))
        }
        switch pixels {
        case .sizeMismatch(let expected, let actual):
            parts.append(
                "reference \(expected.width)×\(expected.height) px but rendered \(actual.width)×\(actual.height) px"
            )
        case .compared(let comparison):
            if comparison.differentPixels > 0 {
                var text =
                    "\(comparison.differentPixels) pixel\(comparison.differentPixels == 1 ? "" : "s") differ "
                    + "(\(Self.percent(comparison.ratio)))"
                if let top = attribution?.shares.first { text += ", \(top)" }
                parts.append(text)
            }
        }
        if kind == .renderer {
            parts.append("renderer changed: \(expectedRenderer ?? "?") → \(actualRenderer ?? "?")")
        }
        return "\(kind.rawValue): " + parts.joined(separator: "; ")
    }

    /// A ratio as a percentage for messages: "0.84 %", "31 %".
    public static func percent(_ ratio: Double) -> String {
        let value = ratio * 100
        return
            (value >= 10
            ? String(Int(value.rounded())) : formatPoints((value * 100).rounded() / 100)) + " %"
    }
}
