/* The heap's high-water mark of a process, for decode_memory.py: preloaded
 * (LD_PRELOAD), it counts the usable bytes of every live block through
 * glibc's own allocator and writes the highest count to $HEAP_PEAK_FILE at
 * exit. RSS also counts the code a path pages in, which for a small answer
 * is most of the difference; the heap counts only what was allocated.
 *
 *   cc -O2 -shared -fPIC -o heap_peak.so heap_peak.c
 */
#define _GNU_SOURCE
#include <malloc.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static _Atomic long live, peak;

static void grew(void *p) {
    if (!p) return;
    long now = atomic_fetch_add(&live, (long)malloc_usable_size(p)) + (long)malloc_usable_size(p);
    long seen = atomic_load(&peak);
    while (now > seen && !atomic_compare_exchange_weak(&peak, &seen, now)) {}
}
static void shrank(void *p) { if (p) atomic_fetch_sub(&live, (long)malloc_usable_size(p)); }

void *malloc(size_t n) { void *p = __libc_malloc(n); grew(p); return p; }
void *calloc(size_t k, size_t n) { void *p = __libc_calloc(k, n); grew(p); return p; }
void free(void *p) { shrank(p); __libc_free(p); }
void *realloc(void *old, size_t n) {
    size_t before = old ? malloc_usable_size(old) : 0;
    void *p = __libc_realloc(old, n);
    if (p) { atomic_fetch_sub(&live, (long)before); grew(p); }
    else if (n == 0) atomic_fetch_sub(&live, (long)before);
    return p;
}
void *memalign(size_t a, size_t n) { void *p = __libc_memalign(a, n); grew(p); return p; }
void *aligned_alloc(size_t a, size_t n) { return memalign(a, n); }
int posix_memalign(void **out, size_t a, size_t n) {
    void *p = __libc_memalign(a, n);
    if (!p) return ENOMEM;
    grew(p); *out = p; return 0;
}
void *valloc(size_t n) { return memalign(4096, n); }

__attribute__((destructor)) static void report(void) {
    const char *path = getenv("HEAP_PEAK_FILE");
    if (!path) return;
    FILE *f = fopen(path, "w");
    if (f) { fprintf(f, "%ld\n", atomic_load(&peak)); fclose(f); }
}
