import Foundation

/// One line on standard error: every message the commands give outside a terminal UI.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
