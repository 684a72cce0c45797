#ifndef JT_RASTER_H
#define JT_RASTER_H

#include "pictures.h"

#include <stddef.h>
#include <stdint.h>

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

/// Milliseconds on the monotonic clock, for the decoders' deadlines.
long jt_now_ms(void);

/// Looks up `prefix` + each of `names` in `lib` into `table`, a struct of as
/// many function pointers in the same order. 1 when every one was found.
int jt_load_symbols(void *lib, const char *prefix, const char *const *names, void **table, size_t count);

int jt_decode_png(const uint8_t *bytes, size_t length, long max_pixels, long budget_ms, jt_pixels *out);
int jt_decode_jpeg(const uint8_t *bytes, size_t length, long max_pixels, int target_w, int target_h,
                   long budget_ms, jt_pixels *out);

#endif
