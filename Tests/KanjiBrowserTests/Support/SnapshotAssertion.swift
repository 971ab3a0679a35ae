import Foundation
import Testing

/// Compares text with Tests/KanjiBrowserTests/__Snapshots__/NAME.txt. A missing snapshot, or any
/// snapshot when RECORD_SNAPSHOTS=1, is written and the test fails, so recording is never silent.
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
    let file = directory.appendingPathComponent(name + ".txt")
    let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    guard !record, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try (text + "\n").write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded snapshot \(file.path); check it and run again", sourceLocation: sourceLocation)
        } catch {
            Issue.record("cannot record snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    #expect(text + "\n" == expected, "frame differs from \(file.lastPathComponent):\n\(text)", sourceLocation: sourceLocation)
}
