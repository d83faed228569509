import LayoutshotCore
import LayoutshotLayout
import LayoutshotText
import Testing

/// Pango measuring with the shipped fonts.
struct TextEngineTests {
    let engine: TextEngine

    init() throws {
        engine = try TextEngine(fonts: .shared())
    }

    func layout(
        _ text: String, font: String = "DejaVu Sans 16", width: Double? = nil,
        height: Double? = nil,
        lines: Int = 0, truncation: TextTruncation = .tail
    ) -> TextLayout {
        engine.makeLayout(
            TextContent(
                text: text, font: font, maximumNumberOfLines: lines, truncation: truncation),
            width: width, height: height)
    }

    @Test func shipsTheDejaVuFamiliesAndFontsForKoreanJapaneseAndChinese() throws {
        let fonts = try FontSet.shared()
        #expect(fonts.files.count == 15)
        #expect(
            fonts.families == [
                "DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", "Droid Sans Fallback",
                "NanumGothic",
            ])
        // The script fonts are hashed apart: they are in a picture's fingerprint only when it has
        // text in their scripts.
        #expect(fonts.fileHashes.count == 12)
        #expect(fonts.fileHashes.values.allSatisfy { $0.count == 16 })
        #expect(Set(fonts.scriptFileHashes.keys) == BundledFonts.scriptFiles)
    }

    /// Text in Korean, Japanese and Chinese lays out with the bundled script fonts, whatever the
    /// family asked for, in bold too (NanumGothic Bold), with its spaces and punctuation.
    @Test(arguments: ["안녕하세요! 서울에 사는 iOS 개발자입니다.", "こんにちは、世界。カタカナ", "你好，世界！简体中文"])
    func scriptsLayOutWithTheBundledFonts(text: String) throws {
        try engine.validate(TextContent(text: text, font: "DejaVu Sans 14"))
        try engine.validate(
            TextContent(text: "<b>\(text)</b>", font: "DejaVu Sans 14", markup: true))
        #expect(layout(text).size.width > 100)
        #expect(BundledFonts.usesScriptFonts(text))
        #expect(!BundledFonts.usesScriptFonts("Hello · world — “quotes”"))
    }

    /// The sanity values measured with the same recipe on this platform.
    @Test func measuresAsPangoDoes() {
        let line = layout("Hello, world! The quick brown fox.")
        #expect((line.size.width * 1000).rounded() == 272_984)
        #expect(line.size.height == 18.625)
        #expect((line.firstBaseline * 1000).rounded() == 14_852)
        let wrapped = layout("Hello, world! The quick brown fox.", width: 200)
        #expect(wrapped.lineCount == 2)
        #expect(wrapped.size.height == 37.25)
        let narrow = layout("Hello, world! The quick brown fox.", width: 80)
        // "Hello," / "world! The" / "quick" / "brown" / "fox."
        #expect(narrow.lineCount == 5)
        #expect(narrow.size.height == 93.125)
    }

    @Test func baselinesComeFromTheFirstAndLastLines() {
        let text = layout("one two three four", width: 50)
        #expect(text.lineCount == 4)
        #expect(text.metrics.ascender == text.firstBaseline)
        #expect(text.metrics.descender == text.lastBaseline - text.size.height)
        #expect(text.lastBaseline == text.firstBaseline + 3 * 18.625)
    }

    @Test func maximumLinesEllipsizes() {
        let text = layout("one two three four five six seven", width: 60, lines: 2)
        #expect(text.lineCount == 2)
        #expect(text.size.height == 37.25)
        #expect(text.size.width <= 60)
    }

    @Test func clipTruncationCutsAtTheLineLimitWithoutEllipsis() {
        let clipped = layout(
            "one two three four five six seven", width: 60, lines: 2, truncation: .clip)
        #expect(clipped.lineCount == 2)
        #expect(clipped.size.height == 37.25)
    }

    @Test func aBoundedHeightTruncatesToTheLinesThatFit() {
        let text = layout("one two three four five six seven", width: 60, height: 40)
        #expect(text.lineCount == 2)
    }

    @Test func serifAndMonoAreDifferentFonts() {
        let sans = layout("iiii", font: "DejaVu Sans 16").size.width
        let mono = layout("iiii", font: "DejaVu Sans Mono 16").size.width
        let serif = layout("iiii", font: "DejaVu Serif Bold 16").size.width
        #expect(sans != mono && mono != serif && sans != serif)
        #expect(layout("iiii", font: "monospace 16").size.width == mono)
    }

    @Test func unknownFamiliesAreErrorsListingTheAvailableOnes() {
        #expect(
            throws: TextError.unknownFamily(
                "Helvetica",
                available: [
                    "DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", "Droid Sans Fallback",
                    "NanumGothic", "mono",
                    "monospace", "sans", "sans-serif",
                    "serif",
                    "system-ui",
                ])
        ) {
            try engine.validate(TextContent(text: "Hi", font: "Helvetica 12"))
        }
    }

    @Test func invalidMarkupIsAnError() {
        #expect(throws: TextError.self) {
            try engine.validate(TextContent(text: "<b>bold", markup: true))
        }
        #expect(throws: Never.self) {
            try engine.validate(
                TextContent(
                    text: "<b>bold</b> and <span foreground=\"red\">red</span>", markup: true))
        }
    }

    @Test func charactersWithoutGlyphsAreNamedNotAnError() throws {
        try engine.validate(TextContent(text: "हिन्दी ok"))
        #expect(
            layout("हिन्दी ok").missingCharacters.map(\.value) == [
                0x0939, 0x093F, 0x0928, 0x094D, 0x0926, 0x0940,
            ])
        #expect(layout("Ελληνικά Кириллица עברית العربية").missingCharacters == [])
    }

    @Test func markupChangesTheMeasuredText() {
        let plain = engine.makeLayout(
            TextContent(text: "Bold", font: "DejaVu Sans 16"), width: nil, height: nil)
        let bold = engine.makeLayout(
            TextContent(text: "<b>Bold</b>", font: "DejaVu Sans 16", markup: true),
            width: nil, height: nil)
        #expect(bold.size.width > plain.size.width)
        #expect(bold.size.height == plain.size.height)
    }

    @Test func measurerCachesAndFeedsTheEngine() throws {
        let measurer = try PangoTextMeasurer(fonts: .shared())
        let environment = LayoutEnvironment(scale: 2, textMeasurer: measurer)
        let layout = Stack(.horizontal, alignItems: .baselineFirst) {
            Text("Big", font: "DejaVu Sans 30").id("big")
            Text("small", font: "DejaVu Sans 12").id("small")
        }.layout(in: .unconstrained, environment: environment)
        let big = try #require(layout[id: "big"])
        let small = try #require(layout[id: "small"])
        let bigBaseline = engine.makeLayout(
            TextContent(text: "Big", font: "DejaVu Sans 30"), width: nil, height: nil
        )
        .firstBaseline
        let smallBaseline = engine.makeLayout(
            TextContent(text: "small", font: "DejaVu Sans 12"), width: nil, height: nil
        )
        .firstBaseline
        #expect(abs((big.frame.minY + bigBaseline) - (small.frame.minY + smallBaseline)) < 0.001)
        #expect(small.frame.minY > 0)
    }
}
