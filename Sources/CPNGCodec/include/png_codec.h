#ifndef LAYOUTSHOT_PNG_CODEC_H
#define LAYOUTSHOT_PNG_CODEC_H

#include <stddef.h>
#include <stdint.h>

/// libpng calls with setjmp-based error handling: every failure is a non-zero return and a
/// message, never a longjmp through Swift frames.

/// Encodes 8-bit rows (`input_channels` 3 = RGB or 4 = RGBA, straight alpha, `stride` bytes
/// apart) into a PNG in memory of `channels` channels: the same, or 3 from RGBA rows, whose
/// alpha is dropped row by row. `level` is the zlib level (0-9); `filters` is a PNG_FILTER_*
/// mask (0 = libpng's default). `keys`/`values` become tEXt chunks. On success `*out` is
/// malloc'd (free with lspng_free).
int lspng_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, int input_channels,
                 int channels, int level, int filters, const char *const *keys, const char *const *values,
                 int text_count, uint8_t **out, size_t *out_size, char *error, size_t error_size);

/// Whether every one of `count` RGBA pixels has alpha 255.
int lspng_rgba_is_opaque(const uint8_t *rgba, size_t count);

/// Decodes any PNG in memory through libpng (the fallback of lspng_decode_into) into 8-bit
/// RGBA (straight alpha), malloc'd in `*pixels` (`width * height * 4` bytes). Text chunks come back in `*text` as "key\0value\0...\0\0"
/// (malloc'd, may be NULL).
int lspng_decode(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, uint8_t **pixels,
                 char **text, char *error, size_t error_size);

/// The fast path (8-bit RGB/RGBA, non-interlaced) into a caller's buffer: returns 0 when done,
/// 2 when the file needs libpng (use lspng_decode), 3 when `output_capacity` is below `*needed`
/// (call again with a buffer that large; the first `width * height * 4` bytes are the pixels),
/// 1 on error. The buffer MAY be larger than the pixels: rows are inflated into its tail.
int lspng_decode_into(const uint8_t *data, size_t size, uint8_t *output, size_t output_capacity, uint32_t *width,
                      uint32_t *height, size_t *needed, char **text, char *error, size_t error_size);

/// Reads only the header's size.
int lspng_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                    char *error, size_t error_size);

/// Cairo's premultiplied native-endian ARGB32 rows (`stride` bytes apart) as straight RGBA
/// bytes, `width * 4` per row, rounded to nearest. Runs of eight opaque pixels, most of a UI
/// render, are a byte shuffle (one AVX2 shuffle where the CPU has it); other runs are divided
/// pixel by pixel. `rgba` MAY be `argb` when `stride` is `width * 4` (converted in place).
void lspng_argb32_to_rgba(const uint8_t *argb, size_t stride, uint8_t *rgba, uint32_t width, uint32_t height);

/// Premultiplied RGBA bytes (`count` pixels) as straight RGBA in place, with the rounding of
/// lspng_argb32_to_rgba; opaque and empty pixels are left as they are.
void lspng_unpremultiply_rgba(uint8_t *rgba, size_t count);

/// Frees memory returned by the functions above.
void lspng_free(void *pointer);

#endif
