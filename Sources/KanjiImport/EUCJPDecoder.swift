import Glibc

/// Converts EUC-JP text to UTF-8 one line at a time with glibc's iconv, so a byte sequence that is
/// not EUC-JP is reported on its own line instead of failing the whole file.
final class EUCJPDecoder {
    private let converter: iconv_t
    private var output = [CChar](repeating: 0, count: 4096)

    /// Nil when this libc has no EUC-JP converter.
    init?() {
        guard let converter = iconv_open("UTF-8", "EUC-JP"), Int(bitPattern: converter) != -1 else { return nil }
        self.converter = converter
    }

    deinit {
        iconv_close(converter)
    }

    /// The line as UTF-8 text, or nil when it is not valid EUC-JP (an invalid or cut-off sequence).
    func decode(_ line: ArraySlice<UInt8>) -> String? {
        if line.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: line, as: UTF8.self)
        }
        // UTF-8 takes at most 3 bytes for each 2 or 3 of EUC-JP, so twice the input always fits.
        if output.count < line.count * 2 + 4 {
            output = [CChar](repeating: 0, count: line.count * 2 + 4)
        }
        iconv(converter, nil, nil, nil, nil)
        var input = Array(line)
        return input.withUnsafeMutableBufferPointer { inputBuffer -> String? in
            output.withUnsafeMutableBufferPointer { outputBuffer -> String? in
                var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(inputBuffer.baseAddress)?
                    .assumingMemoryBound(to: CChar.self)
                var inLeft = inputBuffer.count
                var outPointer: UnsafeMutablePointer<CChar>? = outputBuffer.baseAddress
                var outLeft = outputBuffer.count
                let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                guard result != -1, inLeft == 0, let start = outputBuffer.baseAddress else { return nil }
                let bytes = UnsafeRawBufferPointer(start: start, count: outputBuffer.count - outLeft)
                return String(decoding: bytes, as: UTF8.self)
            }
        }
    }
}
