#include "raster.h"
#include "jpeg_abi.h"

#include <dlfcn.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// JPEG through the system's libjpeg62, opened on the first JPEG (see raster.h).

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

static const char *const jpeg_names[] = {
    "std_error", "CreateDecompress", "destroy_decompress", "mem_src", "read_header", "calc_output_dimensions",
    "start_decompress", "read_scanlines",
};

_Static_assert(sizeof jpeg / sizeof(void *) == sizeof jpeg_names / sizeof *jpeg_names, "a name for every function");

static void load_jpeg(void) {
    void *lib = dlopen("libjpeg.so.62", RTLD_NOW | RTLD_LOCAL);
    jpeg_loaded = jt_load_symbols(lib, "jpeg_", jpeg_names, (void **)&jpeg, sizeof jpeg / sizeof(void *));
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
    if (jt_now_ms() > c->deadline) { c->status = JT_PICTURE_TOO_SLOW; longjmp(c->jump, 1); }
}

int jt_decode_jpeg(const uint8_t *bytes, size_t length, long max_pixels, int target_w, int target_h,
                       long budget_ms, jt_pixels *out) {
    if (!jt_picture_jpeg_available()) return JT_PICTURE_NO_DECODER;
    jpeg_context *c = calloc(1, sizeof *c);
    if (c == NULL) return JT_PICTURE_TOO_LARGE;
    uint8_t *volatile rgba = NULL;
    c->status = JT_PICTURE_OK;
    c->deadline = jt_now_ms() + budget_ms;
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
