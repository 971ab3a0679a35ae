import Foundation

/// KRADFILE and RADKFILE, the EDRDG's component files, come in UTF-8 or the original EUC-JP,
/// gzip-compressed or plain, with `#` comment lines: both are read through here alike.
enum EdrdgTextFile {
    /// The most a file may hold (once inflated): KRADFILE is 145 KB in UTF-8 and RADKFILE less, so
    /// a file past this is a compression bomb or neither.
    static let maxBytes = 8 << 20

    /// The file's bytes, inflated when they start with gzip's magic number; past ``maxBytes``
    /// refused, before more than that is read.
    static func bytes(path: String, cancellation: ImportCancellation) throws -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ImportError(file: path, message: "cannot open the file")
        }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maxBytes + 1) else {
            throw ImportError(file: path, message: "cannot read the file")
        }
        if data.starts(with: [0x1F, 0x8B]) {
            return try GzipReader.contents(ofFile: path, maxBytes: maxBytes, cancellation: cancellation)
        }
        guard data.count <= maxBytes else {
            throw ImportError(file: path, message: "larger than \(maxBytes >> 20) MB, far larger than KRADFILE or RADKFILE: refused")
        }
        return [UInt8](data)
    }

    /// Calls `body` with the 1-based number and text of each line that is neither empty nor a
    /// comment and that `wanted` takes. `wanted` sees the raw bytes, so a line it skips need not
    /// be text. The whole file is EUC-JP unless it is all valid UTF-8. Lines end in LF, CR LF or a
    /// lone CR (old Mac files), each counted once.
    static func forEachLine(
        in bytes: [UInt8], file: String, where wanted: (ArraySlice<UInt8>) -> Bool = { _ in true },
        _ body: (_ lineNumber: Int, _ text: String) throws -> Void
    ) throws {
        let eucJP = String(validating: bytes, as: UTF8.self) == nil ? EUCJPDecoder() : nil
        var lineNumber = 0
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? bytes.endIndex
            let line = bytes[start..<end]
            let isCRLF = end + 1 < bytes.endIndex && bytes[end] == UInt8(ascii: "\r") && bytes[end + 1] == UInt8(ascii: "\n")
            start = isCRLF ? end + 2 : end + 1
            lineNumber += 1
            if line.isEmpty || line.first == UInt8(ascii: "#") || !wanted(line) { continue }
            guard let text = eucJP.map({ $0.decode(line) }) ?? String(validating: line, as: UTF8.self) else {
                throw ImportError(file: file, line: lineNumber, message: "this line is neither UTF-8 nor EUC-JP text")
            }
            try body(lineNumber, text)
        }
    }
}
