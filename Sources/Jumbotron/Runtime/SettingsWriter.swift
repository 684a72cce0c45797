import FoundationEssentials
import Logging
import Primitives
import Synchronization

/// How a change made on the settings screen reached the config file.
public enum SettingsSaveOutcome: Equatable, Sendable {
    /// Saved: the settings named, and the file.
    case saved([String], path: String)
    /// Not saved, and why; the change still holds until the app quits.
    case failed([String], reason: String)
}

/// Writes the settings screen's changes into the config file, keeping its
/// comments. Changes queue in the order they were made and every write takes
/// all that are waiting, so however the writing threads are scheduled the
/// file ends with the last value chosen.
public final class SettingsWriter: Sendable {
    public let path: String
    private let waiting = Mutex<[ConfigEdit]>([])
    private let writing = Mutex<Void>(())

    public init(path: String) { self.path = path }

    public func enqueue(_ edits: [ConfigEdit]) { waiting.withLock { $0 += edits } }

    /// Everything waiting, written; nil when another write took it.
    public func flush() -> SettingsSaveOutcome? {
        writing.withLock { _ in
            let edits = waiting.withLock { pending in defer { pending = [] }; return pending }
            guard !edits.isEmpty else { return nil }
            var names: [String] = []
            for edit in edits where !names.contains(edit.name) { names.append(edit.name) }
            switch Self.edited(path, edits) {
            case .success(let text):
                if case .failure(let failure) = ReplacedFile.write(Data(text.utf8), to: path) {
                    return .failed(names, reason: "\(path) could not be written: \(failure)")
                }
                return .saved(names, path: path)
            case .failure(let refusal):
                return .failed(names, reason: refusal.reason)
            }
        }
    }

    struct Refusal: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// The file's new text, or why it is left alone: it cannot be read, or has
    /// an error of its own, or the change would not read back as made.
    static func edited(_ path: String, _ edits: [ConfigEdit]) -> Result<String, Refusal> {
        let text: String
        switch BoundedFile.read(path, limit: SettingsFile.maxBytes) {
        case .failure(.missing):
            // No file yet: the commented default, so the user finds every setting explained.
            try? FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
            text = SettingsText.defaultFile
        case .failure(.tooLarge):
            return .failure(Refusal("\(path) is over 1 MB, not a settings file; left alone"))
        case .failure(.unreadable(let code)):
            return .failure(Refusal("\(path) cannot be read: \(SystemFailure(code))"))
        case .success(let read):
            guard let decoded = String(data: read.data, encoding: .utf8) else { return .failure(Refusal("\(path) is not UTF-8 text; left alone")) }
            text = decoded
        }
        let before = SettingsFile.parse(text)
        if let broken = before.problems.first(where: \.costsTheWholeFile) {
            return .failure(Refusal("\(path) has an error of its own\(broken.line.map { " on line \($0)" } ?? ""); fix it, then change the setting again"))
        }
        let after = ConfigEditor.apply(edits, to: text)
        let read = SettingsFile.parse(after)
        let names = Set(edits.map(\.name))
        if read.problems.count > before.problems.count || read.problems.contains(where: { problem in
            problem.costsTheWholeFile || problem.key.map { key in names.contains { key == $0 || key.hasPrefix($0 + ".") } } == true
        }) {
            let why = read.problems.last.map { ": \($0.message)" } ?? ""
            return .failure(Refusal("the change would not read back from \(path)\(why); edit it by hand"))
        }
        return .success(after)
    }
}

extension Runtime {
    /// Off the loop (a slow disk never holds a frame); the answer comes back as an action.
    func saveSettings(_ edits: [ConfigEdit]) {
        let names = edits.map(\.name), logger = environment.logger, inbox = self.inbox
        guard let writer = environment.settingsWriter else {
            inbox.post(.settingsSaved(.failed(names, reason: "this run has no config file to save to")))
            return
        }
        writer.enqueue(edits)
        BackgroundThread.start {
            guard let outcome = writer.flush() else { return }
            if case .failed(_, let reason) = outcome { logger.warning("settings not saved: \(reason)") }
            inbox.post(.settingsSaved(outcome))
        }
    }
}
