import Foundation

/// KRADFILE and RADKFILE, the EDRDG's component files, come in UTF-8 or the original EUC-JP,
/// gzip-compressed or plain, with `#` comment lines: both are read through here alike.
enum EdrdgTextFile {
    /// The file's bytes, inflated when they start with gzip's magic number.
    static func bytes(path: String, cancellation: ImportCancellation) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImportError(file: path, message: "cannot open the file")
        }
        return data.starts(with: [0x1F, 0x8B])
            ? try GzipReader.contents(ofFile: path, cancellation: cancellation) : [UInt8](data)
    }

    /// Calls `body` with the 1-based number and text of each line that is neither empty nor a
    /// comment and that `wanted` takes. `wanted` sees the raw bytes, so a line it skips need not
    /// be text. The whole file is EUC-JP unless it is all valid UTF-8.
    static func forEachLine(
        in bytes: [UInt8], file: String, where wanted: (ArraySlice<UInt8>) -> Bool = { _ in true },
        _ body: (_ lineNumber: Int, _ text: String) throws -> Void
    ) throws {
        let eucJP = String(validating: bytes, as: UTF8.self) == nil ? EUCJPDecoder() : nil
        var lineNumber = 0
        for rawLine in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.last == UInt8(ascii: "\r") ? rawLine.dropLast() : rawLine
            if line.isEmpty || line.first == UInt8(ascii: "#") || !wanted(line) { continue }
            guard let text = eucJP.map({ $0.decode(line) }) ?? String(validating: line, as: UTF8.self) else {
                throw ImportError(file: file, line: lineNumber, message: "this line is neither UTF-8 nor EUC-JP text")
            }
            try body(lineNumber, text)
        }
    }
}
