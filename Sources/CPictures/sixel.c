#include "encode.h"

#include <stdlib.h>
#include <string.h>

// Sixel, our own: a palette of at most `max_colors` chosen by median cut on
// a 5-bit-a-channel histogram, Floyd–Steinberg dithering when the picture
// has more colours than the palette, and each band of six pixel rows written
// colour by colour with run-length encoding. Transparent pixels (alpha under
// half) are left unset, and the image asks for unset pixels to stay as they
// are (P2 = 1), so a logo's corners show the pane behind it.

enum { BINS = 32768, TRANSPARENT = -1 };

static inline int key_of(const uint8_t *p) { return (p[0] >> 3) << 10 | (p[1] >> 3) << 5 | (p[2] >> 3); }

typedef struct { int key; uint32_t count; } entry;
typedef struct { int start, end; uint64_t population; int axis, range; } box;

typedef struct {
    uint32_t count[BINS];
    uint64_t sum[BINS][3];
    entry entries[BINS];
    int distinct;
    uint8_t palette[256][3];
    int colors;
    int16_t nearest[BINS];
} quantiser;

static int channel(int key, int axis) { return (key >> (10 - 5 * axis)) & 31; }

static void measure(quantiser *q, box *b) {
    int lo[3] = {31, 31, 31}, hi[3] = {0, 0, 0};
    b->population = 0;
    for (int i = b->start; i < b->end; i++) {
        b->population += q->entries[i].count;
        for (int a = 0; a < 3; a++) {
            int v = channel(q->entries[i].key, a);
            if (v < lo[a]) lo[a] = v;
            if (v > hi[a]) hi[a] = v;
        }
    }
    b->axis = 0;
    for (int a = 1; a < 3; a++) if (hi[a] - lo[a] > hi[b->axis] - lo[b->axis]) b->axis = a;
    b->range = hi[b->axis] - lo[b->axis];
}

/// Orders a box's entries along its longest axis (a counting sort: 32 values)
/// and cuts it where half its pixels lie on each side.
static int split(quantiser *q, box *b, box *other, entry *scratch) {
    int buckets[33] = {0};
    for (int i = b->start; i < b->end; i++) buckets[channel(q->entries[i].key, b->axis) + 1]++;
    for (int v = 1; v <= 32; v++) buckets[v] += buckets[v - 1];
    for (int i = b->start; i < b->end; i++) scratch[buckets[channel(q->entries[i].key, b->axis)]++] = q->entries[i];
    memcpy(q->entries + b->start, scratch, (size_t)(b->end - b->start) * sizeof(entry));
    uint64_t half = b->population / 2, seen = 0;
    int cut = b->start + 1;
    for (int i = b->start; i < b->end - 1; i++) {
        seen += q->entries[i].count;
        cut = i + 1;
        if (seen >= half) break;
    }
    *other = (box){.start = cut, .end = b->end};
    b->end = cut;
    measure(q, b);
    measure(q, other);
    return 1;
}

static void average(quantiser *q, int start, int end, uint8_t rgb[3]) {
    uint64_t s[3] = {0, 0, 0}, n = 0;
    for (int i = start; i < end; i++) {
        int k = q->entries[i].key;
        for (int a = 0; a < 3; a++) s[a] += q->sum[k][a];
        n += q->count[k];
    }
    for (int a = 0; a < 3; a++) rgb[a] = (uint8_t)(n ? s[a] / n : 0);
}

static void choose_palette(quantiser *q, int max_colors) {
    if (q->distinct <= max_colors) {   // every colour its own register, in the entries' order
        for (int i = 0; i < q->distinct; i++) average(q, i, i + 1, q->palette[i]);
        q->colors = q->distinct;
        return;
    }
    box list[256];
    entry *scratch = malloc(sizeof(entry) * (size_t)(q->distinct ? q->distinct : 1));
    int n = 0;
    if (q->distinct > 0) {
        list[n++] = (box){.start = 0, .end = q->distinct};
        measure(q, &list[0]);
    }
    while (scratch && n < max_colors) {
        int best = -1;
        uint64_t score = 0;
        for (int i = 0; i < n; i++) {
            uint64_t s = list[i].population * (uint64_t)list[i].range;
            if (list[i].end - list[i].start > 1 && list[i].range > 0 && s > score) { score = s; best = i; }
        }
        if (best < 0) break;
        split(q, &list[best], &list[n], scratch);
        n++;
    }
    free(scratch);
    for (int i = 0; i < n; i++) average(q, list[i].start, list[i].end, q->palette[i]);
    q->colors = n;
}

static int nearest(quantiser *q, int r, int g, int b) {
    int key = (r >> 3) << 10 | (g >> 3) << 5 | (b >> 3);
    if (q->nearest[key] >= 0) return q->nearest[key];
    int best = 0, best_d = 1 << 30;
    for (int i = 0; i < q->colors; i++) {
        int dr = r - q->palette[i][0], dg = g - q->palette[i][1], db = b - q->palette[i][2];
        int d = dr * dr * 3 + dg * dg * 4 + db * db * 2;   // green counts most to the eye
        if (d < best_d) { best_d = d; best = i; }
    }
    q->nearest[key] = (int16_t)best;
    return best;
}

static inline int clamp255(int v) { return v < 0 ? 0 : v > 255 ? 255 : v; }

/// Palette indices, one a pixel (TRANSPARENT for the unset ones).
static int16_t *indices(quantiser *q, const uint8_t *rgba, int w, int h) {
    int16_t *out = malloc((size_t)w * (size_t)h * sizeof(int16_t));
    int *err = calloc((size_t)(w + 2) * 6, sizeof(int));
    if (out == NULL || err == NULL) { free(out); free(err); return NULL; }
    // An exact palette needs no dithering: each pixel takes its own colour.
    int dither = q->distinct > q->colors;
    for (int y = 0; y < h; y++) {
        int *now = err + (y & 1) * (w + 2) * 3, *next = err + ((y + 1) & 1) * (w + 2) * 3;
        memset(next, 0, sizeof(int) * (size_t)(w + 2) * 3);
        for (int x = 0; x < w; x++) {
            const uint8_t *p = rgba + ((size_t)y * w + x) * 4;
            if (p[3] < 128) { out[(size_t)y * w + x] = TRANSPARENT; continue; }
            if (!dither) {
                int idx = q->nearest[key_of(p)];
                out[(size_t)y * w + x] = (int16_t)(idx >= 0 ? idx : nearest(q, p[0], p[1], p[2]));
                continue;
            }
            int c[3];
            for (int a = 0; a < 3; a++) c[a] = clamp255(p[a] + now[(x + 1) * 3 + a] / 16);
            int idx = nearest(q, c[0], c[1], c[2]);
            out[(size_t)y * w + x] = (int16_t)idx;
            for (int a = 0; a < 3; a++) {
                int e = c[a] - q->palette[idx][a];
                now[(x + 2) * 3 + a] += e * 7;
                next[x * 3 + a] += e * 3;
                next[(x + 1) * 3 + a] += e * 5;
                next[(x + 2) * 3 + a] += e;
            }
        }
    }
    free(err);
    return out;
}

static void run(jt_bytes *out, int ch, int count) {
    if (count <= 0) return;
    if (count > 3) { jt_bytes_format(out, "!%d%c", count, ch); return; }
    char repeated[3] = {(char)ch, (char)ch, (char)ch};
    jt_bytes_append(out, repeated, (size_t)count);
}

static void bands(const int16_t *idx, int w, int h, int colors, jt_bytes *out) {
    for (int y0 = 0; y0 < h && !out->failed; y0 += 6) {
        int last[256];
        for (int c = 0; c < colors; c++) last[c] = -1;
        for (int y = y0; y < y0 + 6 && y < h; y++)
            for (int x = 0; x < w; x++) { int c = idx[(size_t)y * w + x]; if (c >= 0 && x > last[c]) last[c] = x; }
        int first_colour = 1;
        for (int c = 0; c < colors; c++) {
            if (last[c] < 0) continue;
            if (!first_colour) jt_bytes_text(out, "$");
            first_colour = 0;
            jt_bytes_format(out, "#%d", c);
            int ch = -1, count = 0;
            for (int x = 0; x <= last[c]; x++) {
                int bits = 0;
                for (int i = 0; i < 6 && y0 + i < h; i++) if (idx[(size_t)(y0 + i) * w + x] == c) bits |= 1 << i;
                if (bits + 63 == ch) { count++; continue; }
                run(out, ch, count);
                ch = bits + 63;
                count = 1;
            }
            run(out, ch, count);
        }
        if (y0 + 6 < h) jt_bytes_text(out, "-");
    }
}

int jt_encode_sixel(const uint8_t *rgba, int w, int h, int max_colors, jt_bytes *out) {
    if (max_colors < 2) max_colors = 2;
    if (max_colors > 256) max_colors = 256;
    quantiser *q = calloc(1, sizeof *q);
    if (q == NULL) return JT_PICTURE_TOO_LARGE;
    for (size_t i = 0; i < (size_t)w * (size_t)h; i++) {
        const uint8_t *p = rgba + i * 4;
        if (p[3] < 128) continue;
        int k = key_of(p);
        q->count[k]++;
        for (int a = 0; a < 3; a++) q->sum[k][a] += p[a];
    }
    for (int k = 0; k < BINS; k++) if (q->count[k]) q->entries[q->distinct++] = (entry){k, q->count[k]};
    choose_palette(q, max_colors);
    memset(q->nearest, 0xFF, sizeof q->nearest);
    if (q->distinct <= q->colors)
        for (int i = 0; i < q->distinct; i++) q->nearest[q->entries[i].key] = (int16_t)i;
    int16_t *idx = indices(q, rgba, w, h);
    if (idx == NULL) { free(q); return JT_PICTURE_TOO_LARGE; }
    jt_bytes_format(out, "\033P0;1;0q\"1;1;%d;%d", w, h);
    for (int c = 0; c < q->colors; c++)
        jt_bytes_format(out, "#%d;2;%d;%d;%d", c, (q->palette[c][0] * 100 + 127) / 255,
                        (q->palette[c][1] * 100 + 127) / 255, (q->palette[c][2] * 100 + 127) / 255);
    bands(idx, w, h, q->colors, out);
    jt_bytes_text(out, "\033\\");
    free(idx);
    free(q);
    return out->failed ? JT_PICTURE_TOO_LARGE : JT_PICTURE_OK;
}
