#include "pictures.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

// SVG logos (MLB's and the NHL's are SVG at their sources) rendered by
// librsvg into a cairo image surface. Opened with dlopen on the first SVG,
// like libchafa: a start never maps librsvg, cairo, pango and glib, and a
// machine without librsvg keeps its badges. Plain C prototypes (gboolean
// and cairo's enums are int, gsize is size_t, gdouble is double), so Swift
// never imports glib's or cairo's headers.

typedef struct { double x, y, width, height; } rsvg_rectangle;
typedef struct { double length; int unit; } rsvg_length;

static struct {
    void *(*handle_new_from_data)(const uint8_t *, size_t, void **);
    void (*handle_get_intrinsic_dimensions)(void *, int *, rsvg_length *, int *, rsvg_length *, int *, rsvg_rectangle *);
    int (*handle_get_intrinsic_size_in_pixels)(void *, double *, double *);
    int (*handle_render_document)(void *, void *, const rsvg_rectangle *, void **);
    void (*object_unref)(void *);
    void (*error_free)(void *);
    void *(*image_surface_create)(int, int, int);
    int (*surface_status)(void *);
    void (*surface_flush)(void *);
    void (*surface_destroy)(void *);
    unsigned char *(*image_surface_get_data)(void *);
    int (*image_surface_get_stride)(void *);
    void *(*cairo_create)(void *);
    void (*cairo_destroy)(void *);
} rsvg;
static int rsvg_loaded = -1;
static pthread_once_t rsvg_once = PTHREAD_ONCE_INIT;

#define LOAD(field, name) if (!(*(void **)&rsvg.field = dlsym(lib, name))) return;

static void load_rsvg(void) {
    rsvg_loaded = 0;
    void *lib = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (lib == NULL) return;
    // cairo, gobject and glib are librsvg's own dependencies: dlsym on its
    // handle finds their symbols too.
    LOAD(handle_new_from_data, "rsvg_handle_new_from_data")
    LOAD(handle_get_intrinsic_dimensions, "rsvg_handle_get_intrinsic_dimensions")
    LOAD(handle_get_intrinsic_size_in_pixels, "rsvg_handle_get_intrinsic_size_in_pixels")
    LOAD(handle_render_document, "rsvg_handle_render_document")
    LOAD(object_unref, "g_object_unref")
    LOAD(error_free, "g_error_free")
    LOAD(image_surface_create, "cairo_image_surface_create")
    LOAD(surface_status, "cairo_surface_status")
    LOAD(surface_flush, "cairo_surface_flush")
    LOAD(surface_destroy, "cairo_surface_destroy")
    LOAD(image_surface_get_data, "cairo_image_surface_get_data")
    LOAD(image_surface_get_stride, "cairo_image_surface_get_stride")
    LOAD(cairo_create, "cairo_create")
    LOAD(cairo_destroy, "cairo_destroy")
    rsvg_loaded = 1;
}

int jt_picture_svg_available(void) {
    pthread_once(&rsvg_once, load_rsvg);
    return rsvg_loaded == 1;
}

static int starts(const uint8_t *p, const uint8_t *end, const char *word) {
    size_t n = strlen(word);
    return (size_t)(end - p) >= n && strncasecmp((const char *)p, word, n) == 0;
}

int jt_picture_is_svg(const uint8_t *bytes, int length) {
    if (bytes == NULL || length <= 4) return 0;
    const uint8_t *p = bytes, *end = bytes + (length < 4096 ? length : 4096);
    if (end - p >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF) p += 3;   // UTF-8 byte order mark
    // Skip the prolog: white space, <?xml …?>, comments and a doctype, then
    // the first element must be <svg.
    for (;;) {
        while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')) p++;
        if (starts(p, end, "<svg")) return p + 4 < end && (p[4] == ' ' || p[4] == '>' || p[4] == '\n' || p[4] == '\t' || p[4] == '\r');
        const char *close = starts(p, end, "<?") ? "?>" : starts(p, end, "<!--") ? "-->" : starts(p, end, "<!doctype svg") ? ">" : NULL;
        if (close == NULL) return 0;
        const uint8_t *found = NULL;
        for (const uint8_t *q = p + 2; q + strlen(close) <= end; q++) {
            if (memcmp(q, close, strlen(close)) == 0) { found = q + strlen(close); break; }
        }
        if (found == NULL) return 0;
        p = found;
    }
}

/// The document's proportions: its pixel size when it states one, else its
/// viewBox; a square when it says neither (or something absurd).
static void proportions(void *handle, double *w, double *h) {
    *w = *h = 1;
    double pw = 0, ph = 0;
    if (rsvg.handle_get_intrinsic_size_in_pixels(handle, &pw, &ph) && pw > 0 && ph > 0) {
        *w = pw; *h = ph;
    } else {
        int has_w = 0, has_h = 0, has_box = 0;
        rsvg_length lw, lh;
        rsvg_rectangle box = {0, 0, 0, 0};
        rsvg.handle_get_intrinsic_dimensions(handle, &has_w, &lw, &has_h, &lh, &has_box, &box);
        if (has_box && box.width > 0 && box.height > 0) { *w = box.width; *h = box.height; }
    }
    // Proportions past 64:1 are no logo; keep the picture a visible strip.
    if (*w / *h > 64) *h = *w / 64;
    if (*h / *w > 64) *w = *h / 64;
}

enum { CAIRO_FORMAT_ARGB32 = 0, CAIRO_STATUS_SUCCESS = 0 };

int jt_picture_render_svg(const uint8_t *bytes, int length, jt_pixels *out) {
    out->width = out->height = 0;
    out->rgba = NULL;
    if (!jt_picture_svg_available()) return JT_PICTURE_NO_SVG;
    void *error = NULL;
    void *handle = rsvg.handle_new_from_data(bytes, (size_t)length, &error);
    if (handle == NULL) {
        if (error) rsvg.error_free(error);
        return JT_PICTURE_NOT_AN_IMAGE;
    }
    double dw, dh;
    proportions(handle, &dw, &dh);
    int w = dw >= dh ? JT_SVG_SIDE : (int)(JT_SVG_SIDE * dw / dh + 0.5);
    int h = dh >= dw ? JT_SVG_SIDE : (int)(JT_SVG_SIDE * dh / dw + 0.5);
    if (w < 4) w = 4;
    if (h < 4) h = 4;
    void *surface = rsvg.image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    if (rsvg.surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        rsvg.surface_destroy(surface);
        rsvg.object_unref(handle);
        return JT_PICTURE_NOT_AN_IMAGE;
    }
    void *cr = rsvg.cairo_create(surface);
    rsvg_rectangle viewport = {0, 0, w, h};
    int drawn = rsvg.handle_render_document(handle, cr, &viewport, &error);
    if (error) rsvg.error_free(error);
    rsvg.cairo_destroy(cr);
    rsvg.object_unref(handle);
    if (!drawn) {
        rsvg.surface_destroy(surface);
        return JT_PICTURE_NOT_AN_IMAGE;
    }
    rsvg.surface_flush(surface);
    const unsigned char *data = rsvg.image_surface_get_data(surface);
    int stride = rsvg.image_surface_get_stride(surface);
    uint8_t *rgba = data ? malloc((size_t)w * h * 4) : NULL;
    if (rgba == NULL) {
        rsvg.surface_destroy(surface);
        return JT_PICTURE_NOT_AN_IMAGE;
    }
    // cairo's ARGB32 is premultiplied, one native-endian 32-bit word a pixel;
    // chafa is given unassociated RGBA bytes.
    for (int y = 0; y < h; y++) {
        const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
        for (int x = 0; x < w; x++) {
            uint32_t p = row[x];
            unsigned a = p >> 24, r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
            if (a > 0 && a < 255) { r = r * 255 / a; g = g * 255 / a; b = b * 255 / a; }
            uint8_t *o = rgba + ((size_t)y * w + x) * 4;
            o[0] = (uint8_t)(r > 255 ? 255 : r);
            o[1] = (uint8_t)(g > 255 ? 255 : g);
            o[2] = (uint8_t)(b > 255 ? 255 : b);
            o[3] = (uint8_t)a;
        }
    }
    rsvg.surface_destroy(surface);
    out->width = w;
    out->height = h;
    out->rgba = rgba;
    return JT_PICTURE_OK;
}
