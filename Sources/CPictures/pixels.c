// Real pixels: libchafa's pixel modes encode decoded pixels as sixel, the
// kitty graphics protocol or an iTerm2 inline image. Opened with dlopen on
// first use (as the character-art renderer is); glib's g_string_free is
// found through libchafa's own dependencies.
#include "pictures.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char *str; size_t len; size_t allocated; } gstring;

static struct {
    void *(*config_new)(void);
    void (*config_set_geometry)(void *, int, int);
    void (*config_set_cell_geometry)(void *, int, int);
    void (*config_set_canvas_mode)(void *, int);
    void (*config_set_pixel_mode)(void *, int);
    void (*config_unref)(void *);
    void *(*canvas_new)(const void *);
    void (*canvas_draw_all_pixels)(void *, int, const uint8_t *, int, int, int);
    gstring *(*canvas_print)(void *, void *);
    void (*canvas_unref)(void *);
    void *(*term_info_new)(void);
    int (*term_info_set_seq)(void *, int, const char *, void **);
    void (*term_info_unref)(void *);
    char *(*string_free)(gstring *, int);
} px;
static int px_loaded = -1;
static pthread_once_t px_once = PTHREAD_ONCE_INIT;

#define LOAD(field, name) if (!(*(void **)&px.field = dlsym(lib, name))) return;

static void load_pixels(void) {
    px_loaded = 0;
    void *lib = dlopen("libchafa.so.0", RTLD_NOW | RTLD_LOCAL);
    if (lib == NULL) return;
    LOAD(config_new, "chafa_canvas_config_new")
    LOAD(config_set_geometry, "chafa_canvas_config_set_geometry")
    LOAD(config_set_cell_geometry, "chafa_canvas_config_set_cell_geometry")
    LOAD(config_set_canvas_mode, "chafa_canvas_config_set_canvas_mode")
    LOAD(config_set_pixel_mode, "chafa_canvas_config_set_pixel_mode")
    LOAD(config_unref, "chafa_canvas_config_unref")
    LOAD(canvas_new, "chafa_canvas_new")
    LOAD(canvas_draw_all_pixels, "chafa_canvas_draw_all_pixels")
    LOAD(canvas_print, "chafa_canvas_print")
    LOAD(canvas_unref, "chafa_canvas_unref")
    LOAD(term_info_new, "chafa_term_info_new")
    LOAD(term_info_set_seq, "chafa_term_info_set_seq")
    LOAD(term_info_unref, "chafa_term_info_unref")
    LOAD(string_free, "g_string_free")
    px_loaded = 1;
}

int jt_picture_pixels_available(void) {
    pthread_once(&px_once, load_pixels);
    return px_loaded == 1;
}

// chafa's enums (chafa-common.h, chafa-term-seq-def.h, 1.12): pixel modes,
// and the sequences each protocol is written with.
enum { PIXEL_MODE_SIXELS = 1, PIXEL_MODE_KITTY = 2, PIXEL_MODE_ITERM2 = 3 };
enum { SEQ_BEGIN_SIXELS = 40, SEQ_END_SIXELS = 41, SEQ_BEGIN_KITTY_IMAGE = 43, SEQ_END_KITTY_IMAGE = 44,
       SEQ_BEGIN_KITTY_CHUNK = 45, SEQ_END_KITTY_CHUNK = 46, SEQ_BEGIN_ITERM2 = 47, SEQ_END_ITERM2 = 48 };
enum { PIXEL_RGBA8_UNASSOCIATED = 4, MODE_TRUECOLOR = 0 };

int jt_picture_encode(const jt_pixels *pixels, int cols, int rows, int cell_w, int cell_h, int protocol,
                      uint32_t kitty_id, uint8_t **out, int *out_len) {
    *out = NULL;
    *out_len = 0;
    if (cols <= 0 || rows <= 0 || cols > 1000 || rows > 1000 || cell_w <= 0 || cell_h <= 0 || cell_w > 512 || cell_h > 512)
        return JT_PICTURE_BAD_SIZE;
    if (pixels == NULL || pixels->rgba == NULL) return JT_PICTURE_NOT_AN_IMAGE;
    if (!jt_picture_pixels_available()) return JT_PICTURE_NO_CHAFA;
    void *info = px.term_info_new();
    int mode;
    // Our own sequences, not chafa's guess from the environment: kitty's carry
    // the image id it is removed by, and q=2 so that kitty answers nothing.
    char kitty_begin[160];
    switch (protocol) {
    case 1:
        mode = PIXEL_MODE_SIXELS;
        px.term_info_set_seq(info, SEQ_BEGIN_SIXELS, "\033P%1;%2;%3q", NULL);
        px.term_info_set_seq(info, SEQ_END_SIXELS, "\033\\", NULL);
        break;
    case 2:
        mode = PIXEL_MODE_KITTY;
        snprintf(kitty_begin, sizeof kitty_begin, "\033_Ga=T,q=2,i=%u,f=%%1,s=%%2,v=%%3,c=%%4,r=%%5,m=1\033\\", kitty_id);
        px.term_info_set_seq(info, SEQ_BEGIN_KITTY_IMAGE, kitty_begin, NULL);
        px.term_info_set_seq(info, SEQ_END_KITTY_IMAGE, "\033_Gm=0\033\\", NULL);
        px.term_info_set_seq(info, SEQ_BEGIN_KITTY_CHUNK, "\033_Gm=1;", NULL);
        px.term_info_set_seq(info, SEQ_END_KITTY_CHUNK, "\033\\", NULL);
        break;
    case 3:
        mode = PIXEL_MODE_ITERM2;
        px.term_info_set_seq(info, SEQ_BEGIN_ITERM2, "\033]1337;File=inline=1;width=%1;height=%2;preserveAspectRatio=0:", NULL);
        px.term_info_set_seq(info, SEQ_END_ITERM2, "\a", NULL);
        break;
    default:
        px.term_info_unref(info);
        return JT_PICTURE_BAD_SIZE;
    }
    void *config = px.config_new();
    px.config_set_geometry(config, cols, rows);
    px.config_set_cell_geometry(config, cell_w, cell_h);
    px.config_set_canvas_mode(config, MODE_TRUECOLOR);
    px.config_set_pixel_mode(config, mode);
    void *canvas = px.canvas_new(config);
    int status = JT_PICTURE_OK;
    if (canvas == NULL) {
        status = JT_PICTURE_BAD_SIZE;
    } else {
        px.canvas_draw_all_pixels(canvas, PIXEL_RGBA8_UNASSOCIATED, pixels->rgba,
                                  pixels->width, pixels->height, pixels->width * 4);
        gstring *printed = px.canvas_print(canvas, info);
        if (printed == NULL || printed->len == 0 || printed->len > (64u << 20)) {
            status = JT_PICTURE_NOT_AN_IMAGE;
        } else if ((*out = malloc(printed->len)) == NULL) {
            status = JT_PICTURE_TOO_LARGE;
        } else {
            memcpy(*out, printed->str, printed->len);
            *out_len = (int)printed->len;
        }
        if (printed) px.string_free(printed, 1);
        px.canvas_unref(canvas);
    }
    px.config_unref(config);
    px.term_info_unref(info);
    return status;
}

void jt_picture_free_bytes(uint8_t *bytes) { free(bytes); }
