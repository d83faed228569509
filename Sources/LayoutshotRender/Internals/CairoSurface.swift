import CPNGCodec
import CPangoCairo
import LayoutshotCore

/// An owned Cairo ARGB32 image surface. Checks its status when created.
///
/// The corresponding C function is `cairo_image_surface_create`.
final class CairoSurface {
    let pointer: OpaquePointer

    /// An ARGB32 image surface of `width` × `height` pixels.
    init(imageWidth width: Int, height: Int) throws(RenderError) {
        guard
            let surface = cairo_image_surface_create(
                CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else {
            throw .cairo("no surface")
        }
        pointer = surface
        try check()
        // Cairo's buffer is fresh from the kernel and untouched until the first paint.
        if let data = cairo_image_surface_get_data(surface) {
            HugePages.advise(data, count: Int(cairo_image_surface_get_stride(surface)) * height)
        }
    }

    /// An ARGB32 image surface drawing into `data` (`width * 4` bytes a row), which the caller
    /// owns and MUST keep until the surface is released; its bytes are not cleared.
    ///
    /// The corresponding C function is `cairo_image_surface_create_for_data`.
    init(
        imageWidth width: Int, height: Int,
        drawingInto data: UnsafeMutablePointer<UInt8>
    ) throws(RenderError) {
        guard
            let surface = cairo_image_surface_create_for_data(
                data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))
        else {
            throw .cairo("no surface")
        }
        pointer = surface
        try check()
    }

    /// Finishes a surface made with `drawingInto:` (nothing more is drawn) and leaves straight
    /// RGBA in its bytes. Drawn by a context that swaps red and blue, the bytes are already R, G,
    /// B, A: only translucent pixels are divided by their alpha (`lspng_unpremultiply_rgba`), and
    /// not even that when every pixel is known `opaque`. Otherwise they are Cairo's ARGB32
    /// (`lspng_argb32_to_rgba` in place).
    func finishAsRGBA(swappedRedAndBlue: Bool, opaque: Bool) throws(RenderError) {
        let width = Int(cairo_image_surface_get_width(pointer))
        let height = Int(cairo_image_surface_get_height(pointer))
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let data = cairo_image_surface_get_data(pointer)
        cairo_surface_finish(pointer)
        guard let data, stride == width * 4 else {
            throw .cairo("no \(width * 4)-byte rows of image data to convert (stride \(stride))")
        }
        if !swappedRedAndBlue {
            lspng_argb32_to_rgba(data, stride, data, UInt32(width), UInt32(height))
        } else if !opaque {
            lspng_unpremultiply_rgba(data, width * height)
        }
    }

    deinit { cairo_surface_destroy(pointer) }

    func check() throws(RenderError) {
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
    }

    /// The image surface's pixels as straight RGBA (Cairo stores premultiplied native-endian
    /// ARGB); the conversion is `lspng_argb32_to_rgba`.
    func rgbaImage() -> RGBAImage {
        cairo_surface_flush(pointer)
        let width = Int(cairo_image_surface_get_width(pointer))
        let height = Int(cairo_image_surface_get_height(pointer))
        let stride = Int(cairo_image_surface_get_stride(pointer))
        guard let data = cairo_image_surface_get_data(pointer) else {
            return RGBAImage(width: width, height: height)
        }
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { output, count in
            guard let base = output.baseAddress else { return }
            HugePages.advise(base, count: width * height * 4)
            lspng_argb32_to_rgba(data, stride, base, UInt32(width), UInt32(height))
            count = width * height * 4
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// An image surface holding `image` (premultiplied), for drawing images; with red and blue
    /// exchanged for a context that swaps them.
    convenience init(image: RGBAImage, swappingRedAndBlue: Bool = false) throws(RenderError) {
        try self.init(imageWidth: image.width, height: image.height)
        guard let data = cairo_image_surface_get_data(pointer) else {
            throw .cairo("no image data")
        }
        let stride = Int(cairo_image_surface_get_stride(pointer))
        image.pixels.withUnsafeBufferPointer { input in
            var source = 0
            for row in 0..<image.height {
                let line = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(
                    to: UInt32.self)
                for column in 0..<image.width {
                    let alpha = UInt32(input[source + 3])
                    let red = (UInt32(input[source]) * alpha + 127) / 255
                    let green = (UInt32(input[source + 1]) * alpha + 127) / 255
                    let blue = (UInt32(input[source + 2]) * alpha + 127) / 255
                    let (high, low) = swappingRedAndBlue ? (blue, red) : (red, blue)
                    line[column] = alpha << 24 | high << 16 | green << 8 | low
                    source += 4
                }
            }
        }
        cairo_surface_mark_dirty(pointer)
    }
}
