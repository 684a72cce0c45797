// Pictures for the detail panes: PNG/JPEG decoding (stb_image, compiled in)
// and conversion to terminal cells (libchafa, opened with dlopen on first use
// so a start never maps it and a machine without it keeps its badges).
// Plain C types only, so Swift imports this without glib's headers.
#ifndef JUMBOTRON_PICTURES_H
#define JUMBOTRON_PICTURES_H

#include <stdint.h>

/// Why a picture could not be had; 0 is success.
enum jt_picture_status {
    JT_PICTURE_OK = 0,
    JT_PICTURE_NOT_AN_IMAGE = 1,   // not PNG/JPEG, or broken
    JT_PICTURE_TOO_LARGE = 2,      // more pixels than allowed (dimension bombs)
    JT_PICTURE_NO_CHAFA = 3,       // libchafa.so.0 could not be opened
    JT_PICTURE_BAD_SIZE = 4,       // a cell grid of zero or absurd size
};

/// Decoded pixels, RGBA 8 bits per channel, owned by the caller (jt_picture_free).
typedef struct {
    int width, height;
    uint8_t *rgba;
} jt_pixels;

/// Decodes PNG or JPEG bytes. Reads the header first and refuses images with
/// more than `max_pixels` pixels or a side over 8,192 before allocating.
int jt_picture_decode(const uint8_t *bytes, int length, long max_pixels, jt_pixels *out);
void jt_picture_free(jt_pixels *pixels);

/// How colours are asked of chafa: 0 truecolor (packed 0xRRGGBB), 1 the
/// 256-colour palette (indices), 2 the eight basic colours (indices 0-7).
/// Fills `chars`, `fg` and `bg` (each cols*rows, row by row) with a code
/// point and two colours per cell; a colour of -1 is the terminal's default.
int jt_picture_cells(const jt_pixels *pixels, int cols, int rows, int mode,
                     uint32_t *chars, int32_t *fg, int32_t *bg);

/// 1 when libchafa can be opened (for `jumbotron doctor` and the tests).
int jt_picture_chafa_available(void);

#endif
