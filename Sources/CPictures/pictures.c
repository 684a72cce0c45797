#include "pictures.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

int jt_picture_render_svg(const uint8_t *bytes, int length, jt_pixels *out);   // svg.c
int jt_picture_decode_raster(const uint8_t *bytes, int length, long max_pixels, int target_w, int target_h,
                             long budget_ms, jt_pixels *out);   // raster.c

/// An SVG logo is a few kilobytes; a megabyte of SVG text is no logo.
enum { MAX_SVG_BYTES = 1 << 20 };

int jt_picture_decode(const uint8_t *bytes, int length, long max_pixels, int target_w, int target_h,
                      long budget_ms, jt_pixels *out) {
    out->width = out->height = 0;
    out->rgba = NULL;
    if (bytes == NULL || length <= 0) return JT_PICTURE_NOT_AN_IMAGE;
    if (jt_picture_is_svg(bytes, length)) {
        return length > MAX_SVG_BYTES ? JT_PICTURE_TOO_LARGE : jt_picture_render_svg(bytes, length, out);
    }
    return jt_picture_decode_raster(bytes, length, max_pixels, target_w, target_h, budget_ms, out);
}

void jt_picture_free(jt_pixels *pixels) {
    // Every decoder allocates the pixels with malloc.
    if (pixels->rgba) free(pixels->rgba);
    pixels->rgba = NULL;
}

// libchafa's entry points, typed with plain C (gint is int, gunichar and
// guint32 are uint32_t, enums are int, gfloat is float).
static struct {
    void *(*symbol_map_new)(void);
    void (*symbol_map_add_by_tags)(void *, int);
    void (*symbol_map_unref)(void *);
    void *(*config_new)(void);
    void (*config_set_geometry)(void *, int, int);
    void (*config_set_canvas_mode)(void *, int);
    void (*config_set_symbol_map)(void *, const void *);
    void (*config_set_work_factor)(void *, float);
    void (*config_unref)(void *);
    void *(*canvas_new)(const void *);
    void (*canvas_draw_all_pixels)(void *, int, const uint8_t *, int, int, int);
    uint32_t (*canvas_get_char_at)(void *, int, int);
    void (*canvas_get_colors_at)(void *, int, int, int *, int *);
    void (*canvas_unref)(void *);
} chafa;
static int chafa_loaded = -1;
static pthread_once_t chafa_once = PTHREAD_ONCE_INIT;

#define LOAD(field, name) if (!(*(void **)&chafa.field = dlsym(lib, name))) return;

static void load_chafa(void) {
    chafa_loaded = 0;
    void *lib = dlopen("libchafa.so.0", RTLD_NOW | RTLD_LOCAL);
    if (lib == NULL) return;
    LOAD(symbol_map_new, "chafa_symbol_map_new")
    LOAD(symbol_map_add_by_tags, "chafa_symbol_map_add_by_tags")
    LOAD(symbol_map_unref, "chafa_symbol_map_unref")
    LOAD(config_new, "chafa_canvas_config_new")
    LOAD(config_set_geometry, "chafa_canvas_config_set_geometry")
    LOAD(config_set_canvas_mode, "chafa_canvas_config_set_canvas_mode")
    LOAD(config_set_symbol_map, "chafa_canvas_config_set_symbol_map")
    LOAD(config_set_work_factor, "chafa_canvas_config_set_work_factor")
    LOAD(config_unref, "chafa_canvas_config_unref")
    LOAD(canvas_new, "chafa_canvas_new")
    LOAD(canvas_draw_all_pixels, "chafa_canvas_draw_all_pixels")
    LOAD(canvas_get_char_at, "chafa_canvas_get_char_at")
    LOAD(canvas_get_colors_at, "chafa_canvas_get_colors_at")
    LOAD(canvas_unref, "chafa_canvas_unref")
    chafa_loaded = 1;
}

int jt_picture_chafa_available(void) {
    pthread_once(&chafa_once, load_chafa);
    return chafa_loaded == 1;
}

// chafa's enums (chafa-canvas-config.h, chafa-common.h, chafa-symbol-map.h, 1.12).
enum { MODE_TRUECOLOR = 0, MODE_INDEXED_256 = 1, MODE_INDEXED_8 = 6 };
enum { PIXEL_RGBA8_UNASSOCIATED = 4 };
enum { TAG_SPACE = 1 << 0, TAG_BLOCK = 1 << 3, TAG_QUAD = 1 << 7, TAG_HHALF = 1 << 8, TAG_VHALF = 1 << 9 };

int jt_picture_cells(const jt_pixels *pixels, int cols, int rows, int mode,
                     uint32_t *chars, int32_t *fg, int32_t *bg) {
    if (cols <= 0 || rows <= 0 || cols > 1000 || rows > 1000) return JT_PICTURE_BAD_SIZE;
    if (pixels == NULL || pixels->rgba == NULL) return JT_PICTURE_NOT_AN_IMAGE;
    if (!jt_picture_chafa_available()) return JT_PICTURE_NO_CHAFA;
    int canvas_mode = mode == 0 ? MODE_TRUECOLOR : mode == 1 ? MODE_INDEXED_256 : MODE_INDEXED_8;
    void *symbols = chafa.symbol_map_new();
    // Block elements only: every terminal font of the last decade draws them,
    // and they never are wide.
    chafa.symbol_map_add_by_tags(symbols, TAG_SPACE | TAG_BLOCK | TAG_HHALF | TAG_VHALF | TAG_QUAD);
    void *config = chafa.config_new();
    chafa.config_set_geometry(config, cols, rows);
    chafa.config_set_canvas_mode(config, canvas_mode);
    chafa.config_set_symbol_map(config, symbols);
    chafa.config_set_work_factor(config, 0.5f);
    void *canvas = chafa.canvas_new(config);
    chafa.canvas_draw_all_pixels(canvas, PIXEL_RGBA8_UNASSOCIATED, pixels->rgba,
                                 pixels->width, pixels->height, pixels->width * 4);
    for (int y = 0; y < rows; y++) {
        for (int x = 0; x < cols; x++) {
            int f = -1, b = -1;
            chars[y * cols + x] = chafa.canvas_get_char_at(canvas, x, y);
            chafa.canvas_get_colors_at(canvas, x, y, &f, &b);
            fg[y * cols + x] = f;
            bg[y * cols + x] = b;
        }
    }
    chafa.canvas_unref(canvas);
    chafa.config_unref(config);
    chafa.symbol_map_unref(symbols);
    return JT_PICTURE_OK;
}
