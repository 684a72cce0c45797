#ifndef JUMBOTRON_CCURL_SHIM_H
#define JUMBOTRON_CCURL_SHIM_H
// The only place libcurl is named. Only its header is used at build time: the
// library is opened with dlopen on the first request (`CurlLibrary`), so a
// start never pays for loading libcurl and the ~35 libraries it needs (TLS,
// Kerberos, LDAP, SSH…), and offline never loads them at all.
// `curl_easy_setopt` and `curl_easy_getinfo` are variadic, which Swift cannot
// call: each argument type gets a wrapper that calls through the looked-up pointer.
#include <curl/curl.h>

typedef CURLcode (*jt_setopt_fn)(CURL *, CURLoption, ...);
typedef CURLcode (*jt_getinfo_fn)(CURL *, CURLINFO, ...);

static inline CURLcode jt_setopt_long(void *f, CURL *h, CURLoption o, long v) { return ((jt_setopt_fn)f)(h, o, v); }
static inline CURLcode jt_setopt_off(void *f, CURL *h, CURLoption o, curl_off_t v) { return ((jt_setopt_fn)f)(h, o, v); }
static inline CURLcode jt_setopt_string(void *f, CURL *h, CURLoption o, const char *v) { return ((jt_setopt_fn)f)(h, o, v); }
static inline CURLcode jt_setopt_pointer(void *f, CURL *h, CURLoption o, void *v) { return ((jt_setopt_fn)f)(h, o, v); }
static inline CURLcode jt_setopt_slist(void *f, CURL *h, CURLoption o, struct curl_slist *v) { return ((jt_setopt_fn)f)(h, o, v); }
static inline CURLcode jt_setopt_write(void *f, CURL *h, CURLoption o, size_t (*cb)(char *, size_t, size_t, void *)) {
    return ((jt_setopt_fn)f)(h, o, cb);
}
static inline CURLcode jt_setopt_xferinfo(void *f, CURL *h, int (*cb)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t)) {
    return ((jt_setopt_fn)f)(h, CURLOPT_XFERINFOFUNCTION, cb);
}
static inline long jt_response_code(void *f, CURL *h) { long code = 0; ((jt_getinfo_fn)f)(h, CURLINFO_RESPONSE_CODE, &code); return code; }
#endif
