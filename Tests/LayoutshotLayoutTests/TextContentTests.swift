import LayoutshotCore
import LayoutshotLayout
import Testing

/// Text content is a value: copies share their properties until one changes, and then differ.
struct TextContentTests {
    @Test func aChangedCopyLeavesTheOriginalAsItWas() {
        let original = TextContent(text: "Hello", font: "DejaVu Sans 15", maximumNumberOfLines: 2)
        var copy = original
        #expect(copy == original && copy.hashValue == original.hashValue)
        copy.text = "Bye"
        copy.opacity = 0.5
        copy.backdrop = BoxAppearance(color: .red)
        #expect(original.text == "Hello" && original.opacity == 1 && original.backdrop == nil)
        #expect(
            copy.text == "Bye" && copy.opacity == 0.5 && copy.backdrop == BoxAppearance(color: .red)
        )
        #expect(
            copy.font == "DejaVu Sans 15" && copy.maximumNumberOfLines == 2,
            "the unchanged properties are kept")
        #expect(copy != original)
        // Equal values made apart are equal and hash alike (the text measurer's cache keys).
        var again = TextContent(text: "Bye", font: "DejaVu Sans 15", maximumNumberOfLines: 2)
        again.opacity = 0.5
        #expect(again != copy)
        again.backdrop = BoxAppearance(color: .red)
        #expect(again == copy && again.hashValue == copy.hashValue)
        #expect(Set([again, copy, original]).count == 2)
    }
}
