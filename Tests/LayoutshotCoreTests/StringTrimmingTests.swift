import Foundation
import LayoutshotCore
import Testing

/// `trimmingSpaces()` trims what Foundation's `.whitespaces` trims, and nothing else.
struct StringTrimmingTests {
    @Test(arguments: [
        " DejaVu Sans\t", "\u{00A0}50%\u{2003}", "   ", "", "name", " two  words ", "\nline\n",
        "\u{3000}ideographic",
    ])
    func trimsAsFoundationDoes(_ text: String) {
        #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
    }

    @Test func keepsLineBreaksAndInnerSpaces() {
        #expect(" a b\n ".trimmingSpaces() == "a b\n")
        #expect("\t\u{00A0}x\u{2009}".trimmingSpaces() == "x")
    }
}
