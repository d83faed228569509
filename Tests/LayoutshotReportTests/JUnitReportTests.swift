import Foundation
import LayoutshotReport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The JUnit XML: well-formed, one test case per snapshot, failures carrying the summary.
struct JUnitReportTests {
    /// What XMLParser saw: attributes per element, and the text of `<failure>` elements.
    final class Reader: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var failureTexts: [String] = []
        private var inFailure = false

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
            qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append((name, attributes))
            if name == "failure" {
                inFailure = true
                failureTexts.append("")
            }
        }

        func parser(
            _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
            qualifiedName: String?
        ) {
            if name == "failure" { inFailure = false }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inFailure { failureTexts[failureTexts.count - 1] += string }
        }

        static func parse(_ xml: String) throws -> Reader {
            let reader = Reader()
            let parser = XMLParser(data: Data(xml.utf8))
            parser.delegate = reader
            guard parser.parse() else {
                throw parser.parserError ?? CocoaError(.fileReadCorruptFile)
            }
            return reader
        }
    }

    @Test func checkWritesOneTestCasePerSnapshot() throws {
        let run = try ReportRun()
        #expect(try run.run(["check", "cards", "--junit", "junit.xml"]).status == 1)
        let reader = try Reader.parse(run.text("junit.xml"))
        let suites = reader.elements.filter { $0.name == "testsuites" || $0.name == "testsuite" }
        #expect(suites.count == 2)
        for suite in suites {
            #expect(suite.attributes["tests"] == "4" && suite.attributes["failures"] == "2")
            #expect(suite.attributes["errors"] == "0" && suite.attributes["skipped"] == "1")
        }
        let cases = reader.elements.filter { $0.name == "testcase" }
        #expect(cases.map { $0.attributes["name"] } == ["changed", "fresh", "gone", "same"])
        #expect(cases.allSatisfy { $0.attributes["classname"] == "cards" })
        let failures = reader.elements.filter { $0.name == "failure" }
        #expect(failures.map { $0.attributes["type"] } == ["geometry", "missing"])
        #expect(
            failures.first?.attributes["message"]?.hasPrefix("geometry: `swatch` width 24 → 20")
                == true)
        #expect(
            reader.failureTexts.first?.contains(
                "\n`swatch` width 24 → 20: `stack` at root.child decides otherwise (stack.base): base 24 → 20; its own width 24 → 20\n"
            ) == true)
        #expect(reader.failureTexts.last == "no reference cards/fresh.png")
        #expect(reader.elements.contains { $0.name == "skipped" })
    }

    @Test func markupAndControlCharactersAreEscaped() throws {
        let report = Report(snapshots: [
            ReportSnapshot(
                name: "a&b/<c>", source: "", status: .failed, kind: "paint",
                summary: "\"x\" < 'y' & \u{1}z\nnext"),
            ReportSnapshot(
                name: "broken", source: "", status: .failed, kind: "error", summary: "not a PNG"),
        ])
        let reader = try Reader.parse(JUnitReport.render(report))
        let testCase = reader.elements.first { $0.name == "testcase" }
        #expect(testCase?.attributes["classname"] == "a&b" && testCase?.attributes["name"] == "<c>")
        #expect(
            reader.elements.first { $0.name == "failure" }?.attributes["message"]
                == "\"x\" < 'y' & z\nnext")
        #expect(reader.failureTexts == ["\"x\" < 'y' & z\nnext"])
        #expect(reader.elements.first { $0.name == "error" }?.attributes["message"] == "not a PNG")
        #expect(reader.elements.first { $0.name == "testsuite" }?.attributes["errors"] == "1")
    }
}
