import LayoutshotCore
import Testing

struct NumberFormattingTests {
    @Test(arguments: [
        (40.0, "40"), (36.666666, "36.6667"), (-0.00001, "0"), (-12.5, "-12.5"), (0.0001, "0.0001"),
        (0.1 + 0.2, "0.3"), (1_000_000, "1000000"), (.infinity, "inf"), (-.infinity, "-inf"),
        (2.00005, "2.0001"),
        // Beyond 4 decimals of precision, whole numbers; beyond Int64, the one exponent form.
        (9e17, "900000000000000000"), (1e308, "1e+308"),
        (-1.7976931348623157e+308, "-1.7976931348623157e+308"),
    ])
    func formatsWithAtMostFourDecimals(value: Double, text: String) {
        #expect(formatPoints(value) == text)
    }

    @Test(arguments: [
        (1e308, Int.max), (-1e308, Int.min), (.infinity, Int.max), (-.infinity, Int.min), (.nan, 0),
        (-2.7, -2),
        (9_223_372_036_854_775_807.0, Int.max), (-9_223_372_036_854_775_808.0, Int.min), (-0.0, 0),
    ])
    func pixelCoordinatesSaturateInsteadOfTrapping(value: Double, expected: Int) {
        #expect(Int(saturating: value) == expected)
    }
}

struct ColorTests {
    @Test func parsesHexForms() {
        #expect(Color(hex: "#F80") == Color(red: 255, green: 136, blue: 0))
        #expect(Color(hex: "#e53935") == Color(red: 229, green: 57, blue: 53))
        #expect(Color(hex: "#00000080") == Color(red: 0, green: 0, blue: 0, alpha: 128))
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(hex: "E53935") == nil)
        #expect(Color(hex: "#GG0000") == nil)
        #expect(Color(hex: "#123456789") == nil)
    }

    @Test func parsesCSSNamesCaseInsensitively() {
        #expect(Color(parsing: "Teal") == Color(red: 0, green: 128, blue: 128))
        #expect(Color(parsing: "transparent") == .clear)
        #expect(Color(parsing: "notacolour") == nil)
        #expect(Color.cssNames.count == 149)
    }

    @Test func printsUpperCaseHex() {
        #expect(Color(red: 10, green: 171, blue: 255).hexString == "#0AABFF")
        #expect(Color(red: 1, green: 2, blue: 3, alpha: 4).hexString == "#01020304")
    }
}

struct PixelGridTests {
    @Test func snapsLikeTexture() {
        let grid = PixelGrid(scale: 2)
        #expect(grid.ceil(36.6667) == 37)
        #expect(grid.ceil(10) == 10)
        #expect(grid.floor(2.5) == 2.5)
        #expect(grid.floor(2.74) == 2.5)
        #expect(grid.round(1.25) == 1.5)
        // 100.66666666663 @3x must not round up a whole pixel (the FLT_EPSILON nudge).
        #expect(PixelGrid(scale: 3).ceil(100.66666666663) == 302.0 / 3)
        #expect(grid.layoutSize(Size(.infinity, 3)) == .zero)
        #expect(grid.layoutSize(Size(-1, 3)) == .zero)
        #expect(grid.layoutSize(Size(10_000_000, 3)) == .zero)
    }
}

struct SizeRangeTests {
    @Test func intersectLetsTheReceiverWinWithoutOverlap() {
        let range = SizeRange(min: Size(10, 10), max: Size(20, 20))
        #expect(
            range.intersect(SizeRange(min: Size(15, 0), max: Size(30, 12)))
                == SizeRange(min: Size(15, 10), max: Size(20, 12)))
        // Below the other range: our max; above it: our min.
        #expect(
            range.intersect(SizeRange(min: Size(50, 0), max: Size(60, 5)))
                == SizeRange(min: Size(20, 10), max: Size(20, 10)))
    }

    @Test func clampLetsMinWin() {
        #expect(SizeRange(min: Size(10, 10), max: Size(5, 5)).clamp(Size(7, 7)) == Size(10, 10))
        #expect(SizeRange(min: .zero, max: Size(5, .infinity)).clamp(Size(7, 7)) == Size(5, 7))
    }
}
