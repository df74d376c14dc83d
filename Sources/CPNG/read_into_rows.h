/* Reads a PNG held in memory into rows the caller provides, as premultiplied ARGB32 words
 * (Cairo's layout), with libpng's limits set. libpng reports errors with longjmp, which must
 * not cross Swift frames, so the setjmp and every callback libpng makes live here in C. */
#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint32_t max_width, max_height; /* png_set_user_limits */
    uint32_t max_cached_chunks;     /* png_set_chunk_cache_max */
    size_t max_chunk_bytes;         /* png_set_chunk_malloc_max */
} tbk_png_limits;

/* Called once the size is known: the first row of width * 4 bytes or more, each `*stride` bytes
 * after the one before, or NULL when there is no memory for them. */
typedef unsigned char *(*tbk_png_rows_fn)(void *context, uint32_t width, uint32_t height, size_t *stride);

typedef enum {
    TBK_PNG_OK = 0,
    TBK_PNG_HEADER_ERROR, /* before the pixels: the header or a chunk before IDAT */
    TBK_PNG_PIXEL_ERROR,  /* in the pixel data */
    TBK_PNG_NO_MEMORY,
} tbk_png_status;

typedef struct {
    const unsigned char *data;
    size_t size, offset;
    tbk_png_status stage; /* what a png_error now means */
    png_bytep *rows;
    char message[200];
} tbk_png_source;

static void tbk_png_read_bytes(png_structp png, png_bytep out, size_t length) {
    tbk_png_source *source = (tbk_png_source *)png_get_io_ptr(png);
    if (length > source->size - source->offset) png_error(png, "the data ends early");
    memcpy(out, source->data + source->offset, length);
    source->offset += length;
}

static void tbk_png_fail(png_structp png, png_const_charp message) {
    tbk_png_source *source = (tbk_png_source *)png_get_error_ptr(png);
    snprintf(source->message, sizeof source->message, "%s", message ? message : "libpng gave no reason");
    png_longjmp(png, 1);
}

/* libpng goes on after a warning, with the chunk dropped; so does Cairo, silently. */
static void tbk_png_ignore_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static inline uint32_t tbk_png_multiply(uint32_t alpha, uint32_t color) {
    uint32_t t = alpha * color + 0x80;
    return (t + (t >> 8)) >> 8;
}

/* RGBA bytes to premultiplied ARGB32 in native byte order, rounded as Cairo rounds. */
static void tbk_png_premultiply(png_structp png, png_row_infop row, png_bytep data) {
    (void)png;
    for (size_t i = 0; i < row->rowbytes; i += 4) {
        uint32_t alpha = data[i + 3], red = data[i], green = data[i + 1], blue = data[i + 2];
        if (alpha != 0xFF) {
            red = tbk_png_multiply(alpha, red);
            green = tbk_png_multiply(alpha, green);
            blue = tbk_png_multiply(alpha, blue);
        }
        uint32_t word = alpha << 24 | red << 16 | green << 8 | blue;
        memcpy(data + i, &word, sizeof word);
    }
}

/* Everything between setjmp and a png_error's longjmp. Its own locals are not touched after the
 * setjmp; what must survive the jump lives in `source`. */
static tbk_png_status tbk_png_read(png_structp png, png_infop info, tbk_png_source *source,
                                   const tbk_png_limits *limits, tbk_png_rows_fn rows_fn, void *context) {
    if (setjmp(png_jmpbuf(png))) return source->stage;
    png_set_read_fn(png, source, tbk_png_read_bytes);
    png_set_user_limits(png, limits->max_width, limits->max_height);
    png_set_chunk_cache_max(png, limits->max_cached_chunks);
    png_set_chunk_malloc_max(png, limits->max_chunk_bytes);
    /* Text, ICC profiles, EXIF and suggested palettes are never used: skip them unread. */
    static const png_byte unused[] = "tEXt\0zTXt\0iTXt\0iCCP\0eXIf\0sPLT";
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, unused, (int)(sizeof unused / 5));
    png_read_info(png, info);

    png_uint_32 width, height;
    int depth, color, interlace;
    png_get_IHDR(png, info, &width, &height, &depth, &color, &interlace, NULL, NULL);
    /* Every layout becomes 8-bit RGBA, as Cairo 1.16 turns them: palettes and grey expanded,
     * tRNS to alpha, 16 bits cut to 8, opaque alpha added where there is none. */
    if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color == PNG_COLOR_TYPE_GRAY) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (depth == 16) png_set_strip_16(png);
    if (depth < 8) png_set_packing(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (interlace != PNG_INTERLACE_NONE) png_set_interlace_handling(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_read_user_transform_fn(png, tbk_png_premultiply);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "the rows do not come out as 4 bytes a pixel");

    size_t stride = 0;
    unsigned char *first = rows_fn(context, width, height, &stride);
    source->rows = first ? (png_bytep *)malloc(height * sizeof(png_bytep)) : NULL;
    if (!source->rows) {
        source->stage = TBK_PNG_NO_MEMORY;
        png_error(png, "no memory for the pixels");
    }
    for (png_uint_32 y = 0; y < height; y++) source->rows[y] = first + y * stride;
    source->stage = TBK_PNG_PIXEL_ERROR;
    png_read_image(png, source->rows);
    png_read_end(png, NULL);
    return TBK_PNG_OK;
}

/* Decodes `size` bytes at `data`; on failure, `message` (of `message_size` bytes) says why. */
static inline tbk_png_status tbk_png_decode(const unsigned char *data, size_t size, const tbk_png_limits *limits,
                                            tbk_png_rows_fn rows_fn, void *context, char *message, size_t message_size) {
    tbk_png_source source = {data, size, 0, TBK_PNG_HEADER_ERROR, NULL, ""};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &source, tbk_png_fail, tbk_png_ignore_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    tbk_png_status status = TBK_PNG_NO_MEMORY;
    if (info) status = tbk_png_read(png, info, &source, limits, rows_fn, context);
    else snprintf(source.message, sizeof source.message, "no memory for libpng");
    png_destroy_read_struct(&png, &info, NULL);
    free(source.rows);
    snprintf(message, message_size, "%s", source.message);
    return status;
}
