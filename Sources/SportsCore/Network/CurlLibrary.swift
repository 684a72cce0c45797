import CCurl
import FoundationEssentials
import Glibc

/// libcurl's functions, looked up once on the first request (see the shim header
/// for why it is not linked). Nil when the library cannot be loaded: every
/// request then fails with a sentence saying so.
// @unchecked: set once at load and never written; its raw pointers are dlsym's addresses of libcurl's functions.
public struct CurlLibrary: @unchecked Sendable {
    typealias GlobalInit = @convention(c) (Int) -> CURLcode
    typealias EasyInit = @convention(c) () -> UnsafeMutableRawPointer?
    typealias EasyCleanup = @convention(c) (UnsafeMutableRawPointer?) -> Void
    typealias EasyPerform = @convention(c) (UnsafeMutableRawPointer?) -> CURLcode
    typealias SlistAppend = @convention(c) (UnsafeMutablePointer<curl_slist>?, UnsafePointer<CChar>?) -> UnsafeMutablePointer<curl_slist>?
    typealias SlistFreeAll = @convention(c) (UnsafeMutablePointer<curl_slist>?) -> Void
    typealias StrError = @convention(c) (CURLcode) -> UnsafePointer<CChar>?

    let easyInit: EasyInit
    let easyCleanup: EasyCleanup
    let easyPerform: EasyPerform
    let slistAppend: SlistAppend
    let slistFreeAll: SlistFreeAll
    let strError: StrError
    /// The variadic ones, called through the shim's typed wrappers.
    let setopt: UnsafeMutableRawPointer
    let getinfo: UnsafeMutableRawPointer

    static let shared: CurlLibrary? = load()
    static let missing = "libcurl could not be loaded (Debian: apt install libcurl4)"

    private static func load() -> CurlLibrary? {
        let names: [String] = ["libcurl.so.4", "libcurl.so"]
        // Lazily bound: libcurl brings a dozen libraries (TLS, LDAP, SSH, Kerberos) whose
        // functions we never reach; binding them all at once was 2.6 M instructions of a
        // live start. libcurl itself is linked to bind at once whatever we ask.
        guard let handle = names.lazy.compactMap({ name in dlopen(name, RTLD_LAZY | RTLD_LOCAL) }).first else { return nil }
        func symbol<T>(_ name: String, as: T.Type) -> T? { dlsym(handle, name).map { unsafeBitCast($0, to: T.self) } }
        guard let globalInit = symbol("curl_global_init", as: GlobalInit.self),
              let easyInit = symbol("curl_easy_init", as: EasyInit.self),
              let easyCleanup = symbol("curl_easy_cleanup", as: EasyCleanup.self),
              let easyPerform = symbol("curl_easy_perform", as: EasyPerform.self),
              let slistAppend = symbol("curl_slist_append", as: SlistAppend.self),
              let slistFreeAll = symbol("curl_slist_free_all", as: SlistFreeAll.self),
              let strError = symbol("curl_easy_strerror", as: StrError.self),
              let setopt = dlsym(handle, "curl_easy_setopt"), let getinfo = dlsym(handle, "curl_easy_getinfo"),
              globalInit(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK
        else { return nil }
        return CurlLibrary(easyInit: easyInit, easyCleanup: easyCleanup, easyPerform: easyPerform, slistAppend: slistAppend,
                           slistFreeAll: slistFreeAll, strError: strError, setopt: setopt, getinfo: getinfo)
    }

    /// Loads libcurl and runs its global set-up now, on the calling thread.
    /// The app calls it on its main thread: libcurl's set-up (and OpenSSL's)
    /// must never still be running on a worker when the process ends, as it
    /// was when `q` came right after the first live frame.
    public static func prepare() -> Bool { shared != nil }

    func text(_ code: CURLcode) -> String { strError(code).map { String(cString: $0) } ?? "libcurl error \(code.rawValue)" }
}
