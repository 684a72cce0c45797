// Pictures for the detail panes: PNG/JPEG decoding (libpng16 and libjpeg62,
// opened with dlopen on the first picture of each kind), SVG rendering
// (librsvg and cairo, opened with dlopen on the first SVG) and conversion to
// terminal cells by libchafa when it is installed (opened on first use too).
// Without libchafa the Swift side draws half blocks of its own. No library's
// header is needed to build: plain C types only, so Swift imports this
// without glib's, libpng's or libjpeg's headers.
#ifndef JUMBOTRON_PICTURES_H
#define JUMBOTRON_PICTURES_H

#include <stddef.h>
#include <stdint.h>

/// Why a picture could not be had; 0 is success.
enum jt_picture_status {
    JT_PICTURE_OK = 0,
    JT_PICTURE_NOT_AN_IMAGE = 1,   // not PNG/JPEG, or broken
    JT_PICTURE_TOO_LARGE = 2,      // more pixels than allowed (dimension bombs)
    JT_PICTURE_NO_CHAFA = 3,       // libchafa.so.0 could not be opened
    JT_PICTURE_BAD_SIZE = 4,       // a cell grid of zero or absurd size
    JT_PICTURE_NO_SVG = 5,         // an SVG, and librsvg-2.so.2 could not be opened
    JT_PICTURE_TOO_SLOW = 6,       // past its time budget, or a JPEG with absurdly many scans
    JT_PICTURE_NO_DECODER = 7,     // libpng16.so.16 or libjpeg.so.62 could not be opened
};

/// Decoded pixels, RGBA 8 bits per channel, owned by the caller (jt_picture_free).
typedef struct {
    int width, height;
    uint8_t *rgba;
} jt_pixels;

/// Decodes PNG or JPEG bytes, or renders SVG text. Reads a PNG/JPEG header
/// first and refuses images with more than `max_pixels` pixels or a side over
/// 8,192 before allocating; allocates nothing but width × height × 4 bytes
/// for the pixels; gives up after `budget_ms` milliseconds (TOO_SLOW). A
/// JPEG is decoded at 1/2, 1/4 or 1/8 of its size when that still covers
/// `target_w` × `target_h` pixels. An SVG is rendered at most `JT_SVG_SIDE`
/// pixels on its longer side whatever size it claims.
int jt_picture_decode(const uint8_t *bytes, int length, long max_pixels, int target_w, int target_h,
                      long budget_ms, jt_pixels *out);
void jt_picture_free(jt_pixels *pixels);

/// The longer side, in pixels, an SVG is rendered at: eight pixels a cell
/// for a 32-column slot, more than any detail pane gives a logo.
#define JT_SVG_SIDE 256

/// 1 when the bytes look like SVG text (an XML prolog, comment or doctype,
/// then an `<svg` element), 0 otherwise. HTML error pages are not SVG.
int jt_picture_is_svg(const uint8_t *bytes, int length);

/// Any bytes through zlib (opened on first use; 0 when libz.so.1 is missing):
/// compressed into a buffer the caller frees, and back into `out_len` bytes
/// (1 only when exactly that many came out).
int jt_bytes_compress(const uint8_t *data, size_t length, uint8_t **out, size_t *out_len);
int jt_bytes_uncompress(const uint8_t *data, size_t length, uint8_t *out, size_t out_len);

/// 1 when librsvg can be opened (for `jumbotron doctor` and the tests).
int jt_picture_svg_available(void);

/// How colours are asked of chafa: 0 truecolor (packed 0xRRGGBB), 1 the
/// 256-colour palette (indices), 2 the eight basic colours (indices 0-7).
/// Fills `chars`, `fg` and `bg` (each cols*rows, row by row) with a code
/// point and two colours per cell; a colour of -1 is the terminal's default.
int jt_picture_cells(const jt_pixels *pixels, int cols, int rows, int mode,
                     uint32_t *chars, int32_t *fg, int32_t *bg);

/// 1 when libpng16 (resp. libjpeg62) can be opened (for `jumbotron doctor` and the tests).
int jt_picture_png_available(void);
int jt_picture_jpeg_available(void);

/// 1 when libchafa can be opened (for `jumbotron doctor` and the tests).
int jt_picture_chafa_available(void);

/// 1 when libchafa's pixel modes can be opened (real pixels need them).
int jt_picture_pixels_available(void);

/// Our own encoders, needing no libchafa: `protocol` 1 sixel (a palette of
/// at most `max_colors`, dithered), 2 kitty (zlib-compressed RGBA, image id
/// `kitty_id`, no answer asked, the cursor left in place), 3 iTerm2 (the
/// `original` PNG or JPEG file as it came; anything else as a PNG we write).
/// The pixels are fitted to `cols` × `rows` cells of `cell_w` × `cell_h`.
/// The escape sequence goes to `*out` (`*out_len` bytes), freed with jt_picture_free_bytes.
int jt_picture_encode_own(const jt_pixels *pixels, int cols, int rows, int cell_w, int cell_h, int protocol,
                          uint32_t kitty_id, int max_colors, const uint8_t *original, int original_len,
                          uint8_t **out, int *out_len);

/// libchafa's pixel modes, where installed: `protocol` 1 sixel,
/// 2 kitty (image id `kitty_id`, no answer asked), 3 iTerm2; `cols` × `rows`
/// cells of `cell_w` × `cell_h` pixels. The escape sequence goes to `*out`
/// (`*out_len` bytes), freed with jt_picture_free_bytes.
int jt_picture_encode(const jt_pixels *pixels, int cols, int rows, int cell_w, int cell_h, int protocol,
                      uint32_t kitty_id, uint8_t **out, int *out_len);
void jt_picture_free_bytes(uint8_t *bytes);

#endif
