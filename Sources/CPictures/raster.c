#include "raster.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

long jt_now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

int jt_load_symbols(void *lib, const char *prefix, const char *const *names, void **table, size_t count) {
    if (lib == NULL) return 0;
    char symbol[64];
    for (size_t i = 0; i < count; i++) {
        // A function pointer and an object pointer have one size and one
        // representation on every platform dlsym serves (POSIX requires it).
        snprintf(symbol, sizeof symbol, "%s%s", prefix, names[i]);
        if ((table[i] = dlsym(lib, symbol)) == NULL) return 0;
    }
    return 1;
}

// MARK: the entry point for raster images

int jt_picture_decode_raster(const uint8_t *bytes, int length, long max_pixels, int target_w, int target_h,
                             long budget_ms, jt_pixels *out) {
    static const uint8_t png_signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    if (length >= 8 && memcmp(bytes, png_signature, 8) == 0) {
        return jt_decode_png(bytes, (size_t)length, max_pixels, budget_ms, out);
    }
    if (length >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF) {
        return jt_decode_jpeg(bytes, (size_t)length, max_pixels, target_w, target_h, budget_ms, out);
    }
    return JT_PICTURE_NOT_AN_IMAGE;
}
