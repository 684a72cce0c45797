#ifndef JT_ENCODE_H
#define JT_ENCODE_H

#include "pictures.h"

#include <stddef.h>
#include <stdint.h>

// Our own pixel encoders (sixel, kitty, iTerm2), for every terminal that
// shows pixels whether libchafa is installed or not. Plain C over the
// decoded RGBA: fast in a debug build too, and nothing to link but zlib,
// which is opened with dlopen like the decoders (libpng needs it, so every
// machine that decodes pictures has it).

/// A growing run of bytes; `failed` once an allocation failed or it passed its cap.
typedef struct {
    uint8_t *data;
    size_t length, capacity, cap;
    int failed;
} jt_bytes;

void jt_bytes_init(jt_bytes *b, size_t cap);
void jt_bytes_append(jt_bytes *b, const void *data, size_t length);
void jt_bytes_text(jt_bytes *b, const char *text);
void jt_bytes_format(jt_bytes *b, const char *format, ...) __attribute__((format(printf, 2, 3)));
void jt_bytes_base64(jt_bytes *b, const uint8_t *data, size_t length);
/// Hands the bytes to the caller (`*out`, freed with free) or frees them on failure.
int jt_bytes_finish(jt_bytes *b, uint8_t **out, int *out_len);

/// `src` resampled to `w` × `h` pixels: each output pixel the opacity-weighted
/// average of the source area it covers (nearest pixel when enlarging). NULL
/// when out of memory.
uint8_t *jt_resample(const jt_pixels *src, int w, int h);

/// zlib's compress2 and crc32, opened on first use; 0 when libz.so.1 is missing.
int jt_zlib_available(void);
/// Deflates `length` bytes into a new buffer (`*out`, freed with free); 0 on failure.
int jt_zlib_compress(const uint8_t *data, size_t length, uint8_t **out, size_t *out_len);
uint32_t jt_zlib_crc32(uint32_t crc, const uint8_t *data, size_t length);

/// A PNG of `rgba` (w × h), for iTerm2 when the picture was not a PNG or
/// JPEG to begin with (an SVG logo). 0 when zlib is missing.
int jt_png_write(const uint8_t *rgba, int w, int h, jt_bytes *out);

int jt_encode_sixel(const uint8_t *rgba, int w, int h, int max_colors, jt_bytes *out);
int jt_encode_kitty(const uint8_t *rgba, int w, int h, int cols, int rows, uint32_t id, jt_bytes *out);

#endif
