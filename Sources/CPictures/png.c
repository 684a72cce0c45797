#include "raster.h"

#include <dlfcn.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// PNG through the system's libpng16, opened on the first PNG (see raster.h).

typedef void *png_structp;
typedef void *png_infop;
typedef void (*png_error_fn)(png_structp, const char *);
typedef void (*png_info_fn)(png_structp, png_infop);
typedef void (*png_row_fn)(png_structp, uint8_t *, uint32_t, int);

static struct {
    png_structp (*create_read_struct)(const char *, void *, png_error_fn, png_error_fn);
    png_infop (*create_info_struct)(png_structp);
    void (*destroy_read_struct)(png_structp *, png_infop *, png_infop *);
    void (*set_progressive_read_fn)(png_structp, void *, png_info_fn, png_row_fn, png_info_fn);
    void *(*get_progressive_ptr)(png_structp);
    void (*process_data)(png_structp, png_infop, const uint8_t *, size_t);
    void (*progressive_combine_row)(png_structp, uint8_t *, const uint8_t *);
    void *(*get_error_ptr)(png_structp);
    void (*set_user_limits)(png_structp, uint32_t, uint32_t);
    void (*set_chunk_malloc_max)(png_structp, size_t);
    void (*set_chunk_cache_max)(png_structp, uint32_t);
    void (*read_info)(png_structp, png_infop);
    uint32_t (*get_IHDR)(png_structp, png_infop, uint32_t *, uint32_t *, int *, int *, int *, int *, int *);
    uint32_t (*get_valid)(png_structp, png_infop, uint32_t);
    void (*set_expand)(png_structp);
    void (*set_strip_16)(png_structp);
    void (*set_gray_to_rgb)(png_structp);
    void (*set_add_alpha)(png_structp, uint32_t, int);
    int (*set_interlace_handling)(png_structp);
    void (*read_update_info)(png_structp, png_infop);
    size_t (*get_rowbytes)(png_structp, png_infop);
} png;
static int png_loaded = -1;
static pthread_once_t png_once = PTHREAD_ONCE_INIT;

static const char *const png_names[] = {
    "create_read_struct", "create_info_struct", "destroy_read_struct", "set_progressive_read_fn",
    "get_progressive_ptr", "process_data", "progressive_combine_row", "get_error_ptr",
    "set_user_limits", "set_chunk_malloc_max", "set_chunk_cache_max", "read_info", "get_IHDR",
    "get_valid", "set_expand", "set_strip_16", "set_gray_to_rgb", "set_add_alpha", "set_interlace_handling",
    "read_update_info", "get_rowbytes",
};

_Static_assert(sizeof png / sizeof(void *) == sizeof png_names / sizeof *png_names, "a name for every function");

static void load_png(void) {
    void *lib = dlopen("libpng16.so.16", RTLD_NOW | RTLD_LOCAL);
    png_loaded = jt_load_symbols(lib, "png_", png_names, (void **)&png, sizeof png / sizeof(void *));
}

int jt_picture_png_available(void) {
    pthread_once(&png_once, load_png);
    return png_loaded == 1;
}

// libpng's colour types and flags (png.h, stable since 1.0).
enum { PNG_COLOR_MASK_ALPHA = 4, PNG_COLOR_TYPE_GRAY = 0, PNG_COLOR_TYPE_GRAY_ALPHA = 4, PNG_INFO_tRNS = 0x0010, PNG_FILLER_AFTER = 1 };

typedef struct {
    jmp_buf jump;
    int status;
    long max_pixels;
    uint32_t width, height;
    int passes;
    uint8_t *rgba;
    int done;   // the last row of the last pass has arrived
} png_context;

static void png_fail(png_structp p, const char *message) {
    (void)message;
    png_context *c = png.get_error_ptr(p);
    if (c->status == JT_PICTURE_OK) c->status = JT_PICTURE_NOT_AN_IMAGE;
    longjmp(c->jump, 1);
}

static void png_warn(png_structp p, const char *message) { (void)p; (void)message; }

// The header has been read: check the size it claims, ask for 8-bit RGBA
// whatever the file holds, and allocate exactly the picture.
static void png_header(png_structp p, png_infop info) {
    png_context *c = png.get_progressive_ptr(p);
    uint32_t w = 0, h = 0;
    int depth = 0, type = 0;
    png.get_IHDR(p, info, &w, &h, &depth, &type, NULL, NULL, NULL);
    if (w == 0 || h == 0 || w > JT_MAX_SIDE || h > JT_MAX_SIDE || (long)w * h > c->max_pixels) {
        c->status = JT_PICTURE_TOO_LARGE;
        longjmp(c->jump, 1);
    }
    png.set_expand(p);
    png.set_strip_16(p);
    if (type == PNG_COLOR_TYPE_GRAY || type == PNG_COLOR_TYPE_GRAY_ALPHA) png.set_gray_to_rgb(p);
    if (!(type & PNG_COLOR_MASK_ALPHA) && !png.get_valid(p, info, PNG_INFO_tRNS)) png.set_add_alpha(p, 0xFF, PNG_FILLER_AFTER);
    c->passes = png.set_interlace_handling(p);
    png.read_update_info(p, info);
    if (png.get_rowbytes(p, info) != (size_t)w * 4) longjmp(c->jump, 1);
    c->rgba = calloc((size_t)w * h, 4);   // rows a broken file never delivers stay transparent
    if (c->rgba == NULL) { c->status = JT_PICTURE_TOO_LARGE; longjmp(c->jump, 1); }
    c->width = w;
    c->height = h;
}

static void png_row(png_structp p, uint8_t *row, uint32_t number, int pass) {
    png_context *c = png.get_progressive_ptr(p);
    if (c->rgba == NULL || number >= c->height) return;
    // Interlaced passes fill in what earlier ones left; a NULL row has nothing new.
    if (row != NULL) png.progressive_combine_row(p, c->rgba + (size_t)number * c->width * 4, row);
    if (number == c->height - 1 && pass == c->passes - 1) c->done = 1;
}

// The image's end (IEND) reached: complete, whatever the last pass held
// (small interlaced images have empty passes).
static void png_end(png_structp p, png_infop info) {
    (void)info;
    png_context *c = png.get_progressive_ptr(p);
    if (c->rgba != NULL) c->done = 1;
}

int jt_decode_png(const uint8_t *bytes, size_t length, long max_pixels, long budget_ms, jt_pixels *out) {
    if (!jt_picture_png_available()) return JT_PICTURE_NO_DECODER;
    // The first chunk says the size: refuse a bomb before libpng allocates anything.
    if (length >= 24 && memcmp(bytes + 12, "IHDR", 4) == 0) {
        unsigned long pw = (unsigned long)bytes[16] << 24 | bytes[17] << 16 | bytes[18] << 8 | bytes[19];
        unsigned long ph = (unsigned long)bytes[20] << 24 | bytes[21] << 16 | bytes[22] << 8 | bytes[23];
        if (pw > JT_MAX_SIDE || ph > JT_MAX_SIDE || pw * ph > (unsigned long)max_pixels) return JT_PICTURE_TOO_LARGE;
    }
    png_context *c = calloc(1, sizeof *c);
    if (c == NULL) return JT_PICTURE_TOO_LARGE;
    c->status = JT_PICTURE_OK;
    c->max_pixels = max_pixels;
    png_structp p = png.create_read_struct("1.6.0", c, png_fail, png_warn);
    png_infop info = p ? png.create_info_struct(p) : NULL;
    if (info == NULL || setjmp(c->jump)) {
        int status = c->status;
        if (p) png.destroy_read_struct(&p, info ? &info : NULL, NULL);
        free(c->rgba);
        free(c);
        return status == JT_PICTURE_OK ? JT_PICTURE_NOT_AN_IMAGE : status;
    }
    png.set_user_limits(p, JT_MAX_SIDE, JT_MAX_SIDE);
    png.set_chunk_malloc_max(p, 1 << 20);   // zTXt, iCCP and friends inflate to at most 1 MB
    png.set_chunk_cache_max(p, 128);        // and there may be only so many of them
    // The progressive reader, fed 32 KB at a time: it inflates into one
    // row's buffer, stops at the first byte past the last row (where the
    // sequential reader would swallow the rest of the stream), and lets us
    // stop feeding once the picture is complete or its time is up.
    png.set_progressive_read_fn(p, c, png_header, png_row, png_end);
    long deadline = jt_now_ms() + budget_ms;
    for (size_t at = 0; at < length && !c->done; at += 32768) {
        if (jt_now_ms() > deadline) { c->status = JT_PICTURE_TOO_SLOW; longjmp(c->jump, 1); }
        png.process_data(p, info, bytes + at, length - at < 32768 ? length - at : 32768);
    }
    if (!c->done) longjmp(c->jump, 1);   // truncated: no picture rather than a part of one
    png.destroy_read_struct(&p, &info, NULL);
    out->width = (int)c->width;
    out->height = (int)c->height;
    out->rgba = c->rgba;
    free(c);
    return JT_PICTURE_OK;
}
