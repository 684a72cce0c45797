#include "pictures.h"
#include "jpeg_abi.h"

#include <dlfcn.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

// PNG and JPEG decoding with the system's libpng16 and libjpeg62 (present on
// every Debian desktop and server: gdk-pixbuf, cairo and librsvg need them),
// opened with dlopen on the first picture of each kind, so that building
// needs no image library's headers and a start maps neither.
//
// Hostile files are bounded here, before and while decoding:
// - the size a header claims is checked before anything is allocated;
// - PNG rows are read one by one into a buffer of exactly width × height × 4
//   bytes, so compressed data is only ever inflated into that buffer, and
//   whatever follows the last row is never inflated at all;
// - compressed text and profile chunks may not inflate past 1 MB;
// - a JPEG may have at most JT_MAX_SCANS scans (real progressive files have
//   about ten), and every decode stops at its deadline.

enum { JT_MAX_SIDE = 8192, JT_MAX_SCANS = 100 };

static long now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

// MARK: PNG

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

#define LOAD(table, field, name) if (!(*(void **)&table.field = dlsym(lib, name))) return;

static void load_png(void) {
    png_loaded = 0;
    void *lib = dlopen("libpng16.so.16", RTLD_NOW | RTLD_LOCAL);
    if (lib == NULL) return;
    LOAD(png, create_read_struct, "png_create_read_struct")
    LOAD(png, create_info_struct, "png_create_info_struct")
    LOAD(png, destroy_read_struct, "png_destroy_read_struct")
    LOAD(png, set_progressive_read_fn, "png_set_progressive_read_fn")
    LOAD(png, get_progressive_ptr, "png_get_progressive_ptr")
    LOAD(png, process_data, "png_process_data")
    LOAD(png, progressive_combine_row, "png_progressive_combine_row")
    LOAD(png, get_error_ptr, "png_get_error_ptr")
    LOAD(png, set_user_limits, "png_set_user_limits")
    LOAD(png, set_chunk_malloc_max, "png_set_chunk_malloc_max")
    LOAD(png, set_chunk_cache_max, "png_set_chunk_cache_max")
    LOAD(png, read_info, "png_read_info")
    LOAD(png, get_IHDR, "png_get_IHDR")
    LOAD(png, get_valid, "png_get_valid")
    LOAD(png, set_expand, "png_set_expand")
    LOAD(png, set_strip_16, "png_set_strip_16")
    LOAD(png, set_gray_to_rgb, "png_set_gray_to_rgb")
    LOAD(png, set_add_alpha, "png_set_add_alpha")
    LOAD(png, set_interlace_handling, "png_set_interlace_handling")
    LOAD(png, read_update_info, "png_read_update_info")
    LOAD(png, get_rowbytes, "png_get_rowbytes")
    png_loaded = 1;
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

static int decode_png(const uint8_t *bytes, size_t length, long max_pixels, long budget_ms, jt_pixels *out) {
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
    long deadline = now_ms() + budget_ms;
    for (size_t at = 0; at < length && !c->done; at += 32768) {
        if (now_ms() > deadline) { c->status = JT_PICTURE_TOO_SLOW; longjmp(c->jump, 1); }
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

// MARK: JPEG

static struct {
    struct jt_jpeg_error_mgr *(*std_error)(struct jt_jpeg_error_mgr *);
    void (*create_decompress)(struct jt_jpeg_decompress *, int, size_t);
    void (*destroy_decompress)(struct jt_jpeg_decompress *);
    void (*mem_src)(struct jt_jpeg_decompress *, const uint8_t *, unsigned long);
    int (*read_header)(struct jt_jpeg_decompress *, int);
    void (*calc_output_dimensions)(struct jt_jpeg_decompress *);
    int (*start_decompress)(struct jt_jpeg_decompress *);
    unsigned int (*read_scanlines)(struct jt_jpeg_decompress *, uint8_t **, unsigned int);
} jpeg;
static int jpeg_loaded = -1;
static pthread_once_t jpeg_once = PTHREAD_ONCE_INIT;

static void load_jpeg(void) {
    jpeg_loaded = 0;
    void *lib = dlopen("libjpeg.so.62", RTLD_NOW | RTLD_LOCAL);
    if (lib == NULL) return;
    LOAD(jpeg, std_error, "jpeg_std_error")
    LOAD(jpeg, create_decompress, "jpeg_CreateDecompress")
    LOAD(jpeg, destroy_decompress, "jpeg_destroy_decompress")
    LOAD(jpeg, mem_src, "jpeg_mem_src")
    LOAD(jpeg, read_header, "jpeg_read_header")
    LOAD(jpeg, calc_output_dimensions, "jpeg_calc_output_dimensions")
    LOAD(jpeg, start_decompress, "jpeg_start_decompress")
    LOAD(jpeg, read_scanlines, "jpeg_read_scanlines")
    jpeg_loaded = 1;
}

int jt_picture_jpeg_available(void) {
    pthread_once(&jpeg_once, load_jpeg);
    return jpeg_loaded == 1;
}

typedef struct {
    struct jt_jpeg_decompress info;   // first, so the library's pointer is ours too
    struct jt_jpeg_error_mgr errors;
    struct jt_jpeg_progress_mgr progress;
    jmp_buf jump;
    int status;
    long deadline;
} jpeg_context;

static void jpeg_fail(void *cinfo) {
    jpeg_context *c = cinfo;
    if (c->status == JT_PICTURE_OK) c->status = JT_PICTURE_NOT_AN_IMAGE;
    longjmp(c->jump, 1);
}

// libjpeg's own would print warnings on stderr, under the TUI.
static void jpeg_quiet(void *cinfo) { (void)cinfo; }

// Called between scans and during long passes: the bound on hostile work.
static void jpeg_watch(void *cinfo) {
    jpeg_context *c = cinfo;
    if (c->info.input_scan_number > JT_MAX_SCANS) { c->status = JT_PICTURE_TOO_SLOW; longjmp(c->jump, 1); }
    if (now_ms() > c->deadline) { c->status = JT_PICTURE_TOO_SLOW; longjmp(c->jump, 1); }
}

static int decode_jpeg(const uint8_t *bytes, size_t length, long max_pixels, int target_w, int target_h,
                       long budget_ms, jt_pixels *out) {
    if (!jt_picture_jpeg_available()) return JT_PICTURE_NO_DECODER;
    jpeg_context *c = calloc(1, sizeof *c);
    if (c == NULL) return JT_PICTURE_TOO_LARGE;
    uint8_t *volatile rgba = NULL;
    c->status = JT_PICTURE_OK;
    c->deadline = now_ms() + budget_ms;
    c->info.err = jpeg.std_error(&c->errors);
    c->errors.error_exit = jpeg_fail;
    c->errors.output_message = jpeg_quiet;
    if (setjmp(c->jump)) {
        int status = c->status;
        jpeg.destroy_decompress(&c->info);
        free(rgba);
        free(c);
        return status == JT_PICTURE_OK ? JT_PICTURE_NOT_AN_IMAGE : status;
    }
    jpeg.create_decompress(&c->info, JT_JPEG_LIB_VERSION, sizeof c->info);
    c->progress.progress_monitor = jpeg_watch;
    c->info.progress = &c->progress;
    jpeg.mem_src(&c->info, bytes, (unsigned long)length);
    jpeg.read_header(&c->info, 1);
    unsigned w = c->info.image_width, h = c->info.image_height;
    if (w == 0 || h == 0 || w > JT_MAX_SIDE || h > JT_MAX_SIDE || (long)w * h > max_pixels) {
        c->status = JT_PICTURE_TOO_LARGE;
        longjmp(c->jump, 1);
    }
    int cmyk = c->info.jpeg_color_space == JT_JCS_CMYK || c->info.jpeg_color_space == JT_JCS_YCCK;
    c->info.out_color_space = cmyk ? JT_JCS_CMYK : JT_JCS_EXT_RGBA;
    c->info.dct_method = JT_JDCT_IFAST;
    // Decode at 1/2, 1/4 or 1/8 (libjpeg scales in the DCT, nearly free)
    // while the result still covers what the slot needs.
    c->info.scale_num = 1;
    c->info.scale_denom = 1;
    for (unsigned denom = 8; denom > 1; denom /= 2) {
        if (w / denom >= (unsigned)target_w && h / denom >= (unsigned)target_h) { c->info.scale_denom = denom; break; }
    }
    jpeg.calc_output_dimensions(&c->info);
    jpeg.start_decompress(&c->info);
    unsigned ow = c->info.output_width, oh = c->info.output_height;
    if (ow == 0 || oh == 0 || c->info.output_components != 4) longjmp(c->jump, 1);
    rgba = malloc((size_t)ow * oh * 4);
    if (rgba == NULL) { c->status = JT_PICTURE_TOO_LARGE; longjmp(c->jump, 1); }
    memset(rgba, 0, (size_t)ow * oh * 4);
    while (c->info.output_scanline < oh) {
        uint8_t *row = rgba + (size_t)c->info.output_scanline * ow * 4;
        if (jpeg.read_scanlines(&c->info, &row, 1) != 1) break;   // a truncated file: keep what came
        if (cmyk) {
            // Adobe's CMYK JPEGs store the inks inverted: each channel times K is the colour.
            for (unsigned x = 0; x < ow; x++) {
                uint8_t *px = row + x * 4;
                unsigned k = px[3];
                px[0] = (uint8_t)(px[0] * k / 255);
                px[1] = (uint8_t)(px[1] * k / 255);
                px[2] = (uint8_t)(px[2] * k / 255);
                px[3] = 0xFF;
            }
        }
    }
    jpeg.destroy_decompress(&c->info);   // no finish: trailing scans are not ours to decode
    free(c);
    out->width = (int)ow;
    out->height = (int)oh;
    out->rgba = rgba;
    return JT_PICTURE_OK;
}

// MARK: the entry point for raster images

int jt_picture_decode_raster(const uint8_t *bytes, int length, long max_pixels, int target_w, int target_h,
                             long budget_ms, jt_pixels *out) {
    static const uint8_t png_signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    if (length >= 8 && memcmp(bytes, png_signature, 8) == 0) {
        return decode_png(bytes, (size_t)length, max_pixels, budget_ms, out);
    }
    if (length >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF) {
        return decode_jpeg(bytes, (size_t)length, max_pixels, target_w, target_h, budget_ms, out);
    }
    return JT_PICTURE_NOT_AN_IMAGE;
}
