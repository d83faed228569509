#ifndef LAYOUTSHOT_TEXT_RENDERER_H
#define LAYOUTSHOT_TEXT_RENDERER_H

#include <stdint.h>
#include <cairo.h>
#include <pango/pangocairo.h>

/// A Pango renderer whose glyphs are drawn by Layoutshot rather than by the libraries' glyph
/// rasterizers: Pango still decides what goes where (runs, colours from markup, backgrounds,
/// underlines, strikethroughs), and every shape except glyphs is filled as a Cairo path.

/// Receives one run's glyphs: their font, the glyphs at their origins in the context's user
/// space, and the run's colour (straight RGBA, 0...1).
typedef void (*lstext_glyphs_func)(void *context, cairo_t *cr, PangoFont *font, const cairo_glyph_t *glyphs, int count,
                                   double red, double green, double blue, double alpha);

/// Receives a filled shape in place of `cairo_fill`: the path is `cr`'s current path (user
/// space), to be copied; the renderer clears it afterwards.
typedef void (*lstext_fill_func)(void *context, cairo_t *cr, double red, double green, double blue, double alpha);

/// Draws `layout` with its top-left at (`x`, `y`) in `cr`'s user space, in the default colour
/// (`red`, `green`, `blue`, `alpha`) where markup sets none. Glyphs go to `glyphs` when it is
/// non-NULL, else they are outlines like every other shape; shapes are filled on `cr`, or handed
/// to `fill` when it is non-NULL (a vector writer of Layoutshot's own).
void lstext_draw_layout(cairo_t *cr, PangoLayout *layout, double x, double y, double red, double green, double blue,
                        double alpha, lstext_glyphs_func glyphs, lstext_fill_func fill, void *context);

/// Whether `font` draws every glyph from outlines: a scalable face without colour tables
/// (colour emoji and bitmap fonts are neither).
int lstext_font_has_outlines(PangoFont *font);

/// Whether every run of `layout` is in a font with outlines (`lstext_font_has_outlines`).
int lstext_layout_has_outlines(PangoLayout *layout);

/// The characters of `layout` that no font has a glyph for, in order, into `characters` (at most
/// `capacity`); returns how many there are.
int lstext_layout_unknown_characters(PangoLayout *layout, uint32_t *characters, int capacity);

/// The font's Cairo scaled font (owned by the font): its face, size and options.
cairo_scaled_font_t *lstext_font_scaled_font(PangoFont *font);

#endif
