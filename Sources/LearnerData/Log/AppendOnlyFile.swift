import Foundation
import KanjiDictionary

/// A file that only grows by whole lines: each line goes out in a single write(2) on an O_APPEND
/// descriptor, so a killed process leaves every earlier line whole and several processes
/// appending at once interleave whole lines. The transition log and the review log write so.
final class AppendOnlyFile {
    /// Why a line could not be opened or written: the system's reason, and the whole message.
    struct Problem: Error, CustomStringConvertible {
        /// "cannot open log", "cannot write to"
        let failed: String
        let path: String
        let reason: String

        var description: String { "\(failed) \(path): \(reason)" }
    }

    let path: String
    /// Why the file could not be opened, or nil.
    let openProblem: Problem?
    private let descriptor: Int32

    /// Opens (creating it and its folder if need be) `path` for appending; `naming` says what it
    /// is in the message when it cannot be opened ("cannot open log PATH").
    init(path: String, naming: String) {
        self.path = path
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        // O_NONBLOCK: a FIFO in the file's place cannot block the open; it is then refused. A
        // character device (/dev/null: nothing kept) never blocks a write, and is taken.
        let opened = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o644)
        if opened < 0 {
            openProblem = Problem(failed: "cannot open \(naming)", path: path, reason: String(cString: strerror(errno)))
        } else if let problem = RegularFile.problem(descriptor: opened, allowingCharacterDevices: true) {
            close(opened)
            openProblem = Problem(failed: "cannot open \(naming)", path: path, reason: "it \(problem)")
        } else {
            openProblem = nil
        }
        descriptor = openProblem == nil ? opened : -1
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Appends `line` and a newline in one write(2); nil when it is all there, else why not.
    /// A short write (a full disk, a file size limit) is cut back to where the line began, so the
    /// file never ends in a torn line. A short write sets no errno, so the rest is written once more
    /// to learn the real reason; should that succeed, the line is whole. O_APPEND leaves the offset
    /// just past the bytes written, so where the line began is worked out only after a short write.
    /// `startingOnANewLine` first ends a line left torn by a crash, which would otherwise swallow
    /// this one when read back.
    func append(_ line: String, startingOnANewLine: Bool = false) -> Problem? {
        guard descriptor >= 0 else { return openProblem }
        var bytes = Array((line + "\n").utf8)
        if startingOnANewLine, !endsWithNewline() { bytes.insert(UInt8(ascii: "\n"), at: 0) }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written != bytes.count else { return nil }
        var reason = errno
        if written > 0 {
            let end = lseek(descriptor, 0, SEEK_CUR)
            let start = end < 0 ? end : end - off_t(written)
            let rest = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if rest == bytes.count - written { return nil }
            reason = rest < 0 ? errno : ENOSPC
            if start >= 0 { ftruncate(descriptor, start) }
        }
        return Problem(failed: "cannot write to", path: path, reason: String(cString: strerror(reason)))
    }

    /// Pushes what was appended to the disk (fdatasync); nil when it is there, else why not.
    func flush() -> Problem? {
        guard descriptor >= 0 else { return openProblem }
        return fdatasync(descriptor) == 0 ? nil : Problem(failed: "cannot write to", path: path, reason: String(cString: strerror(errno)))
    }

    /// True for an empty file or one whose last byte is a newline.
    private func endsWithNewline() -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return true }
        let readable = open(path, O_RDONLY | O_CLOEXEC)
        guard readable >= 0 else { return true }
        defer { close(readable) }
        var last: UInt8 = 0
        return pread(readable, &last, 1, status.st_size - 1) != 1 || last == UInt8(ascii: "\n")
    }
}
