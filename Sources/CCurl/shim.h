#ifndef JUMBOTRON_CCURL_SHIM_H
#define JUMBOTRON_CCURL_SHIM_H
// The only place libcurl is named. No libcurl header is needed to build: the
// library is opened with dlopen on the first request (`CurlLibrary`), so a
// start never pays for loading libcurl and the ~35 libraries it needs (TLS,
// Kerberos, LDAP, SSH…), offline never loads them at all, and a machine
// without libcurl4-openssl-dev builds the app.
//
// What follows is our own declaration of the few parts of libcurl's stable
// ABI that we call: the handle and list types, the result and option numbers.
// libcurl has kept these numbers since they were introduced (its ABI promise);
// `CurlABITests` asks the loaded library for every option's number by name
// (curl_easy_option_by_name) and fails if one of ours disagrees.
#include <stddef.h>
#include <stdint.h>

typedef void CURL;
typedef int64_t curl_off_t;   // 64 bits on every platform libcurl 7.19+ builds for

struct curl_slist {
    char *data;
    struct curl_slist *next;
};

/// The results we tell apart; any other number is passed on as "other".
typedef enum {
    CURLE_OK = 0,
    CURLE_UNSUPPORTED_PROTOCOL = 1,
    CURLE_COULDNT_RESOLVE_PROXY = 5,
    CURLE_COULDNT_RESOLVE_HOST = 6,
    CURLE_COULDNT_CONNECT = 7,
    CURLE_WEIRD_SERVER_REPLY = 8,
    CURLE_PARTIAL_FILE = 18,
    CURLE_OUT_OF_MEMORY = 27,
    CURLE_OPERATION_TIMEDOUT = 28,
    CURLE_SSL_CONNECT_ERROR = 35,
    CURLE_ABORTED_BY_CALLBACK = 42,
    CURLE_GOT_NOTHING = 52,
    CURLE_SEND_ERROR = 55,
    CURLE_RECV_ERROR = 56,
    CURLE_PEER_FAILED_VERIFICATION = 60,
    CURLE_BAD_CONTENT_ENCODING = 61,
    CURLE_FILESIZE_EXCEEDED = 63,
    CURLE_SSL_CACERT_BADFILE = 77,
    CURLE_TOO_LARGE = 100,
    CURLE_JT_LAST = 0x7fffffff   // keeps the enum int-sized whatever libcurl answers
} CURLcode;

/// An option's number is its type's base (long 0, pointer 10000, function
/// 20000, curl_off_t 30000) plus its index.
typedef enum {
    CURLOPT_WRITEDATA = 10001,
    CURLOPT_URL = 10002,
    CURLOPT_ERRORBUFFER = 10010,
    CURLOPT_WRITEFUNCTION = 20011,
    CURLOPT_USERAGENT = 10018,
    CURLOPT_HTTPHEADER = 10023,
    CURLOPT_HEADERDATA = 10029,
    CURLOPT_NOPROGRESS = 43,
    CURLOPT_FOLLOWLOCATION = 52,
    CURLOPT_XFERINFODATA = 10057,
    CURLOPT_MAXREDIRS = 68,
    CURLOPT_HEADERFUNCTION = 20079,
    CURLOPT_NOSIGNAL = 99,
    CURLOPT_ACCEPT_ENCODING = 10102,
    CURLOPT_MAXFILESIZE_LARGE = 30117,
    CURLOPT_TIMEOUT_MS = 155,
    CURLOPT_CONNECTTIMEOUT_MS = 156,
    CURLOPT_XFERINFOFUNCTION = 20219,
    CURLOPT_PROTOCOLS_STR = 10318,
    CURLOPT_REDIR_PROTOCOLS_STR = 10319,
} CURLoption;

typedef enum {
    CURLINFO_RESPONSE_CODE = 0x200002,   // a long (0x200000) number 2
} CURLINFO;

#define CURL_ERROR_SIZE 256
#define CURL_GLOBAL_DEFAULT 3   // SSL | WIN32, libcurl's "all"

/// One entry of libcurl's option table (7.73+), read only by the ABI test.
struct jt_curl_easyoption {
    const char *name;
    CURLoption id;
    int type;
    unsigned int flags;
};

// `curl_easy_setopt` and `curl_easy_getinfo` are variadic, which Swift cannot
// call: each argument type gets a wrapper that calls through the looked-up pointer.
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

/// The option's number as the loaded library has it, or -1 (unknown name, or a libcurl older than 7.73).
static inline int jt_curl_option_number(void *by_name, const char *name) {
    const struct jt_curl_easyoption *o = ((const struct jt_curl_easyoption *(*)(const char *))by_name)(name);
    return o ? (int)o->id : -1;
}
#endif
