#include "encode.h"

#include <stdlib.h>
#include <string.h>

// The entry point of our own encoders, and kitty's framing.

enum { KITTY_CHUNK = 4096, MAX_SEQUENCE = 64 << 20, MAX_TARGET_PIXELS = 8 << 20, MAX_ORIGINAL = 4 << 20 };

int jt_encode_kitty(const uint8_t *rgba, int w, int h, int cols, int rows, uint32_t id, jt_bytes *out) {
    size_t raw_len = (size_t)w * (size_t)h * 4;
    uint8_t *deflated = NULL;
    size_t deflated_len = 0;
    // zlib-compressed RGBA (o=z) where zlib opens; plain RGBA where it does not.
    int compressed = jt_zlib_compress(rgba, raw_len, &deflated, &deflated_len);
    jt_bytes payload;
    jt_bytes_init(&payload, MAX_SEQUENCE);
    jt_bytes_base64(&payload, compressed ? deflated : rgba, compressed ? deflated_len : raw_len);
    free(deflated);
    if (payload.failed) { free(payload.data); return JT_PICTURE_TOO_LARGE; }
    // q=2: kitty answers nothing; C=1: the cursor stays put, so an image never scrolls the screen.
    jt_bytes_format(out, "\033_Ga=T,q=2,i=%u,f=32,s=%d,v=%d,c=%d,r=%d,C=1%s,m=%d;", id, w, h, cols, rows,
                    compressed ? ",o=z" : "", payload.length > KITTY_CHUNK);
    for (size_t at = 0; at < payload.length; at += KITTY_CHUNK) {
        size_t n = payload.length - at < KITTY_CHUNK ? payload.length - at : KITTY_CHUNK;
        if (at > 0) jt_bytes_format(out, "\033_Gm=%d;", at + n < payload.length);
        jt_bytes_append(out, payload.data + at, n);
        jt_bytes_text(out, "\033\\");
    }
    free(payload.data);
    return out->failed ? JT_PICTURE_TOO_LARGE : JT_PICTURE_OK;
}

static int iterm2(const uint8_t *file, size_t length, int cols, int rows, jt_bytes *out) {
    jt_bytes_format(out, "\033]1337;File=inline=1;size=%zu;width=%d;height=%d;preserveAspectRatio=1:", length, cols, rows);
    jt_bytes_base64(out, file, length);
    jt_bytes_text(out, "\a");
    return out->failed ? JT_PICTURE_TOO_LARGE : JT_PICTURE_OK;
}

static int is_png_or_jpeg(const uint8_t *bytes, int length) {
    static const uint8_t png[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    if (length >= 8 && memcmp(bytes, png, 8) == 0) return 1;
    return length >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF;
}

int jt_picture_encode_own(const jt_pixels *pixels, int cols, int rows, int cell_w, int cell_h, int protocol,
                          uint32_t kitty_id, int max_colors, const uint8_t *original, int original_len,
                          uint8_t **out, int *out_len) {
    *out = NULL;
    *out_len = 0;
    if (cols <= 0 || rows <= 0 || cols > 1000 || rows > 1000 || cell_w <= 0 || cell_h <= 0 || cell_w > 512 || cell_h > 512)
        return JT_PICTURE_BAD_SIZE;
    long w = (long)cols * cell_w, h = (long)rows * cell_h;
    if (w * h > MAX_TARGET_PIXELS) return JT_PICTURE_BAD_SIZE;
    if (protocol < 1 || protocol > 3) return JT_PICTURE_BAD_SIZE;
    jt_bytes bytes;
    jt_bytes_init(&bytes, MAX_SEQUENCE);
    // iTerm2 takes the file as it came and scales it itself.
    if (protocol == 3 && original != NULL && original_len > 0 && original_len <= MAX_ORIGINAL &&
        is_png_or_jpeg(original, original_len)) {
        int status = iterm2(original, (size_t)original_len, cols, rows, &bytes);
        if (status != JT_PICTURE_OK) { free(bytes.data); return status; }
        return jt_bytes_finish(&bytes, out, out_len);
    }
    if (pixels == NULL || pixels->rgba == NULL) return JT_PICTURE_NOT_AN_IMAGE;
    uint8_t *fitted = jt_resample(pixels, (int)w, (int)h);
    if (fitted == NULL) return JT_PICTURE_TOO_LARGE;
    int status;
    if (protocol == 1) {
        // Whole bands of six pixel rows only: a last, partial band would reach
        // into the row below the slot (and scroll the screen at its bottom).
        int banded = h >= 6 ? (int)(h / 6 * 6) : (int)h;
        uint8_t *sixel = banded == h ? fitted : jt_resample(&(jt_pixels){(int)w, (int)h, fitted}, (int)w, banded);
        status = sixel ? jt_encode_sixel(sixel, (int)w, banded, max_colors, &bytes) : JT_PICTURE_TOO_LARGE;
        if (sixel != fitted) free(sixel);
    } else if (protocol == 2) {
        status = jt_encode_kitty(fitted, (int)w, (int)h, cols, rows, kitty_id, &bytes);
    } else {
        jt_bytes png;
        jt_bytes_init(&png, MAX_SEQUENCE);
        status = jt_png_write(fitted, (int)w, (int)h, &png) ? iterm2(png.data, png.length, cols, rows, &bytes)
                                                            : JT_PICTURE_NO_DECODER;
        free(png.data);
    }
    free(fitted);
    if (status != JT_PICTURE_OK) { free(bytes.data); return status; }
    return jt_bytes_finish(&bytes, out, out_len);
}
