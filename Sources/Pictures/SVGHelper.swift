import CPictures
import FoundationEssentials
import Glibc
import Synchronization

/// SVG logos are rendered by librsvg in a helper process of our own (this
/// same binary, started with `helperArgument`), never in the app: librsvg
/// brings cairo, pango, glib, libxml2 and ICU, 13 MB of resident pages the
/// app would carry to its exit for a few dozen small logos. The helper starts
/// on the first SVG, answers one picture at a time over two pipes, and ends
/// when the app closes its pipe (or exits). A helper that dies, hangs past
/// the picture's budget or answers nonsense is killed, the picture becomes
/// its placeholder, and the next SVG starts a new helper.
public final class SVGHelper: Sendable {
    /// The argument that makes the binary a helper instead of the app.
    public static let helperArgument = "__jumbotron-svg-helper"

    /// Set by the app at start (never by print mode or tests unless they ask):
    /// nil renders SVG in-process.
    public static let shared = Mutex<SVGHelper?>(nil)

    private struct Child { var pid: pid_t; var toChild: Int32; var fromChild: Int32 }
    private let child = Mutex<Child?>(nil)
    private let executable: String

    public init(executable: String = "/proc/self/exe") { self.executable = executable }

    deinit { child.withLock { if let c = $0 { Self.stop(c) } } }

    /// Renders `svg` to at most `width` × `height` pixels in the helper.
    func render(_ svg: UnsafeRawBufferPointer, width: Int32, height: Int32, budgetMilliseconds: Int, into out: inout jt_pixels) -> Int32 {
        child.withLock { running -> Int32 in
            if running == nil { running = spawn() }
            guard let c = running else { return Int32(JT_PICTURE_NO_SVG.rawValue) }
            // A helper out of step (dead, slow, speaking nonsense) is replaced on the next SVG.
            func drop(_ status: jt_picture_status) -> Int32 {
                Self.stop(c); running = nil
                return Int32(status.rawValue)
            }
            let deadline = ContinuousClock.now + .milliseconds(budgetMilliseconds + 500)
            let header = [UInt32(bitPattern: width), UInt32(bitPattern: height), UInt32(svg.count)]
            guard header.withUnsafeBytes({ Self.writeAll(c.toChild, $0) }), Self.writeAll(c.toChild, svg) else {
                return drop(JT_PICTURE_NOT_AN_IMAGE)
            }
            var answer = [Int32](repeating: 0, count: 3)
            guard answer.withUnsafeMutableBytes({ Self.readAll(c.fromChild, $0, until: deadline) }) else {
                return drop(JT_PICTURE_TOO_SLOW)
            }
            let (status, w, h) = (answer[0], answer[1], answer[2])
            guard (0...7).contains(status) else { return drop(JT_PICTURE_NOT_AN_IMAGE) }   // not a helper speaking
            if status != Int32(JT_PICTURE_OK.rawValue) { return status }
            guard w > 0, h > 0, Int(w) * Int(h) <= PictureConverter.maxPixels, let rgba = malloc(Int(w) * Int(h) * 4) else {
                return drop(JT_PICTURE_NOT_AN_IMAGE)
            }
            guard Self.readAll(c.fromChild, UnsafeMutableRawBufferPointer(start: rgba, count: Int(w) * Int(h) * 4), until: deadline) else {
                free(rgba)
                return drop(JT_PICTURE_TOO_SLOW)
            }
            out.width = w; out.height = h; out.rgba = rgba.assumingMemoryBound(to: UInt8.self)
            return Int32(JT_PICTURE_OK.rawValue)
        }
    }

    private func spawn() -> Child? {
        // Writing to a helper that died must be an error, not the end of the app
        // (the app ignores SIGPIPE already; any other host of this code must too).
        signal(SIGPIPE, SIG_IGN)
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0 else { return nil }
        guard pipe(&fromChild) == 0 else { close(toChild[0]); close(toChild[1]); return nil }
        // Our ends must not leak into other children (a launcher, the next helper).
        for fd in toChild + fromChild { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        // Never the terminal: whatever librsvg or glib prints goes nowhere.
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("jumbotron"), strdup(Self.helperArgument), nil]
        defer { for arg in argv { free(arg) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(toChild[0]); close(fromChild[1])
        guard spawned == 0 else { close(toChild[1]); close(fromChild[0]); return nil }
        return Child(pid: pid, toChild: toChild[1], fromChild: fromChild[0])
    }

    private static func stop(_ c: Child) {
        close(c.toChild); close(c.fromChild)
        kill(c.pid, SIGKILL)
        var status: Int32 = 0
        waitpid(c.pid, &status, 0)
    }

    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var done = 0
        while done < bytes.count {
            let n = write(fd, bytes.baseAddress! + done, bytes.count - done)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            done += n
        }
        return true
    }

    /// Reads exactly `bytes.count` bytes, or false at end of file, an error or the deadline.
    static func readAll(_ fd: Int32, _ bytes: UnsafeMutableRawBufferPointer, until deadline: ContinuousClock.Instant) -> Bool {
        var done = 0
        while done < bytes.count {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return false }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ms = Int32(min(Int64(Int32.max), left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1))
            let ready = poll(&poller, 1, ms)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return false }
            let n = read(fd, bytes.baseAddress! + done, bytes.count - done)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            done += n
        }
        return true
    }

    /// The helper's whole life: requests on stdin, answers on stdout, until stdin closes.
    public static func serve() -> Never {
        signal(SIGPIPE, SIG_IGN)
        while true {
            var header = [UInt32](repeating: 0, count: 3)
            guard header.withUnsafeMutableBytes({ readAll(0, $0, until: .now + .seconds(86_400 * 365)) }) else { exit(0) }
            let (w, h, length) = (Int32(bitPattern: header[0]), Int32(bitPattern: header[1]), Int(header[2]))
            guard length <= 8_000_000 else { exit(1) }
            var svg = [UInt8](repeating: 0, count: length)
            guard svg.withUnsafeMutableBytes({ readAll(0, $0, until: .now + .seconds(10)) }) else { exit(1) }
            var pixels = jt_pixels()
            let status = jt_picture_decode(svg, Int32(length), PictureConverter.maxPixels, w, h,
                                           Int(PictureConverter.budget.components.seconds * 1000), &pixels)
            let answer: [Int32] = [status, pixels.width, pixels.height]
            guard answer.withUnsafeBytes({ writeAll(1, $0) }) else { exit(0) }
            if status == Int32(JT_PICTURE_OK.rawValue), let rgba = pixels.rgba {
                guard writeAll(1, UnsafeRawBufferPointer(start: rgba, count: Int(pixels.width) * Int(pixels.height) * 4)) else { exit(0) }
            }
            jt_picture_free(&pixels)
        }
    }
}
