import LayoutshotCore

/// `text` as a JSON string literal (quoted, escaped): names from fixtures are untrusted, and
/// the page shows them as text only.
func jsonString(_ text: String) -> String { jsonQuoted(text) }

/// A JSON number for points: at most 4 decimals, no exponent.
func jsonNumber(_ value: Double) -> String { value.isFinite ? formatPoints(value) : "null" }
