import Glibc

/// Makes wide characters work. `setlocale(LC_ALL, "")` fails when the
/// environment names a locale that is not installed (containers often have
/// only C.UTF-8); when the environment asks for UTF-8 anyway, C.UTF-8 is used
/// for LC_CTYPE. Dates are formatted by ICU from LANG, not by this.
public enum LocaleSetup {
    /// Whether the environment asks for UTF-8 (the first of LC_ALL, LC_CTYPE, LANG that is set).
    public static func wantsUTF8(_ env: [String: String]) -> Bool {
        for key in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let v = env[key], !v.isEmpty {
                let lower = v.lowercased()
                return lower.contains("utf-8") || lower.contains("utf8")
            }
        }
        return false
    }

    /// Sets the C locale; returns whether the character set is UTF-8.
    @discardableResult
    public static func apply(environment env: [String: String]) -> Bool {
        if setlocale(LC_ALL, "") == nil || !codesetIsUTF8() {
            if wantsUTF8(env) {
                if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "C.utf8") }
            }
        }
        return codesetIsUTF8()
    }

    static func codesetIsUTF8() -> Bool {
        guard let cs = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: cs).lowercased()
        return name == "utf-8" || name == "utf8"
    }
}
