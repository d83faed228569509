#include "text_renderer.h"

#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H

/// The renderer: a PangoRenderer subclass drawing into one Cairo context for one call.
typedef struct {
    PangoRenderer parent;
    cairo_t *cr;
    /// Where the layout's origin is, in user space.
    double x, y;
    /// The colour of every part markup leaves unset.
    double color[4];
    lstext_glyphs_func glyphs;
    lstext_fill_func fill;
    void *context;
} LstextRenderer;

typedef struct {
    PangoRendererClass parent_class;
} LstextRendererClass;

GType lstext_renderer_get_type(void);
G_DEFINE_TYPE(LstextRenderer, lstext_renderer, PANGO_TYPE_RENDERER)

/// The colour of `part`, as PangoCairoRenderer picks it: markup's colour at full opacity, else
/// the default colour; markup's alpha, when set, replaces either's.
static void part_color(LstextRenderer *renderer, PangoRenderPart part, double out[4]) {
    PangoColor *color = pango_renderer_get_color(&renderer->parent, part);
    guint16 alpha = pango_renderer_get_alpha(&renderer->parent, part);
    if (color) {
        out[0] = color->red / 65535.;
        out[1] = color->green / 65535.;
        out[2] = color->blue / 65535.;
        out[3] = 1.;
    } else {
        for (int i = 0; i < 4; i++) out[i] = renderer->color[i];
    }
    if (alpha) out[3] = alpha / 65535.;
}

/// Fills the current path in `part`'s colour, or hands it to the renderer's `fill`.
static void fill_part(LstextRenderer *renderer, const double color[4]) {
    if (renderer->fill) {
        renderer->fill(renderer->context, renderer->cr, color[0], color[1], color[2], color[3]);
        cairo_new_path(renderer->cr);
    } else {
        cairo_set_source_rgba(renderer->cr, color[0], color[1], color[2], color[3]);
        cairo_fill(renderer->cr);
    }
}

static void fill_as(LstextRenderer *renderer, PangoRenderPart part) {
    double color[4];
    part_color(renderer, part, color);
    fill_part(renderer, color);
}

static void draw_glyphs(PangoRenderer *base, PangoFont *font, PangoGlyphString *glyphs, int x, int y) {
    LstextRenderer *renderer = (LstextRenderer *)base;
    double base_x = renderer->x + (double)x / PANGO_SCALE;
    double base_y = renderer->y + (double)y / PANGO_SCALE;
    cairo_glyph_t stack[64];
    cairo_glyph_t *cairo_glyphs = glyphs->num_glyphs <= 64 ? stack : g_new(cairo_glyph_t, glyphs->num_glyphs);
    int count = 0;
    int x_position = 0;
    // Positions as PangoCairoRenderer computes them; empty and unknown glyphs draw nothing.
    for (int i = 0; i < glyphs->num_glyphs; i++) {
        PangoGlyphInfo *info = &glyphs->glyphs[i];
        if (info->glyph != PANGO_GLYPH_EMPTY && !(info->glyph & PANGO_GLYPH_UNKNOWN_FLAG)) {
            cairo_glyphs[count].index = info->glyph;
            cairo_glyphs[count].x = base_x + (double)(x_position + info->geometry.x_offset) / PANGO_SCALE;
            cairo_glyphs[count].y = base_y + (double)info->geometry.y_offset / PANGO_SCALE;
            count++;
        }
        x_position += info->geometry.width;
    }
    // A character no font has: a box (an outline 0.06 em thick, 0.75 em tall on the baseline,
    // 80 % of its advance wide) in the text's colour, built as a path from Pango's advance and
    // the font's size alone, so it is the same everywhere; lint reports it.
    x_position = 0;
    for (int i = 0; i < glyphs->num_glyphs; i++) {
        PangoGlyphInfo *info = &glyphs->glyphs[i];
        if (info->glyph != PANGO_GLYPH_EMPTY && (info->glyph & PANGO_GLYPH_UNKNOWN_FLAG)) {
            PangoFontDescription *description = pango_font_describe_with_absolute_size(font);
            double em = (double)pango_font_description_get_size(description) / PANGO_SCALE;
            pango_font_description_free(description);
            double advance = (double)info->geometry.width / PANGO_SCALE;
            double left = base_x + (double)(x_position + info->geometry.x_offset) / PANGO_SCALE + advance * 0.1;
            double width = advance * 0.8, height = em * 0.75, line = em * 0.06;
            double top = base_y + (double)info->geometry.y_offset / PANGO_SCALE - height;
            if (width > 2 * line && height > 2 * line) {
                double color[4];
                part_color(renderer, PANGO_RENDER_PART_FOREGROUND, color);
                cairo_save(renderer->cr);
                cairo_new_path(renderer->cr);
                // The outer rectangle clockwise, the inner one the other way: a frame (non-zero).
                cairo_rectangle(renderer->cr, left, top, width, height);
                cairo_move_to(renderer->cr, left + line, top + line);
                cairo_rel_line_to(renderer->cr, 0, height - 2 * line);
                cairo_rel_line_to(renderer->cr, width - 2 * line, 0);
                cairo_rel_line_to(renderer->cr, 0, -(height - 2 * line));
                cairo_close_path(renderer->cr);
                fill_part(renderer, color);
                cairo_restore(renderer->cr);
            }
        }
        x_position += info->geometry.width;
    }
    if (count > 0) {
        double color[4];
        part_color(renderer, PANGO_RENDER_PART_FOREGROUND, color);
        if (renderer->glyphs) {
            renderer->glyphs(renderer->context, renderer->cr, font, cairo_glyphs, count, color[0], color[1], color[2], color[3]);
        } else {
            cairo_save(renderer->cr);
            cairo_set_scaled_font(renderer->cr, pango_cairo_font_get_scaled_font((PangoCairoFont *)font));
            cairo_new_path(renderer->cr);
            cairo_glyph_path(renderer->cr, cairo_glyphs, count);
            fill_part(renderer, color);
            cairo_restore(renderer->cr);
        }
    }
    if (cairo_glyphs != stack) g_free(cairo_glyphs);
}

static void draw_rectangle(PangoRenderer *base, PangoRenderPart part, int x, int y, int width, int height) {
    LstextRenderer *renderer = (LstextRenderer *)base;
    cairo_save(renderer->cr);
    cairo_new_path(renderer->cr);
    cairo_rectangle(renderer->cr, renderer->x + (double)x / PANGO_SCALE, renderer->y + (double)y / PANGO_SCALE,
                    (double)width / PANGO_SCALE, (double)height / PANGO_SCALE);
    fill_as(renderer, part);
    cairo_restore(renderer->cr);
}

static void draw_trapezoid(PangoRenderer *base, PangoRenderPart part, double y1, double x11, double x21, double y2,
                           double x12, double x22) {
    LstextRenderer *renderer = (LstextRenderer *)base;
    cairo_t *cr = renderer->cr;
    cairo_save(cr);
    cairo_new_path(cr);
    cairo_move_to(cr, renderer->x + x11, renderer->y + y1);
    cairo_line_to(cr, renderer->x + x21, renderer->y + y1);
    cairo_line_to(cr, renderer->x + x22, renderer->y + y2);
    cairo_line_to(cr, renderer->x + x12, renderer->y + y2);
    cairo_close_path(cr);
    fill_as(renderer, part);
    cairo_restore(cr);
}

static void draw_error_underline(PangoRenderer *base, int x, int y, int width, int height) {
    LstextRenderer *renderer = (LstextRenderer *)base;
    cairo_t *cr = renderer->cr;
    cairo_save(cr);
    cairo_new_path(cr);
    pango_cairo_error_underline_path(cr, renderer->x + (double)x / PANGO_SCALE, renderer->y + (double)y / PANGO_SCALE,
                                     (double)width / PANGO_SCALE, (double)height / PANGO_SCALE);
    fill_as(renderer, PANGO_RENDER_PART_UNDERLINE);
    cairo_restore(cr);
}

static void lstext_renderer_init(LstextRenderer *renderer) { (void)renderer; }

static void lstext_renderer_class_init(LstextRendererClass *class) {
    PangoRendererClass *renderer_class = PANGO_RENDERER_CLASS(class);
    renderer_class->draw_glyphs = draw_glyphs;
    renderer_class->draw_rectangle = draw_rectangle;
    renderer_class->draw_trapezoid = draw_trapezoid;
    renderer_class->draw_error_underline = draw_error_underline;
}

void lstext_draw_layout(cairo_t *cr, PangoLayout *layout, double x, double y, double red, double green, double blue,
                        double alpha, lstext_glyphs_func glyphs, lstext_fill_func fill, void *context) {
    LstextRenderer *renderer = g_object_new(lstext_renderer_get_type(), NULL);
    renderer->cr = cr;
    renderer->x = x;
    renderer->y = y;
    renderer->color[0] = red;
    renderer->color[1] = green;
    renderer->color[2] = blue;
    renderer->color[3] = alpha;
    renderer->glyphs = glyphs;
    renderer->fill = fill;
    renderer->context = context;
    pango_renderer_draw_layout(&renderer->parent, layout, 0, 0);
    g_object_unref(renderer);
}

cairo_scaled_font_t *lstext_font_scaled_font(PangoFont *font) {
    return pango_cairo_font_get_scaled_font((PangoCairoFont *)font);
}

int lstext_font_has_outlines(PangoFont *font) {
    cairo_scaled_font_t *scaled = lstext_font_scaled_font(font);
    if (!scaled || cairo_scaled_font_get_type(scaled) != CAIRO_FONT_TYPE_FT) return 0;
    FT_Face face = cairo_ft_scaled_font_lock_face(scaled);
    if (!face) return 0;
    int outlines = FT_IS_SCALABLE(face) && !FT_HAS_COLOR(face);
    cairo_ft_scaled_font_unlock_face(scaled);
    return outlines;
}

int lstext_layout_has_outlines(PangoLayout *layout) {
    PangoLayoutIter *iter = pango_layout_get_iter(layout);
    int outlines = 1;
    do {
        PangoLayoutRun *run = pango_layout_iter_get_run_readonly(iter);
        if (run && run->item && run->item->analysis.font && !lstext_font_has_outlines(run->item->analysis.font)) {
            outlines = 0;
            break;
        }
    } while (pango_layout_iter_next_run(iter));
    pango_layout_iter_free(iter);
    return outlines;
}

int lstext_layout_unknown_characters(PangoLayout *layout, uint32_t *characters, int capacity) {
    PangoLayoutIter *iter = pango_layout_get_iter(layout);
    int count = 0;
    do {
        PangoLayoutRun *run = pango_layout_iter_get_run_readonly(iter);
        if (!run) continue;
        for (int i = 0; i < run->glyphs->num_glyphs; i++) {
            PangoGlyph glyph = run->glyphs->glyphs[i].glyph;
            if (glyph == PANGO_GLYPH_EMPTY || !(glyph & PANGO_GLYPH_UNKNOWN_FLAG)) continue;
            if (count < capacity) characters[count] = glyph & ~PANGO_GLYPH_UNKNOWN_FLAG;
            count++;
        }
    } while (pango_layout_iter_next_run(iter));
    pango_layout_iter_free(iter);
    return count;
}
