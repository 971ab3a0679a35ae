import Glibc

/// Encoded words kept in an anonymous temporary file while an import reads on to learn their JLPT
/// levels and example sentences, which depend on every word: the words then go to the output from
/// here, one a line, so they are never all in memory. The file has no name and goes when closed,
/// even if the import is killed.
final class WordSpool {
    private let file: UnsafeMutablePointer<FILE>
    private let output: String

    /// `output` names the dictionary being made, in errors.
    init(output: String) throws {
        guard let file = tmpfile() else {
            throw ImportError(file: output, message: "cannot create a temporary file for the words: \(String(cString: strerror(errno)))")
        }
        self.file = file
        self.output = output
    }

    deinit { fclose(file) }

    /// Adds one encoded word, which has no line break (JSON escapes them).
    func append(_ word: [UInt8]) throws {
        let written = word.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        guard written == word.count, fputc(0x0A, file) != EOF else { throw failure("write") }
    }

    /// Calls `body` with each word in the order they were added.
    func forEach(_ body: (ArraySlice<UInt8>) throws -> Void) throws {
        guard fflush(file) == 0 else { throw failure("write") }
        rewind(file)
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while true {
            let length = getline(&line, &capacity, file)
            guard length > 0, let line else { break }
            let bytes = UnsafeRawBufferPointer(start: line, count: length - 1)
            try body(ArraySlice(bytes))
        }
        guard ferror(file) == 0 else { throw failure("read") }
    }

    private func failure(_ action: String) -> ImportError {
        ImportError(file: output, message: "cannot \(action) the temporary file of the words: \(String(cString: strerror(errno)))")
    }
}
