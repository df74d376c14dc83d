// The part of Pango and PangoCairo that TabBarKit calls, declared here instead of included
// from Pango's headers. Those headers pull in GLib's, whose pkg-config flags carry -pthread,
// which SwiftPM refuses with a warning in every build of every package that depends on
// TabBarKit; declared here, the module needs no flags at all. Pango's C interface has been
// stable since 1.0, and scripts/check-pango-declarations compiles this file against the
// installed headers, so a declaration that differs from Pango's fails CI.
#ifndef TABBARKIT_PANGO_SUBSET_H
#define TABBARKIT_PANGO_SUBSET_H

// The check compiles this file after Pango's own headers: the types below then get a
// prefix, to be compared with Pango's, and the functions are checked against Pango's.
#ifdef TABBARKIT_CHECK_AGAINST_PANGO
#define TBK_NAME(name) tbk_check_##name
#else
#define TBK_NAME(name) name
#endif

struct _cairo;
struct _cairo_font_options;

typedef struct _PangoContext TBK_NAME(PangoContext);
typedef struct _PangoLayout TBK_NAME(PangoLayout);
typedef struct _PangoFontMap TBK_NAME(PangoFontMap);
typedef struct _PangoFontFamily TBK_NAME(PangoFontFamily);
typedef struct _PangoFontDescription TBK_NAME(PangoFontDescription);
typedef struct _PangoFontMetrics TBK_NAME(PangoFontMetrics);
typedef struct _PangoLanguage TBK_NAME(PangoLanguage);
typedef struct _PangoAttrList TBK_NAME(PangoAttrList);
typedef struct _PangoAttrClass TBK_NAME(PangoAttrClass);
typedef struct _PangoLayoutLine TBK_NAME(PangoLayoutLine);
typedef struct _PangoLayoutIter TBK_NAME(PangoLayoutIter);

typedef struct {
    int x;
    int y;
    int width;
    int height;
} TBK_NAME(PangoRectangle);

typedef struct {
    const TBK_NAME(PangoAttrClass) *klass;
    unsigned int start_index;
    unsigned int end_index;
} TBK_NAME(PangoAttribute);

typedef enum {
    TBK_NAME(PANGO_ALIGN_LEFT),
    TBK_NAME(PANGO_ALIGN_CENTER),
    TBK_NAME(PANGO_ALIGN_RIGHT)
} TBK_NAME(PangoAlignment);

typedef enum {
    TBK_NAME(PANGO_WRAP_WORD),
    TBK_NAME(PANGO_WRAP_CHAR),
    TBK_NAME(PANGO_WRAP_WORD_CHAR)
} TBK_NAME(PangoWrapMode);

typedef enum {
    TBK_NAME(PANGO_ELLIPSIZE_NONE),
    TBK_NAME(PANGO_ELLIPSIZE_START),
    TBK_NAME(PANGO_ELLIPSIZE_MIDDLE),
    TBK_NAME(PANGO_ELLIPSIZE_END)
} TBK_NAME(PangoEllipsizeMode);

typedef enum {
    TBK_NAME(PANGO_UNDERLINE_NONE),
    TBK_NAME(PANGO_UNDERLINE_SINGLE),
    TBK_NAME(PANGO_UNDERLINE_DOUBLE)
} TBK_NAME(PangoUnderline);

typedef enum {
    TBK_NAME(PANGO_STYLE_NORMAL),
    TBK_NAME(PANGO_STYLE_OBLIQUE),
    TBK_NAME(PANGO_STYLE_ITALIC)
} TBK_NAME(PangoStyle);

// Weights run from 100 to 1000; TabBarKit passes UIFont's weights mapped onto that scale.
typedef enum {
    TBK_NAME(PANGO_WEIGHT_THIN) = 100,
    TBK_NAME(PANGO_WEIGHT_NORMAL) = 400,
    TBK_NAME(PANGO_WEIGHT_ULTRAHEAVY) = 1000
} TBK_NAME(PangoWeight);

typedef enum {
    TBK_NAME(PANGO_DIRECTION_LTR),
    TBK_NAME(PANGO_DIRECTION_RTL)
} TBK_NAME(PangoDirection);

void g_object_unref(void *object);
void g_free(void *memory);

PangoFontMap *pango_cairo_font_map_new(void);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_font_map_list_families(PangoFontMap *fontmap, PangoFontFamily ***families, int *n_families);
const char *pango_font_family_get_name(PangoFontFamily *family);
void pango_cairo_context_set_resolution(PangoContext *context, double dpi);
void pango_cairo_context_set_font_options(PangoContext *context, const struct _cairo_font_options *options);
PangoFontMetrics *pango_context_get_metrics(PangoContext *context, const PangoFontDescription *desc,
                                            PangoLanguage *language);
int pango_font_metrics_get_ascent(PangoFontMetrics *metrics);
int pango_font_metrics_get_descent(PangoFontMetrics *metrics);
int pango_font_metrics_get_height(PangoFontMetrics *metrics);
void pango_font_metrics_unref(PangoFontMetrics *metrics);

PangoFontDescription *pango_font_description_new(void);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
void pango_font_description_set_style(PangoFontDescription *desc, PangoStyle style);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);

PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_set_spacing(PangoLayout *layout, int spacing);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_justify(PangoLayout *layout, int justify);
PangoDirection pango_layout_get_direction(PangoLayout *layout, int index);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
void pango_cairo_show_layout(struct _cairo *cr, PangoLayout *layout);

// Positions in laid-out text, for carets, selections and clicks in text inputs.
void pango_layout_get_cursor_pos(PangoLayout *layout, int index_, PangoRectangle *strong_pos, PangoRectangle *weak_pos);
int pango_layout_xy_to_index(PangoLayout *layout, int x, int y, int *index_, int *trailing);
void pango_layout_index_to_line_x(PangoLayout *layout, int index_, int trailing, int *line, int *x_pos);
int pango_layout_get_line_count(PangoLayout *layout);
PangoLayoutLine *pango_layout_get_line_readonly(PangoLayout *layout, int line);
int pango_layout_line_get_start_index(PangoLayoutLine *line);
int pango_layout_line_get_length(PangoLayoutLine *line);
void pango_layout_line_get_x_ranges(PangoLayoutLine *line, int start_index, int end_index, int **ranges, int *n_ranges);
PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
void pango_layout_iter_free(PangoLayoutIter *iter);
PangoLayoutLine *pango_layout_iter_get_line_readonly(PangoLayoutIter *iter);
void pango_layout_iter_get_line_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_iter_next_line(PangoLayoutIter *iter);

PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
void pango_attr_list_unref(PangoAttrList *list);
PangoAttribute *pango_attr_font_desc_new(const PangoFontDescription *desc);
PangoAttribute *pango_attr_font_features_new(const char *features);
PangoAttribute *pango_attr_foreground_new(unsigned short red, unsigned short green, unsigned short blue);
PangoAttribute *pango_attr_foreground_alpha_new(unsigned short alpha);
PangoAttribute *pango_attr_background_new(unsigned short red, unsigned short green, unsigned short blue);
PangoAttribute *pango_attr_background_alpha_new(unsigned short alpha);
PangoAttribute *pango_attr_underline_new(PangoUnderline underline);
PangoAttribute *pango_attr_strikethrough_new(int strikethrough);
PangoAttribute *pango_attr_rise_new(int rise);
PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);

#endif
