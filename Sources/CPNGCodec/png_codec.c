#include "png_codec.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *message;
    size_t capacity;
} error_sink;

static void on_error(png_structp png, png_const_charp message) {
    error_sink *sink = (error_sink *)png_get_error_ptr(png);
    if (sink && sink->message && sink->capacity > 0) {
        snprintf(sink->message, sink->capacity, "%s", message);
    }
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

typedef struct {
    uint8_t *bytes;
    size_t size;
    size_t capacity;
    int failed;
} write_buffer;

static void write_data(png_structp png, png_bytep data, png_size_t length) {
    write_buffer *buffer = (write_buffer *)png_get_io_ptr(png);
    if (buffer->size + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->size + length) capacity *= 2;
        uint8_t *grown = realloc(buffer->bytes, capacity);
        if (!grown) {
            buffer->failed = 1;
            png_error(png, "out of memory while encoding");
        }
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->size, data, length);
    buffer->size += length;
}

static void flush_data(png_structp png) { (void)png; }

/* One RGBA row as RGB. `out` has room for 4 bytes more than the row: the vector loop stores 16
 * bytes for every 12 it keeps. */
static void rgba_row_to_rgb(const uint8_t *in, uint8_t *out, uint32_t width);

int lspng_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, int input_channels,
                 int channels, int level, int filters, const char *const *keys, const char *const *values,
                 int text_count, uint8_t **out, size_t *out_size, char *error, size_t error_size) {
    error_sink sink = {error, error_size};
    write_buffer buffer = {NULL, 0, 0, 0};
    png_text *texts = NULL;
    uint8_t *row_buffer = NULL;
    if (input_channels != channels && !(input_channels == 4 && channels == 3)) {
        snprintf(error, error_size, "cannot write %d-channel rows as %d channels", input_channels, channels);
        return 1;
    }
    if (input_channels != channels) {
        row_buffer = malloc((size_t)width * 3 + 16);
        if (!row_buffer) {
            snprintf(error, error_size, "out of memory for a row of %u pixels", width);
            return 1;
        }
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
    if (!png) {
        snprintf(error, error_size, "cannot create the PNG writer");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        /* Destroying nulls `info`: decide first, so libpng's own message (set by on_error) is kept. */
        int no_info = info == NULL;
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(buffer.bytes);
        free(texts);
        free(row_buffer);
        if (no_info) snprintf(error, error_size, "cannot create the PNG header");
        return 1;
    }
    png_set_write_fn(png, &buffer, write_data, flush_data);
    png_set_compression_level(png, level);
    if (filters) png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, width, height, 8, channels == 4 ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (text_count > 0) {
        texts = calloc((size_t)text_count, sizeof(png_text));
        if (!texts) png_error(png, "out of memory");
        for (int i = 0; i < text_count; i++) {
            texts[i].compression = PNG_TEXT_COMPRESSION_NONE;
            texts[i].key = (png_charp)keys[i];
            texts[i].text = (png_charp)values[i];
        }
        png_set_text(png, info, texts, text_count);
    }
    png_write_info(png, info);
    for (uint32_t row = 0; row < height; row++) {
        const uint8_t *line = pixels + (size_t)row * stride;
        if (row_buffer) {
            rgba_row_to_rgb(line, row_buffer, width);
            line = row_buffer;
        }
        png_write_row(png, (png_const_bytep)line);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(texts);
    free(row_buffer);
    *out = buffer.bytes;
    *out_size = buffer.size;
    return 0;
}

typedef struct {
    const uint8_t *bytes;
    size_t size;
    size_t offset;
} read_buffer;

static void read_data(png_structp png, png_bytep data, png_size_t length) {
    read_buffer *buffer = (read_buffer *)png_get_io_ptr(png);
    if (buffer->offset + length > buffer->size) png_error(png, "the file is truncated");
    memcpy(data, buffer->bytes + buffer->offset, length);
    buffer->offset += length;
}

int lspng_decode(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, uint8_t **pixels,
                 char **text, char *error, size_t error_size) {
    error_sink sink = {error, error_size};
    read_buffer buffer = {data, size, 0};
    uint8_t *volatile result = NULL;
    png_bytep *volatile rows = NULL;
    *pixels = NULL;
    if (text) *text = NULL;
    if (size < 8 || png_sig_cmp(data, 0, 8) != 0) {
        snprintf(error, error_size, "not a PNG file (bad signature)");
        return 1;
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
    if (!png) {
        snprintf(error, error_size, "cannot create the PNG reader");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        /* Destroying nulls `info`: decide first, so libpng's own message (set by on_error) is kept. */
        int no_info = info == NULL;
        png_destroy_read_struct(&png, info ? &info : NULL, NULL);
        free(result);
        free(rows);
        if (no_info) snprintf(error, error_size, "cannot create the PNG header");
        return 1;
    }
    png_set_read_fn(png, &buffer, read_data);
    png_set_user_limits(png, 100000, 100000);
    png_read_info(png, info);
    uint32_t w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    int color = png_get_color_type(png, info);
    png_set_expand(png);
    png_set_strip_16(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    }
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) png_error(png, "unsupported pixel layout");
    if ((size_t)w * h > ((size_t)1 << 31) / 4) png_error(png, "the image is too large");
    result = malloc((size_t)w * h * 4 + 1);
    rows = malloc(sizeof(png_bytep) * (h ? h : 1));
    if (!result || !rows) png_error(png, "out of memory");
    for (uint32_t row = 0; row < h; row++) rows[row] = result + (size_t)row * w * 4;
    png_read_image(png, rows);
    png_read_end(png, info);
    if (text) {
        png_textp chunks = NULL;
        int count = 0;
        png_get_text(png, info, &chunks, &count);
        size_t length = 1;
        for (int i = 0; i < count; i++) length += strlen(chunks[i].key) + 1 + (chunks[i].text ? strlen(chunks[i].text) : 0) + 1;
        char *joined = malloc(length);
        if (joined) {
            size_t offset = 0;
            for (int i = 0; i < count; i++) {
                size_t k = strlen(chunks[i].key), v = chunks[i].text ? strlen(chunks[i].text) : 0;
                memcpy(joined + offset, chunks[i].key, k + 1);
                offset += k + 1;
                if (v) memcpy(joined + offset, chunks[i].text, v);
                joined[offset + v] = 0;
                offset += v + 1;
            }
            joined[offset] = 0;
            *text = joined;
        }
    }
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    *width = w;
    *height = h;
    *pixels = result;
    return 0;
}

int lspng_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                    char *error, size_t error_size) {
    error_sink sink = {error, error_size};
    read_buffer buffer = {data, size, 0};
    if (size < 8 || png_sig_cmp(data, 0, 8) != 0) {
        snprintf(error, error_size, "not a PNG file (bad signature)");
        return 1;
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
    if (!png) return 1;
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, info ? &info : NULL, NULL);
        return 1;
    }
    png_set_read_fn(png, &buffer, read_data);
    png_read_info(png, info);
    *width = png_get_image_width(png, info);
    *height = png_get_image_height(png, info);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

void lspng_free(void *pointer) { free(pointer); }

/* One premultiplied ARGB32 pixel as straight R, G, B, A bytes; empty and opaque pixels skip the
 * division. */
static inline void straight_rgba(uint32_t argb, uint8_t *out) {
    uint32_t alpha = argb >> 24, red = (argb >> 16) & 0xFF, green = (argb >> 8) & 0xFF, blue = argb & 0xFF;
    if (alpha != 255 && alpha != 0) {
        red = (red * 255 + alpha / 2) / alpha;
        green = (green * 255 + alpha / 2) / alpha;
        blue = (blue * 255 + alpha / 2) / alpha;
    }
    out[0] = (uint8_t)red;
    out[1] = (uint8_t)green;
    out[2] = (uint8_t)blue;
    out[3] = (uint8_t)alpha;
}

/* One row, eight pixels at a time: opaque runs (most of a UI render) are a byte shuffle, other
 * runs are divided pixel by pixel. The pixels are read before the row is written, so `out` MAY
 * be `line`. */
static void argb32_to_rgba_row(const uint8_t *line, uint8_t *out, uint32_t width) {
    uint32_t x = 0;
    for (; x + 8 <= width; x += 8) {
        uint32_t pixels[8], all = 0xFFFFFFFFu;
        memcpy(pixels, line + (size_t)x * 4, sizeof pixels);
        for (int i = 0; i < 8; i++) all &= pixels[i];
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        if (all >> 24 == 0xFF) {
            /* ARGB in a little-endian word is B, G, R, A in memory; RGBA wants R, G, B, A. */
            for (int i = 0; i < 8; i++) {
                uint32_t p = pixels[i];
                pixels[i] = (p & 0xFF00FF00u) | ((p >> 16) & 0xFFu) | ((p & 0xFFu) << 16);
            }
            memcpy(out + (size_t)x * 4, pixels, sizeof pixels);
            continue;
        }
#endif
        for (int i = 0; i < 8; i++) straight_rgba(pixels[i], out + (size_t)(x + i) * 4);
    }
    for (; x < width; x++) {
        uint32_t p;
        memcpy(&p, line + (size_t)x * 4, sizeof p);
        straight_rgba(p, out + (size_t)x * 4);
    }
}

/* The 4th byte in memory of a 32-bit pixel (its alpha), as a mask in either byte order. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define ALPHA_OPAQUE 0x000000FFu
#else
#define ALPHA_OPAQUE 0xFF000000u
#endif

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define LSPNG_AVX2 1

/* The same row with AVX2: eight pixels are one load, one test of their alpha bits and one
 * shuffle (the portable row above, built for SSE2 only, costs about a nanosecond a pixel). */
__attribute__((target("avx2"))) static void argb32_to_rgba_row_avx2(const uint8_t *line, uint8_t *out,
                                                                     uint32_t width) {
    const __m256i order = _mm256_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15,
                                           2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
    const __m256i alpha = _mm256_set1_epi32((int)0xFF000000u);
    uint32_t x = 0;
    for (; x + 8 <= width; x += 8) {
        __m256i pixels = _mm256_loadu_si256((const __m256i *)(const void *)(line + (size_t)x * 4));
        if (_mm256_testc_si256(pixels, alpha)) {
            _mm256_storeu_si256((__m256i *)(void *)(out + (size_t)x * 4), _mm256_shuffle_epi8(pixels, order));
            continue;
        }
        uint32_t words[8];
        _mm256_storeu_si256((__m256i *)(void *)words, pixels);
        for (int i = 0; i < 8; i++) straight_rgba(words[i], out + (size_t)(x + i) * 4);
    }
    for (; x < width; x++) {
        uint32_t p;
        memcpy(&p, line + (size_t)x * 4, sizeof p);
        straight_rgba(p, out + (size_t)x * 4);
    }
}
#endif

void lspng_argb32_to_rgba(const uint8_t *argb, size_t stride, uint8_t *rgba, uint32_t width, uint32_t height) {
#ifdef LSPNG_AVX2
    int avx2 = __builtin_cpu_supports("avx2");
#endif
    for (uint32_t row = 0; row < height; row++) {
        const uint8_t *line = argb + (size_t)row * stride;
        uint8_t *out = rgba + (size_t)row * width * 4;
#ifdef LSPNG_AVX2
        if (avx2) {
            argb32_to_rgba_row_avx2(line, out, width);
            continue;
        }
#endif
        argb32_to_rgba_row(line, out, width);
    }
}

int lspng_rgba_is_opaque(const uint8_t *rgba, size_t count) {
    size_t i = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    /* Sixteen pixels ANDed together, a loop the compiler vectorises; alpha is the high byte. */
    for (; i + 16 <= count; i += 16) {
        uint32_t words[16], all = 0xFFFFFFFFu;
        memcpy(words, rgba + i * 4, sizeof words);
        for (int k = 0; k < 16; k++) all &= words[k];
        if (all >> 24 != 0xFF) return 0;
    }
#endif
    for (; i < count; i++) {
        if (rgba[i * 4 + 3] != 255) return 0;
    }
    return 1;
}

#ifdef LSPNG_AVX2
/* Four pixels a shuffle: sixteen bytes stored, the first twelve kept. */
__attribute__((target("avx2"))) static uint32_t rgba_row_to_rgb_ssse3(const uint8_t *in, uint8_t *out,
                                                                      uint32_t width) {
    const __m128i order = _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    uint32_t x = 0;
    for (; x + 4 <= width; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(const void *)(in + (size_t)x * 4));
        _mm_storeu_si128((__m128i *)(void *)(out + (size_t)x * 3), _mm_shuffle_epi8(pixels, order));
    }
    return x;
}
#endif

#ifdef LSPNG_AVX2
/* The reverse: four RGB pixels a shuffle into RGBA, their alpha set. Sixteen bytes are read
 * (twelve used) and sixteen written for pixels [x, x + 4) while x + 4 <= count: the caller's
 * count keeps both inside what may be touched (see rgb_row_to_rgba). */
__attribute__((target("avx2"))) static uint32_t rgb_row_to_rgba_ssse3(const uint8_t *in, uint8_t *out,
                                                                      uint32_t count) {
    const __m128i order = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m128i alpha = _mm_set1_epi32((int)0xFF000000u);
    uint32_t x = 0;
    for (; x + 4 <= count; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(const void *)(in + (size_t)x * 3));
        _mm_storeu_si128((__m128i *)(void *)(out + (size_t)x * 4), _mm_or_si128(_mm_shuffle_epi8(pixels, order), alpha));
    }
    return x;
}
#endif

/* Widens a row of `width` RGB pixels at `in` to opaque RGBA at `out`, which may lie before `in`
 * in the same buffer (the decoder widens in place) as long as every pixel's output starts before
 * its input (out + 4x < in + 3x). Four bytes are read a pixel but the last's three, so the
 * row's end is never read past. With AVX2, four pixels a step while the sixteen bytes read stay
 * in the row (x + 6 <= width) and the sixteen written stay behind the next step's input
 * (out + 4x + 16 <= in + 3x + 12, so x + 4 <= in - out). */
static void rgb_row_to_rgba(const uint8_t *in, uint8_t *out, uint32_t width) {
    uint32_t x = 0;
#ifdef LSPNG_AVX2
    if (width >= 6 && __builtin_cpu_supports("avx2")) {
        size_t lead = (size_t)(in - out);
        x = rgb_row_to_rgba_ssse3(in, out, (uint32_t)(lead < width - 2 ? lead : width - 2));
    }
#endif
    for (; x + 1 < width; x++) {
        uint32_t pixel;
        memcpy(&pixel, in + (size_t)x * 3, 4);
        pixel |= ALPHA_OPAQUE;
        memcpy(out + (size_t)x * 4, &pixel, 4);
    }
    const uint8_t *last = in + (size_t)(width - 1) * 3;
    uint8_t pixel[4] = {last[0], last[1], last[2], 255};
    memcpy(out + (size_t)(width - 1) * 4, pixel, 4);
}

static void rgba_row_to_rgb(const uint8_t *in, uint8_t *out, uint32_t width) {
    uint32_t x = 0;
#ifdef LSPNG_AVX2
    if (__builtin_cpu_supports("avx2")) x = rgba_row_to_rgb_ssse3(in, out, width);
#endif
    for (; x < width; x++) {
        out[(size_t)x * 3] = in[(size_t)x * 4];
        out[(size_t)x * 3 + 1] = in[(size_t)x * 4 + 1];
        out[(size_t)x * 3 + 2] = in[(size_t)x * 4 + 2];
    }
}

void lspng_unpremultiply_rgba(uint8_t *rgba, size_t count) {
    for (size_t i = 0; i < count; i++) {
        uint8_t *pixel = rgba + i * 4;
        uint32_t alpha = pixel[3];
        if (alpha == 255 || alpha == 0) continue;
        /* The same rounding as straight_rgba. */
        for (int channel = 0; channel < 3; channel++) {
            pixel[channel] = (uint8_t)((pixel[channel] * 255 + alpha / 2) / alpha);
        }
    }
}

/* ---- Fast path: 8-bit RGB/RGBA, non-interlaced PNGs (what Layoutshot writes), inflated with
 * libdeflate in one call. Anything else returns LSPNG_FALLBACK and libpng decodes it. ---- */

#include <libdeflate.h>

#define LSPNG_FALLBACK 2


static int decode_fast(const uint8_t *data, size_t size, uint8_t *output, size_t output_capacity, uint32_t *width,
                       uint32_t *height, size_t *needed, char **text, char *error, size_t error_size);

int lspng_decode_into(const uint8_t *data, size_t size, uint8_t *output, size_t output_capacity, uint32_t *width,
                      uint32_t *height, size_t *needed, char **text, char *error, size_t error_size) {
    return decode_fast(data, size, output, output_capacity, width, height, needed, text, error, error_size);
}


static uint32_t read_u32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

static uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = (int)a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
}

static int decode_fast(const uint8_t *data, size_t size, uint8_t *output, size_t output_capacity, uint32_t *width,
                       uint32_t *height, size_t *needed, char **text, char *error, size_t error_size) {
    if (size < 8 + 25 || png_sig_cmp(data, 0, 8) != 0) return LSPNG_FALLBACK;
    size_t offset = 8;
    uint32_t w = 0, h = 0;
    int channels = 0;
    uint8_t *idat = NULL;
    size_t idat_size = 0, idat_capacity = 0;
    char *texts = NULL;
    size_t text_size = 0;
    int seen_header = 0, seen_end = 0;
    while (offset + 12 <= size) {
        uint32_t length = read_u32(data + offset);
        const uint8_t *type = data + offset + 4;
        if (length > size - offset - 12) {
            snprintf(error, error_size, "the file is truncated");
            goto failed;
        }
        const uint8_t *body = data + offset + 8;
        uint32_t crc = read_u32(body + length);
        if (libdeflate_crc32(0, type, (size_t)length + 4) != crc) {
            snprintf(error, error_size, "chunk %.4s has a bad CRC (the file is corrupt)", (const char *)type);
            goto failed;
        }
        if (memcmp(type, "IHDR", 4) == 0) {
            if (length != 13) goto fallback;
            w = read_u32(body);
            h = read_u32(body + 4);
            if (body[8] != 8 || (body[9] != 2 && body[9] != 6) || body[10] != 0 || body[11] != 0 || body[12] != 0)
                goto fallback;
            channels = body[9] == 6 ? 4 : 3;
            if (w == 0 || h == 0 || w > 100000 || h > 100000 || (uint64_t)w * h > ((uint64_t)1 << 29)) goto fallback;
            seen_header = 1;
        } else if (memcmp(type, "IDAT", 4) == 0) {
            if (idat_size + length > idat_capacity) {
                size_t capacity = idat_capacity ? idat_capacity * 2 : 65536;
                while (capacity < idat_size + length) capacity *= 2;
                uint8_t *grown = realloc(idat, capacity);
                if (!grown) {
                    snprintf(error, error_size, "out of memory");
                    goto failed;
                }
                idat = grown;
                idat_capacity = capacity;
            }
            memcpy(idat + idat_size, body, length);
            idat_size += length;
        } else if (memcmp(type, "tEXt", 4) == 0) {
            char *grown = realloc(texts, text_size + length + 2);
            if (!grown) {
                snprintf(error, error_size, "out of memory");
                goto failed;
            }
            texts = grown;
            memcpy(texts + text_size, body, length);
            texts[text_size + length] = 0; /* key\0value -> key\0value\0 */
            text_size += length + 1;
        } else if (memcmp(type, "IEND", 4) == 0) {
            seen_end = 1;
            break;
        } else if (memcmp(type, "tRNS", 4) == 0 || memcmp(type, "PLTE", 4) == 0 || memcmp(type, "gAMA", 4) == 0 ||
                   memcmp(type, "iCCP", 4) == 0 || memcmp(type, "sBIT", 4) == 0) {
            goto fallback; /* libpng applies these */
        } else if (!(type[0] & 0x20)) {
            goto fallback; /* an unknown critical chunk */
        }
        offset += (size_t)length + 12;
    }
    if (!seen_header || !seen_end) {
        snprintf(error, error_size, seen_header ? "the file is truncated" : "no IHDR chunk");
        goto failed;
    }
    size_t stride = (size_t)w * channels;
    size_t raw_size = (stride + 1) * h;
    size_t out_size = (size_t)w * h * 4;
    /* The filtered rows are inflated into the tail of the output buffer and become RGBA rows from
     * the front. A row's output never reaches bytes of its own or later rows still to be read
     * (4w·r + 4x ≤ tail + r·(stride + 1) + 1 + 3x for RGB; rows shrink for RGBA), so there is no
     * second 12–16 MB buffer. The previous row, which a write may overwrite, is kept aside only
     * when the next row's filter looks up. */
    size_t capacity = (out_size > raw_size ? out_size : raw_size) + 1;
    *needed = capacity;
    if (!output || output_capacity < capacity) {
        free(idat);
        free(texts);
        return 3; /* tell the caller the capacity */
    }
    uint8_t *result = output;
    uint8_t *raw = output + (capacity - 1 - raw_size);
    uint8_t *previous_copy = malloc(stride ? stride : 1);
    if (!previous_copy) {
        snprintf(error, error_size, "out of memory");
        goto failed;
    }
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    enum libdeflate_result status = inflater ? libdeflate_zlib_decompress(inflater, idat, idat_size, raw, raw_size, NULL)
                                             : LIBDEFLATE_INSUFFICIENT_SPACE;
    if (inflater) libdeflate_free_decompressor(inflater);
    if (status != LIBDEFLATE_SUCCESS) {
        free(previous_copy);
        snprintf(error, error_size, "the image data is corrupt or truncated");
        goto failed;
    }
    /* Unfilter in place, then write the RGBA row. */
    const uint8_t *previous = NULL;
    for (uint32_t row = 0; row < h; row++) {
        uint8_t *line = raw + row * (stride + 1);
        uint8_t filter = line[0];
        uint8_t *cur = line + 1;
        switch (filter) {
        case 0: break;
        case 1: for (size_t i = channels; i < stride; i++) cur[i] += cur[i - channels]; break;
        case 2: if (previous) for (size_t i = 0; i < stride; i++) cur[i] += previous[i]; break;
        case 3:
            if (!previous) {
                for (size_t i = channels; i < stride; i++) cur[i] += cur[i - channels] >> 1;
                break;
            }
            for (size_t i = 0; i < (size_t)channels; i++) cur[i] += previous[i] >> 1;
            for (size_t i = channels; i < stride; i++) cur[i] += (uint8_t)(((unsigned)cur[i - channels] + previous[i]) >> 1);
            break;
        case 4:
            if (!previous) { /* Paeth with no row above is Sub */
                for (size_t i = channels; i < stride; i++) cur[i] += cur[i - channels];
                break;
            }
            /* The first pixel has no left neighbour: Paeth picks the byte above. */
            for (size_t i = 0; i < (size_t)channels; i++) cur[i] += previous[i];
            for (size_t i = channels; i < stride; i++) {
                int a = cur[i - channels], b = previous[i], c = previous[i - channels];
                int pa = b - c, pb = a - c, pc = pa + pb;
                pa = pa < 0 ? -pa : pa;
                pb = pb < 0 ? -pb : pb;
                pc = pc < 0 ? -pc : pc;
                cur[i] += (uint8_t)((pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c));
            }
            break;
        default:
            free(previous_copy);
            snprintf(error, error_size, "row %u has an unknown filter %u (the file is corrupt)", row, filter);
            goto failed;
        }
        int keep = row + 1 < h && raw[(size_t)(row + 1) * (stride + 1)] >= 2;
        if (keep) memcpy(previous_copy, cur, stride);
        uint8_t *out = result + (size_t)row * w * 4;
        if (channels == 4) {
            memmove(out, cur, stride);
        } else {
            rgb_row_to_rgba(cur, out, w);
        }
        previous = keep ? previous_copy : NULL;
    }
    free(previous_copy);
    free(idat);
    if (text) {
        char *joined = realloc(texts, text_size + 1);
        if (joined) {
            joined[text_size] = 0;
            *text = joined;
        } else {
            free(texts);
            *text = NULL;
        }
    } else {
        free(texts);
    }
    *width = w;
    *height = h;
    return 0;

fallback:
    free(idat);
    free(texts);
    return LSPNG_FALLBACK;
failed:
    free(idat);
    free(texts);
    return 1;
}
