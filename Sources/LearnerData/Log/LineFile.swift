import Foundation
import KanjiDictionary

/// Reading back a file written one line at a time (the transition log, the review log).
public enum LineFile {
    /// The file's bytes; none when it does not exist yet (nothing has been written); a failure,
    /// in the system's words, when it exists but cannot be read, or when it is not a regular file
    /// (opened without blocking, so a FIFO is refused, not waited on; /dev/zero never read).
    public static func contents(of path: String) -> Result<[UInt8], CannotRead> {
        var bytes: [UInt8] = []
        return forEachChunk(of: path) { bytes += $0 }.map { bytes }
    }

    /// Each line that is not blank, with its 1-based number, read a chunk at a time so that only
    /// the line at hand is in memory: a line longer than `longestLine` bytes (none a log writes:
    /// a damaged or foreign file) is handed on as nil, never gathered. Fails as ``contents(of:)``.
    static func forEachLine(ofFile path: String, longestLine: Int, _ body: (Int, ArraySlice<UInt8>?) -> Void) -> Result<Void, CannotRead> {
        var pending: [UInt8] = []
        var (number, tooLong) = (0, false)
        func end(_ piece: ArraySlice<UInt8>) {
            number += 1
            if tooLong || pending.count + piece.count > longestLine {
                body(number, nil)
            } else {
                let line = pending.isEmpty ? piece : (pending + piece)[...]
                if !isBlank(line) { body(number, line) }
            }
            (pending, tooLong) = ([], false)
        }
        let read = forEachChunk(of: path) { chunk in
            var start = chunk.startIndex
            while let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) {
                end(chunk[start..<newline])
                start = newline + 1
            }
            guard !tooLong else { return }
            pending += chunk[start...]
            if pending.count > longestLine { (pending, tooLong) = ([], true) }
        }
        if case .success = read, tooLong || !pending.isEmpty { end([]) }
        return read
    }

    /// The file's bytes in pieces as they are read.
    private static func forEachChunk(of path: String, _ body: ([UInt8]) -> Void) -> Result<Void, CannotRead> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if descriptor < 0 { return errno == ENOENT ? .success(()) : .failure(CannotRead()) }
        defer { close(descriptor) }
        if let problem = RegularFile.problem(descriptor: descriptor) { return .failure(CannotRead(message: problem)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .success(()) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(CannotRead())
            }
            body(Array(chunk[..<count]))
        }
    }

    /// Each line that is not blank, with its 1-based number. Splits an array, not the Data:
    /// slicing Data line by line cost as much as decoding the lines.
    static func forEachLine(in bytes: [UInt8], _ body: (Int, ArraySlice<UInt8>) -> Void) {
        var number = 0
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            if isBlank(line) { continue }
            body(number, line)
        }
    }

    private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }
    }

    /// Why the file could not be read, from errno when it was made.
    public struct CannotRead: Error {
        var message = String(cString: strerror(errno))
    }
}
