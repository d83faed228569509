import CPNG
import CPangoCairo
import Testing

/// The C libraries link and answer: the system-library targets are wired up (module maps,
/// pkg-config names) before the text and render targets build on them.
struct SystemLibrariesSmokeTests {
    @Test func cairoDrawsIntoAnImageSurface() throws {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 3))
        defer { cairo_surface_destroy(surface) }
        let context = try #require(cairo_create(surface))
        defer { cairo_destroy(context) }
        cairo_set_source_rgb(context, 1, 0, 0)
        cairo_paint(context)
        cairo_surface_flush(surface)
        #expect(cairo_image_surface_get_width(surface) == 4)
        let data = try #require(cairo_image_surface_get_data(surface))
        // Premultiplied BGRA in native byte order: opaque red is 0xFFFF0000.
        let pixel = UnsafeRawPointer(data).load(as: UInt32.self)
        #expect(pixel == 0xFFFF_0000)
    }

    @Test func pangoAndFontconfigReportVersions() {
        #expect(pango_version() >= 1_44_00)
        #expect(FcGetVersion() >= 2_13_00)
        #expect(cairo_version() >= 1_16_00)
    }

    @Test func libpngIsVersion16() {
        let version = String(cString: png_get_libpng_ver(nil))
        #expect(version.hasPrefix("1.6."))
    }
}
