/// JUnit XML that CI systems read: `<testsuites>` holding one `<testsuite>` with one
/// `<testcase>` per snapshot, named after its fixture (or test). A changed or missing
/// snapshot has a `<failure>` whose text is the structural summary; one that could not be
/// compared has an `<error>`; a removed one is `<skipped>`. No timestamps, so the file is
/// byte-stable.
public enum JUnitReport {
    /// The XML document for `report`, under the suite name `suite`.
    public static func render(_ report: Report, suite: String = "layoutshot") -> String {
        let cases = report.snapshots.sorted { $0.name < $1.name }
        let errors = cases.filter { $0.status == .failed && $0.kind == "error" }.count
        let failures = cases.filter {
            $0.status == .new || ($0.status == .failed && $0.kind != "error")
        }.count
        let skipped = report.counts.removed
        let totals =
            "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"0\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(escape(suite))\" \(totals)>\n"
        xml += "  <testsuite name=\"\(escape(suite))\" \(totals)>\n"
        for snapshot in cases { xml += testCase(snapshot) }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// `<testcase classname="cards" name="card">`, with its outcome.
    static func testCase(_ snapshot: ReportSnapshot) -> String {
        let parts = snapshot.name.split(separator: "/")
        let name = parts.last.map(String.init) ?? snapshot.name
        let classname = parts.count > 1 ? parts.dropLast().joined(separator: ".") : "layoutshot"
        let open =
            "    <testcase classname=\"\(escape(classname))\" name=\"\(escape(name))\" time=\"0\""
        let message = escape(snapshot.summary)
        var body = [snapshot.summary] + snapshot.changes
        body += snapshot.attribution.map { "\($0.percent) % of changed pixels in \($0.node)" }
        let text = escape(body.joined(separator: "\n"), attribute: false)
        switch snapshot.status {
        case .passed:
            return open + "/>\n"
        case .removed:
            return open + ">\n      <skipped message=\"\(message)\"/>\n    </testcase>\n"
        case .failed where snapshot.kind == "error":
            return open
                + ">\n      <error message=\"\(message)\" type=\"error\">\(text)</error>\n    </testcase>\n"
        case .failed, .new:
            let type = snapshot.status == .new ? "missing" : snapshot.kind ?? "failed"
            return open
                + ">\n      <failure message=\"\(message)\" type=\"\(escape(type))\">\(text)</failure>\n    </testcase>\n"
        }
    }

    /// Escapes markup characters, and drops the control characters XML 1.0 cannot hold. Line
    /// breaks stay literal in element text; in attributes they are character references, as a
    /// parser would turn a literal one into a space.
    static func escape(_ text: String, attribute: Bool = true) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += attribute ? "&#10;" : "\n"
            case "\t", "\r": result += "&#\(scalar.value);"
            default:
                if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
