#include "encode.h"
#include "raster.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// MARK: bytes

void jt_bytes_init(jt_bytes *b, size_t cap) {
    memset(b, 0, sizeof *b);
    b->cap = cap;
}

static int reserve(jt_bytes *b, size_t more) {
    if (b->failed) return 0;
    if (more > b->cap || b->length > b->cap - more) { b->failed = 1; return 0; }
    if (b->length + more <= b->capacity) return 1;
    size_t wanted = b->capacity ? b->capacity : 4096;
    while (wanted < b->length + more) wanted *= 2;
    uint8_t *grown = realloc(b->data, wanted);
    if (grown == NULL) { b->failed = 1; return 0; }
    b->data = grown;
    b->capacity = wanted;
    return 1;
}

void jt_bytes_append(jt_bytes *b, const void *data, size_t length) {
    if (length == 0 || !reserve(b, length)) return;
    memcpy(b->data + b->length, data, length);
    b->length += length;
}

void jt_bytes_text(jt_bytes *b, const char *text) { jt_bytes_append(b, text, strlen(text)); }

void jt_bytes_format(jt_bytes *b, const char *format, ...) {
    char line[256];
    va_list args;
    va_start(args, format);
    int n = vsnprintf(line, sizeof line, format, args);
    va_end(args);
    if (n > 0) jt_bytes_append(b, line, (size_t)n < sizeof line ? (size_t)n : sizeof line - 1);
}

void jt_bytes_base64(jt_bytes *b, const uint8_t *data, size_t length) {
    static const char table[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    if (!reserve(b, (length + 2) / 3 * 4)) return;
    uint8_t *o = b->data + b->length;
    size_t i = 0;
    for (; i + 2 < length; i += 3) {
        uint32_t v = (uint32_t)data[i] << 16 | (uint32_t)data[i + 1] << 8 | data[i + 2];
        *o++ = table[v >> 18]; *o++ = table[(v >> 12) & 63]; *o++ = table[(v >> 6) & 63]; *o++ = table[v & 63];
    }
    if (i < length) {
        uint32_t v = (uint32_t)data[i] << 16 | (i + 1 < length ? (uint32_t)data[i + 1] << 8 : 0);
        *o++ = table[v >> 18]; *o++ = table[(v >> 12) & 63];
        *o++ = i + 1 < length ? table[(v >> 6) & 63] : '=';
        *o++ = '=';
    }
    b->length = (size_t)(o - b->data);
}

int jt_bytes_finish(jt_bytes *b, uint8_t **out, int *out_len) {
    if (b->failed || b->length == 0 || b->length > (size_t)INT32_MAX) {
        free(b->data);
        *out = NULL; *out_len = 0;
        return b->failed ? JT_PICTURE_TOO_LARGE : JT_PICTURE_NOT_AN_IMAGE;
    }
    *out = b->data;
    *out_len = (int)b->length;
    return JT_PICTURE_OK;
}

// MARK: resampling

uint8_t *jt_resample(const jt_pixels *src, int w, int h) {
    if (w <= 0 || h <= 0 || src->width <= 0 || src->height <= 0) return NULL;
    uint8_t *out = malloc((size_t)w * (size_t)h * 4);
    if (out == NULL) return NULL;
    const int sw = src->width, sh = src->height;
    for (int y = 0; y < h; y++) {
        int y0 = (int)((long)y * sh / h), y1 = (int)((long)(y + 1) * sh / h);
        if (y1 <= y0) y1 = y0 + 1;
        if (y1 > sh) y1 = sh;
        for (int x = 0; x < w; x++) {
            int x0 = (int)((long)x * sw / w), x1 = (int)((long)(x + 1) * sw / w);
            if (x1 <= x0) x1 = x0 + 1;
            if (x1 > sw) x1 = sw;
            // Weighted by opacity, so a transparent pixel's colour never bleeds into an edge.
            unsigned long r = 0, g = 0, b = 0, a = 0;
            for (int sy = y0; sy < y1; sy++) {
                const uint8_t *p = src->rgba + ((size_t)sy * sw + x0) * 4;
                for (int sx = x0; sx < x1; sx++, p += 4) {
                    r += (unsigned long)p[0] * p[3]; g += (unsigned long)p[1] * p[3]; b += (unsigned long)p[2] * p[3];
                    a += p[3];
                }
            }
            uint8_t *o = out + ((size_t)y * w + x) * 4;
            unsigned long area = (unsigned long)(x1 - x0) * (unsigned long)(y1 - y0);
            if (a == 0) { o[0] = o[1] = o[2] = o[3] = 0; continue; }
            o[0] = (uint8_t)(r / a); o[1] = (uint8_t)(g / a); o[2] = (uint8_t)(b / a);
            o[3] = (uint8_t)(a / area > 255 ? 255 : a / area);
        }
    }
    return out;
}

// MARK: zlib, opened on first use

static struct {
    unsigned long (*compressBound)(unsigned long);
    int (*compress2)(uint8_t *, unsigned long *, const uint8_t *, unsigned long, int);
    unsigned long (*crc32)(unsigned long, const uint8_t *, unsigned int);
    int (*uncompress)(uint8_t *, unsigned long *, const uint8_t *, unsigned long);
} zlib;
static int zlib_loaded;
static pthread_once_t zlib_once = PTHREAD_ONCE_INIT;

static void load_zlib(void) {
    static const char *const names[] = {"compressBound", "compress2", "crc32", "uncompress"};
    zlib_loaded = jt_load_symbols(dlopen("libz.so.1", RTLD_NOW | RTLD_LOCAL), "", names, (void **)&zlib, 4);
}

int jt_zlib_available(void) {
    pthread_once(&zlib_once, load_zlib);
    return zlib_loaded;
}

int jt_zlib_compress(const uint8_t *data, size_t length, uint8_t **out, size_t *out_len) {
    *out = NULL;
    if (!jt_zlib_available() || length > (64u << 20)) return 0;
    unsigned long bound = zlib.compressBound((unsigned long)length);
    uint8_t *buffer = malloc(bound);
    if (buffer == NULL) return 0;
    // Level 1: the fastest; a picture's pixels still shrink ten-fold or more,
    // and a higher level costs more time than the bytes it saves would take.
    if (zlib.compress2(buffer, &bound, data, (unsigned long)length, 1) != 0) { free(buffer); return 0; }
    *out = buffer;
    *out_len = bound;
    return 1;
}

int jt_bytes_compress(const uint8_t *data, size_t length, uint8_t **out, size_t *out_len) {
    return jt_zlib_compress(data, length, out, out_len);
}

int jt_bytes_uncompress(const uint8_t *data, size_t length, uint8_t *out, size_t out_len) {
    if (!jt_zlib_available()) return 0;
    unsigned long written = (unsigned long)out_len;
    return zlib.uncompress(out, &written, data, (unsigned long)length) == 0 && written == out_len;
}

uint32_t jt_zlib_crc32(uint32_t crc, const uint8_t *data, size_t length) {
    return (uint32_t)zlib.crc32(crc, data, (unsigned int)length);
}

// MARK: PNG, for iTerm2's SVG logos

static void chunk(jt_bytes *out, const char *type, const uint8_t *data, size_t length) {
    uint8_t head[8] = {(uint8_t)(length >> 24), (uint8_t)(length >> 16), (uint8_t)(length >> 8), (uint8_t)length,
                       (uint8_t)type[0], (uint8_t)type[1], (uint8_t)type[2], (uint8_t)type[3]};
    jt_bytes_append(out, head, 8);
    jt_bytes_append(out, data, length);
    uint32_t crc = jt_zlib_crc32(jt_zlib_crc32(0, NULL, 0), head + 4, 4);
    if (length > 0) crc = jt_zlib_crc32(crc, data, length);   // zlib answers 0 for a NULL buffer
    uint8_t tail[4] = {(uint8_t)(crc >> 24), (uint8_t)(crc >> 16), (uint8_t)(crc >> 8), (uint8_t)crc};
    jt_bytes_append(out, tail, 4);
}

int jt_png_write(const uint8_t *rgba, int w, int h, jt_bytes *out) {
    if (!jt_zlib_available() || w <= 0 || h <= 0) return 0;
    size_t stride = (size_t)w * 4 + 1;
    uint8_t *raw = malloc(stride * (size_t)h);
    if (raw == NULL) return 0;
    for (int y = 0; y < h; y++) {
        raw[stride * y] = 0;   // filter: none
        memcpy(raw + stride * y + 1, rgba + (size_t)y * w * 4, (size_t)w * 4);
    }
    uint8_t *deflated;
    size_t deflated_len;
    int ok = jt_zlib_compress(raw, stride * (size_t)h, &deflated, &deflated_len);
    free(raw);
    if (!ok) return 0;
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    uint8_t ihdr[13] = {(uint8_t)(w >> 24), (uint8_t)(w >> 16), (uint8_t)(w >> 8), (uint8_t)w,
                        (uint8_t)(h >> 24), (uint8_t)(h >> 16), (uint8_t)(h >> 8), (uint8_t)h,
                        8, 6, 0, 0, 0};   // 8 bits, RGBA, deflate, no filter method, no interlace
    jt_bytes_append(out, signature, 8);
    chunk(out, "IHDR", ihdr, 13);
    chunk(out, "IDAT", deflated, deflated_len);
    chunk(out, "IEND", NULL, 0);
    free(deflated);
    return !out->failed;
}
