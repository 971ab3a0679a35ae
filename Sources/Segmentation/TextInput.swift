import Glibc

/// Text to segment, read from a file or standard input in pieces that end at a line break (or,
/// for a line longer than ``longestPiece``, at a character boundary), so that a file of any size
/// is never all in memory. Each piece is checked: valid UTF-8 (an error names the byte offset)
/// with no NUL byte (a binary file).
public struct TextInput: ~Copyable {
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// A piece: its text, and where it starts in the whole input, in Unicode scalars.
    public struct Piece: Equatable, Sendable {
        public var text: String
        public var scalarOffset: Int
    }

    /// The most text read whole onto one page (the Read screen's), from a file or pasted: the
    /// page is held in memory, and its words with it.
    public static let largestPage = 8 << 20

    /// A line longer than this is cut (at a character boundary) into pieces of about this size.
    public static let longestPiece = 1 << 20

    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private let name: String
    private var buffer: [UInt8] = []
    private var bufferStart = 0
    /// Bytes of the input before `buffer[bufferStart]`.
    private var byteOffset = 0
    private var scalarOffset = 0
    private var atEnd = false

    /// Opens `path`, or standard input for "-". A directory, a missing or unreadable file is a
    /// failure naming it.
    public init(path: String) throws(Failure) {
        if path == "-" {
            descriptor = STDIN_FILENO
            ownsDescriptor = false
            name = "standard input"
            return
        }
        let opened = open(path, O_RDONLY | O_CLOEXEC)
        guard opened >= 0 else { throw Failure(description: "cannot read \(path): \(String(cString: strerror(errno)))") }
        var status = stat()
        if fstat(opened, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            close(opened)
            throw Failure(description: "cannot read \(path): it is a directory")
        }
        descriptor = opened
        ownsDescriptor = true
        name = path
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// Whether the input is the very file open as `other` (`parse --file X >> X`), which would
    /// read its own output for ever, as cat(1) refuses to.
    public func isSameFile(as other: Int32) -> Bool {
        var mine = stat(), theirs = stat()
        guard fstat(descriptor, &mine) == 0, fstat(other, &theirs) == 0, mine.st_mode & S_IFMT == S_IFREG else { return false }
        return mine.st_dev == theirs.st_dev && mine.st_ino == theirs.st_ino
    }

    /// The next piece, nil at the end of the input.
    public mutating func next() throws(Failure) -> Piece? {
        while true {
            let pending = buffer.count - bufferStart
            if let newline = buffer[bufferStart...].firstIndex(of: UInt8(ascii: "\n")) {
                return try take(upTo: newline + 1)
            }
            if pending > TextInput.longestPiece {
                return try take(upTo: TextInput.pieceEnd(in: buffer, before: bufferStart + TextInput.longestPiece, after: bufferStart))
            }
            if atEnd { return pending > 0 ? try take(upTo: buffer.count) : nil }
            try fill()
        }
    }

    private mutating func fill() throws(Failure) {
        if bufferStart > 0 {
            buffer.removeFirst(bufferStart)
            bufferStart = 0
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw Failure(description: "cannot read \(name): \(String(cString: strerror(errno)))") }
            if count == 0 { atEnd = true } else { buffer += chunk[..<count] }
            return
        }
    }

    private mutating func take(upTo end: Int) throws(Failure) -> Piece {
        let bytes = buffer[bufferStart..<end]
        if let zero = bytes.firstIndex(of: 0) {
            throw Failure(description: "\(name) is a binary file, not text (a NUL byte at byte \(byteOffset + zero - bufferStart))")
        }
        if let bad = TextInput.firstInvalidByte(bytes) {
            throw Failure(description: "\(name) is not valid UTF-8 text (at byte \(byteOffset + bad - bufferStart))")
        }
        let piece = Piece(text: String(decoding: bytes, as: UTF8.self), scalarOffset: scalarOffset)
        // A scalar is a byte that does not continue one, in UTF-8 checked above: counted so, the
        // loop vectorizes (the string's scalar view cost the Read screen 5 ms a megabyte).
        var leading = 0
        for byte in bytes { leading &+= byte & 0xC0 == 0x80 ? 0 : 1 }
        scalarOffset += leading
        byteOffset += end - bufferStart
        bufferStart = end
        return piece
    }

    /// Where a line longer than a piece is cut: after its last 、, 。, space or tab in the 64 KB
    /// before `limit` (a cut anywhere may fall inside a word, which would then be read as two),
    /// else at the character boundary before `limit`.
    static func pieceEnd(in bytes: [UInt8], before limit: Int, after floor: Int) -> Int {
        var index = limit
        while index > max(floor + 2, limit - (1 << 16)) {
            index -= 1
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 { return index + 1 }
            // 、 and 。 are E3 80 81 and E3 80 82.
            if byte == 0x81 || byte == 0x82, bytes[index - 2] == 0xE3, bytes[index - 1] == 0x80 { return index + 1 }
        }
        return characterBoundary(in: bytes, before: limit, after: floor)
    }

    /// The start of the character that `limit` falls in (or `limit` itself at a boundary), but
    /// never `floor` or before: bytes that are no UTF-8 at all are cut anywhere, and found bad later.
    static func characterBoundary(in bytes: [UInt8], before limit: Int, after floor: Int) -> Int {
        var index = limit
        while index > floor + 1, index > limit - 4, bytes[index] & 0xC0 == 0x80 { index -= 1 }
        return bytes[index] & 0xC0 == 0x80 ? limit : index
    }

    /// The index of the first byte that does not belong to well-formed UTF-8 (no overlong forms,
    /// surrogates or code points past U+10FFFF; a sequence cut short at the end is bad), nil when
    /// all is well.
    static func firstInvalidByte(_ bytes: ArraySlice<UInt8>) -> Int? {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0x00...0x7F: index += 1; continue
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return index
            }
            for position in 1..<length {
                guard index + position < bytes.endIndex else { return index }
                let byte = bytes[index + position]
                let (lower, upper) = position == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
                guard byte >= lower, byte <= upper else { return index }
            }
            index += length
        }
        return nil
    }
}
