import Foundation

/// One line on standard error: every message the commands give outside a terminal UI. Text from
/// the command line or a file may hold control characters; they are shown as U+FFFD.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((printable(line) + "\n").utf8))
}

/// `text` with every control character (C0, DEL, C1; tabs and newlines included) as U+FFFD, so
/// that nothing from a dictionary or the command line can drive the terminal.
func printable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "\u{FFFD}" : $0 }))
}
