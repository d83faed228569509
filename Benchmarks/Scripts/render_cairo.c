/* The raw Cairo peer of `make bench`: the 100-cell feed of Benchmarks/Scripts/render_scene.py, drawn
 * by hand with Cairo and Pango and no layout engine, the floor our renderer is measured against.
 *
 *   cc -O2 -o render_cairo Benchmarks/Scripts/render_cairo.c $(pkg-config --cflags --libs pangocairo) -lm
 *   render_cairo RUNS [OUT.png]
 *
 * The scene, in pixels at scale 1 on a 1500x2668 ARGB32 surface: a #F2F2F7 background; 4 x 25
 * cells of 375x60, each a white rectangle, a 44 px avatar circle, a title (15 px) and a subtitle
 * (12 px) in DejaVu Sans, a red 24x16 badge with corner radius 8 and its count (10 px), and a
 * 1 px separator; a 98 px tab bar at the bottom. The "boxes" variant draws grey bars where the
 * texts are, to show what the text costs.
 *
 * Steps, each run once untimed, then RUNS times timed on the same surface:
 *   draw 100 cells, boxes | draw 100 cells, pango text      the drawing calls
 *   cairo_surface_write_to_png (boxes | pango text)        Cairo's own PNG encoder
 * Prints one tab-separated line per step: name, median s, min s, max s, extra (the PNG's size).
 * OUT.png gets the pango variant, to compare with our render of the fixture by eye.
 */
#include <cairo.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { WIDTH = 1500, HEIGHT = 2668, COLUMNS = 4, ROWS = 25, CELL_W = 375, CELL_H = 60, TAB_BAR = 98 };

typedef struct { unsigned char r, g, b; } Colour;

static const Colour AVATAR[] = {{0x5C, 0x6B, 0xC0}, {0x26, 0xA6, 0x9A}, {0xFF, 0xA7, 0x26},
                                {0xAB, 0x47, 0xBC}, {0x42, 0xA5, 0xF5}, {0xEF, 0x53, 0x50}};
static const Colour BACKGROUND = {0xF2, 0xF2, 0xF7}, WHITE = {0xFF, 0xFF, 0xFF}, BLACK = {0, 0, 0},
                    GREY = {0x6E, 0x6E, 0x73}, BADGE = {0xFF, 0x3B, 0x30}, SEPARATOR = {0xC6, 0xC6, 0xC8},
                    BAR = {0xF9, 0xF9, 0xF9};

/* The three text styles, made once per draw as a program drawing a screen would. */
typedef struct { PangoLayout *title, *subtitle, *count; } Fonts;

static void paint(cairo_t *cr, Colour c) {
    cairo_set_source_rgb(cr, c.r / 255.0, c.g / 255.0, c.b / 255.0);
}

static void fill_rect(cairo_t *cr, Colour c, double x, double y, double w, double h) {
    paint(cr, c);
    cairo_rectangle(cr, x, y, w, h);
    cairo_fill(cr);
}

static void fill_round_rect(cairo_t *cr, Colour c, double x, double y, double w, double h, double radius) {
    paint(cr, c);
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + radius, y + radius, radius, M_PI, 1.5 * M_PI);
    cairo_arc(cr, x + w - radius, y + radius, radius, 1.5 * M_PI, 2 * M_PI);
    cairo_arc(cr, x + w - radius, y + h - radius, radius, 0, 0.5 * M_PI);
    cairo_arc(cr, x + radius, y + h - radius, radius, 0.5 * M_PI, M_PI);
    cairo_close_path(cr);
    cairo_fill(cr);
}

static PangoLayout *font_layout(cairo_t *cr, int pixels) {
    PangoLayout *layout = pango_cairo_create_layout(cr);
    PangoFontDescription *font = pango_font_description_from_string("DejaVu Sans");
    pango_font_description_set_absolute_size(font, pixels * PANGO_SCALE);
    pango_layout_set_font_description(layout, font);
    pango_font_description_free(font);
    return layout;
}

static void show(cairo_t *cr, PangoLayout *layout, Colour c, double x, double top, const char *text) {
    paint(cr, c);
    cairo_move_to(cr, x, top);
    pango_layout_set_text(layout, text, -1);
    pango_cairo_show_layout(cr, layout);
}

static void draw_cell(cairo_t *cr, const Fonts *fonts, int index) {
    double x = (index % COLUMNS) * CELL_W, y = (index / COLUMNS) * CELL_H;
    char text[32];
    fill_rect(cr, WHITE, x, y, CELL_W, CELL_H);
    paint(cr, AVATAR[index % 6]);
    cairo_arc(cr, x + 30, y + 30, 22, 0, 2 * M_PI);
    cairo_fill(cr);
    if (fonts) {
        snprintf(text, sizeof text, "Conversation %d", index + 1);
        show(cr, fonts->title, BLACK, x + 60, y + 13, text);
        snprintf(text, sizeof text, "Last message %d", index * 7 % 100);
        show(cr, fonts->subtitle, GREY, x + 60, y + 33, text);
    } else {
        fill_rect(cr, BLACK, x + 60, y + 13, 120 + index % 40, 18);
        fill_rect(cr, GREY, x + 60, y + 33, 80 + index % 30, 14);
    }
    fill_round_rect(cr, BADGE, x + 343, y + 22, 24, 16, 8);
    if (fonts) {
        snprintf(text, sizeof text, "%d", index * 3 % 20 + 1);
        show(cr, fonts->count, WHITE, x + 349, y + 23, text);
    }
    fill_rect(cr, SEPARATOR, x + 60, y + CELL_H - 1, CELL_W - 60, 1);
}

static void draw_feed(cairo_surface_t *surface, int with_text) {
    cairo_t *cr = cairo_create(surface);
    Fonts fonts = {0};
    if (with_text) {
        fonts.title = font_layout(cr, 15);
        fonts.subtitle = font_layout(cr, 12);
        fonts.count = font_layout(cr, 10);
    }
    paint(cr, BACKGROUND);
    cairo_paint(cr);
    for (int index = 0; index < COLUMNS * ROWS; index++) draw_cell(cr, with_text ? &fonts : NULL, index);
    fill_rect(cr, BAR, 0, HEIGHT - TAB_BAR, WIDTH, TAB_BAR);
    if (with_text) {
        g_object_unref(fonts.title);
        g_object_unref(fonts.subtitle);
        g_object_unref(fonts.count);
    }
    cairo_destroy(cr);
    cairo_surface_flush(surface);
}

static double seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + now.tv_nsec / 1e9;
}

static int ascending(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void print_step(const char *name, double *samples, int runs, const char *extra) {
    qsort(samples, runs, sizeof *samples, ascending);
    double median = runs % 2 ? samples[runs / 2] : (samples[runs / 2 - 1] + samples[runs / 2]) / 2;
    printf("%s\t%.6f\t%.6f\t%.6f\t%s\n", name, median, samples[0], samples[runs - 1], extra);
    fflush(stdout);
}

static cairo_status_t count_only(void *total, const unsigned char *data, unsigned int length) {
    (void)data;
    *(size_t *)total += length;
    return CAIRO_STATUS_SUCCESS;
}

int main(int argc, char **argv) {
    int runs = argc > 1 ? atoi(argv[1]) : 7;
    if (runs < 1 || argc > 3) {
        fprintf(stderr, "usage: render_cairo RUNS [OUT.png]\n");
        return 64;
    }
    double *samples = calloc((size_t)runs, sizeof *samples);
    if (!samples) return 1;
    const char *variants[] = {"boxes", "pango text"};
    for (int with_text = 0; with_text <= 1; with_text++) {
        cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
        if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
            fprintf(stderr, "render_cairo: cannot create a %dx%d surface\n", WIDTH, HEIGHT);
            return 1;
        }
        char name[64], extra[32];
        for (int run = -1; run < runs; run++) {
            double start = seconds();
            draw_feed(surface, with_text);
            if (run >= 0) samples[run] = seconds() - start;
        }
        snprintf(name, sizeof name, "draw 100 cells, %s", variants[with_text]);
        print_step(name, samples, runs, "-");
        size_t bytes = 0;
        for (int run = -1; run < runs; run++) {
            bytes = 0;
            double start = seconds();
            cairo_status_t status = cairo_surface_write_to_png_stream(surface, count_only, &bytes);
            if (run >= 0) samples[run] = seconds() - start;
            if (status != CAIRO_STATUS_SUCCESS) {
                fprintf(stderr, "render_cairo: PNG encoding failed: %s\n", cairo_status_to_string(status));
                return 1;
            }
        }
        snprintf(name, sizeof name, "cairo_surface_write_to_png (%s)", variants[with_text]);
        snprintf(extra, sizeof extra, "%.0f kB", bytes / 1e3);
        print_step(name, samples, runs, extra);
        if (with_text && argc > 2 && cairo_surface_write_to_png(surface, argv[2]) != CAIRO_STATUS_SUCCESS) {
            fprintf(stderr, "render_cairo: cannot write %s\n", argv[2]);
            return 1;
        }
        cairo_surface_destroy(surface);
    }
    free(samples);
    return 0;
}
