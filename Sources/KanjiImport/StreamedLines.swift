import Glibc
import KanjiDictionary

/// A text file read a chunk at a time and handed on a line at a time, so no more than the line at
/// hand (and what is kept of the lines before) is ever in memory; a file past `maxBytes` is
/// refused before a line is read, naming its size (and one that grows past it while read, when
/// its reading gets there). Lines end in LF or CR LF; numbers are 1-based.
enum StreamedLines {
    static func forEach(
        path: String, maxBytes: Int, naming what: String, cancellation: ImportCancellation,
        _ body: (_ number: Int, _ line: ArraySlice<UInt8>) throws -> Void
    ) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ImportError(file: path, message: "cannot read the file (\(what)): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        if let problem = RegularFile.problem(descriptor: descriptor) { throw ImportError(file: path, message: problem) }
        var status = stat()
        if fstat(descriptor, &status) == 0 { try checkSize(Int(status.st_size), of: path, maxBytes: maxBytes, naming: what) }
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var (total, number) = (0, 0)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw ImportError(file: path, message: "cannot read the file: \(String(cString: strerror(errno)))") }
            total += count
            guard total <= maxBytes else {
                throw ImportError(file: path, message: "larger than \(maxBytes >> 20) MB, far larger than \(what): refused")
            }
            try cancellation.check()
            // Only the new bytes are searched for a line's end: a long line costs its length once.
            var (start, searchFrom) = (0, pending.count)
            pending += chunk[..<count]
            while let end = pending[searchFrom...].firstIndex(of: UInt8(ascii: "\n")) {
                number += 1
                try body(number, withoutCR(pending[start..<end]))
                (start, searchFrom) = (end + 1, end + 1)
            }
            pending.removeFirst(start)
            if count == 0 {
                if !pending.isEmpty { try body(number + 1, withoutCR(pending[...])) }
                return
            }
        }
    }

    /// Refuses the file at `path` when it is larger than `maxBytes`, before any of it is read (an
    /// import checks its inputs so before minutes of work); one that cannot be read is left to its
    /// reader to name.
    static func checkSize(path: String, maxBytes: Int, naming what: String) throws {
        var status = stat()
        if stat(path, &status) == 0 { try checkSize(Int(status.st_size), of: path, maxBytes: maxBytes, naming: what) }
    }

    private static func checkSize(_ size: Int, of path: String, maxBytes: Int, naming what: String) throws {
        guard size > maxBytes else { return }
        let megabytes = (size + (1 << 20) - 1) >> 20
        throw ImportError(file: path, message: "\(megabytes) MB, larger than \(maxBytes >> 20) MB, far larger than \(what): refused")
    }

    private static func withoutCR(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == UInt8(ascii: "\r") ? line.dropLast() : line
    }
}
