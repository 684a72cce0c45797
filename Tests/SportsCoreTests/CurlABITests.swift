import CCurl
import Foundation
import Testing

/// Our declaration of libcurl's option and result numbers (Sources/CCurl)
/// replaces its header; the loaded library itself says what each option's
/// number is (curl_easy_option_by_name, libcurl 7.73+) and what each result
/// means, so a wrong number fails here instead of setting the wrong option.
@Suite struct CurlABITests {
    nonisolated(unsafe) static let library: UnsafeMutableRawPointer? = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL)

    @Test(.enabled(if: library != nil, "libcurl.so.4 is not installed"))
    func everyOptionWeSetHasTheLibrarysNumber() throws {
        let byName = try #require(dlsym(Self.library, "curl_easy_option_by_name"), "libcurl older than 7.73")
        let ours: [(String, CURLoption)] = [
            ("WRITEDATA", CURLOPT_WRITEDATA), ("URL", CURLOPT_URL), ("ERRORBUFFER", CURLOPT_ERRORBUFFER),
            ("WRITEFUNCTION", CURLOPT_WRITEFUNCTION), ("USERAGENT", CURLOPT_USERAGENT), ("HTTPHEADER", CURLOPT_HTTPHEADER),
            ("HEADERDATA", CURLOPT_HEADERDATA), ("NOPROGRESS", CURLOPT_NOPROGRESS), ("FOLLOWLOCATION", CURLOPT_FOLLOWLOCATION),
            ("XFERINFODATA", CURLOPT_XFERINFODATA), ("MAXREDIRS", CURLOPT_MAXREDIRS), ("HEADERFUNCTION", CURLOPT_HEADERFUNCTION),
            ("NOSIGNAL", CURLOPT_NOSIGNAL), ("ACCEPT_ENCODING", CURLOPT_ACCEPT_ENCODING),
            ("MAXFILESIZE_LARGE", CURLOPT_MAXFILESIZE_LARGE), ("TIMEOUT_MS", CURLOPT_TIMEOUT_MS),
            ("CONNECTTIMEOUT_MS", CURLOPT_CONNECTTIMEOUT_MS), ("XFERINFOFUNCTION", CURLOPT_XFERINFOFUNCTION),
            ("PROTOCOLS_STR", CURLOPT_PROTOCOLS_STR), ("REDIR_PROTOCOLS_STR", CURLOPT_REDIR_PROTOCOLS_STR),
        ]
        for (name, option) in ours {
            #expect(jt_curl_option_number(byName, name) == Int32(bitPattern: option.rawValue), "CURLOPT_\(name)")
        }
    }

    @Test(.enabled(if: library != nil, "libcurl.so.4 is not installed"))
    func everyResultWeTellApartMeansWhatWeThink() throws {
        typealias StrError = @convention(c) (CURLcode) -> UnsafePointer<CChar>?
        let strerror = unsafeBitCast(try #require(dlsym(Self.library, "curl_easy_strerror")), to: StrError.self)
        func text(_ code: CURLcode) -> String { strerror(code).map { String(cString: $0) } ?? "" }
        let expected: [(CURLcode, String)] = [
            (CURLE_OK, "No error"), (CURLE_UNSUPPORTED_PROTOCOL, "Unsupported protocol"),
            (CURLE_COULDNT_RESOLVE_PROXY, "resolve proxy"), (CURLE_COULDNT_RESOLVE_HOST, "resolve host"),
            (CURLE_COULDNT_CONNECT, "connect"), (CURLE_WEIRD_SERVER_REPLY, "Weird server reply"),
            (CURLE_PARTIAL_FILE, "partial file"), (CURLE_OUT_OF_MEMORY, "Out of memory"), (CURLE_OPERATION_TIMEDOUT, "Timeout"),
            (CURLE_SSL_CONNECT_ERROR, "SSL connect error"), (CURLE_ABORTED_BY_CALLBACK, "aborted by an application callback"),
            (CURLE_GOT_NOTHING, "returned nothing"), (CURLE_SEND_ERROR, "sending data"), (CURLE_RECV_ERROR, "receiving data"),
            (CURLE_PEER_FAILED_VERIFICATION, "certificate"), (CURLE_BAD_CONTENT_ENCODING, "Encoding"),
            (CURLE_FILESIZE_EXCEEDED, "file size exceeded"), (CURLE_SSL_CACERT_BADFILE, "CA cert"),
        ]
        for (code, words) in expected {
            #expect(text(code).localizedCaseInsensitiveContains(words), "\(code.rawValue): \(text(code))")
        }
    }
}
