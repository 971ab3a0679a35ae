import Foundation

// The yardstick of a start (issue 35): a Swift program that prints one line with Foundation,
// built as kanji-list is (`make install`: release, `--static-swift-stdlib`), so that
// `kanji-benchmark --commands` can set kanji-list's `--version`, `lookup` and `search` beside the
// least a Swift command with Foundation costs on this machine.
FileHandle.standardOutput.write(Data("start-yardstick \(ProcessInfo.processInfo.processName)\n".utf8))
