import Glibc

/// curses decodes keys and measures characters by the process locale. The frames are laid out
/// for UTF-8 whatever the locale says, so where the environment names no UTF-8 locale (LANG unset,
/// as under some service managers) the character handling falls back to C.UTF-8, which glibc
/// always has.
enum TerminalLocale {
    static func adopt() {
        setlocale(LC_ALL, "")
        guard !isUTF8() else { return }
        setlocale(LC_CTYPE, "C.UTF-8")
    }

    private static func isUTF8() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).lowercased()
        return name == "utf-8" || name == "utf8"
    }
}
