import Glibc

/// A file mapped read-only, read by lines: found at a byte offset, or by binary search in a file
/// whose lines are sorted by their first field (WordNet's index and exception lists). Every read
/// stays within the file's bytes.
final class MappedFile: @unchecked Sendable {
    // Immutable once made: the mapping is read-only and never changes, so threads may share it.
    private let bytes: UnsafeRawBufferPointer

    /// Maps the file at `path`; nil for a file that cannot be opened, read or mapped, is empty,
    /// or is not a regular file (opened without waiting, so a FIFO there does not hang the search).
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size > 0 else { return nil }
        let count = Int(status.st_size)
        guard let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else { return nil }
        bytes = UnsafeRawBufferPointer(start: address, count: count)
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    }

    /// The line beginning at byte `offset` (without its newline), nil when that is outside the file.
    func line(at offset: Int) -> [UInt8]? {
        guard offset >= 0, offset < bytes.count else { return nil }
        return Array(bytes[offset..<end(ofLineAt: offset)])
    }

    /// The line whose first field (up to the first space) is `key`, nil when none is.
    func line(startingWith key: String) -> [UInt8]? {
        let key = Array(key.utf8)
        var top = 0
        var bottom = bytes.count
        while top < bottom {
            let start = self.start(ofLineHolding: (top + bottom) / 2)
            let end = self.end(ofLineAt: start)
            var fieldEnd = start
            while fieldEnd < end && bytes[fieldEnd] != UInt8(ascii: " ") { fieldEnd += 1 }
            let field = bytes[start..<fieldEnd]
            if field.elementsEqual(key) { return Array(bytes[start..<end]) }
            if field.lexicographicallyPrecedes(key) { top = end + 1 } else { bottom = start }
        }
        return nil
    }

    private func start(ofLineHolding offset: Int) -> Int {
        var start = offset
        while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }

    private func end(ofLineAt offset: Int) -> Int {
        var end = offset
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return end
    }
}
