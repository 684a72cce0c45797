#ifndef JUMBOTRON_CCURL_SHIM_H
#define JUMBOTRON_CCURL_SHIM_H
// The only place libcurl is named. `curl_easy_setopt` and `curl_easy_getinfo`
// are variadic, which Swift cannot call, so each argument type gets a wrapper.
#include <curl/curl.h>

static inline CURLcode jt_setopt_long(CURL *h, CURLoption o, long v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode jt_setopt_off(CURL *h, CURLoption o, curl_off_t v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode jt_setopt_string(CURL *h, CURLoption o, const char *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode jt_setopt_pointer(CURL *h, CURLoption o, void *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode jt_setopt_slist(CURL *h, CURLoption o, struct curl_slist *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode jt_setopt_write(CURL *h, CURLoption o, size_t (*f)(char *, size_t, size_t, void *)) { return curl_easy_setopt(h, o, f); }
static inline CURLcode jt_setopt_xferinfo(CURL *h, int (*f)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t)) {
    return curl_easy_setopt(h, CURLOPT_XFERINFOFUNCTION, f);
}
static inline long jt_response_code(CURL *h) { long code = 0; curl_easy_getinfo(h, CURLINFO_RESPONSE_CODE, &code); return code; }
#endif
