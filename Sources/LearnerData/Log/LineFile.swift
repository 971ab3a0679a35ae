import Foundation
import KanjiDictionary

/// Reading back a file written one line at a time (the transition log, the review log).
public enum LineFile {
    /// The file's bytes; none when it does not exist yet (nothing has been written); a failure,
    /// in the system's words, when it exists but cannot be read, or when it is not a regular file
    /// (opened without blocking, so a FIFO is refused, not waited on; /dev/zero never read).
    public static func contents(of path: String) -> Result<[UInt8], CannotRead> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if descriptor < 0 { return errno == ENOENT ? .success([]) : .failure(CannotRead()) }
        defer { close(descriptor) }
        if let problem = RegularFile.problem(descriptor: descriptor) { return .failure(CannotRead(message: problem)) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(CannotRead())
            }
            bytes += chunk[..<count]
        }
    }

    /// Each line that is not blank, with its 1-based number. Splits an array, not the Data:
    /// slicing Data line by line cost as much as decoding the lines.
    static func forEachLine(in bytes: [UInt8], _ body: (Int, ArraySlice<UInt8>) -> Void) {
        var number = 0
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) { continue }
            body(number, line)
        }
    }

    /// Why the file could not be read, from errno when it was made.
    public struct CannotRead: Error {
        var message = String(cString: strerror(errno))
    }
}
