import CLibz
import Foundation

/// Inflates a gzip file with zlib in fixed-size chunks, so memory stays flat while reading and a
/// cancellation is noticed between chunks.
public enum GzipReader {
    static let chunkSize = 1 << 16

    /// The whole decompressed content of `path`. A file that ends before the gzip stream does is an
    /// error naming the file and the line of the decompressed text where it stops; one that
    /// inflates past `maxBytes` is refused as soon as it does (a compression bomb is never
    /// inflated whole).
    public static func contents(
        ofFile path: String, maxBytes: Int = .max, cancellation: ImportCancellation = ImportCancellation()
    ) throws -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ImportError(file: path, message: "cannot open the file")
        }
        defer { try? handle.close() }

        var stream = z_stream()
        guard inflateInit2_(&stream, 16 + MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw ImportError(file: path, message: "zlib could not start inflating")
        }
        defer { inflateEnd(&stream) }

        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        var status = Z_OK
        while status != Z_STREAM_END {
            try cancellation.check()
            let input = try handle.read(upToCount: chunkSize) ?? Data()
            if input.isEmpty { break }
            status = try inflate(input, into: &output, buffer: &buffer, stream: &stream, path: path, maxBytes: maxBytes)
        }
        guard status == Z_STREAM_END else {
            let lines = output.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            throw ImportError(file: path, line: lines, message: "the gzip stream is truncated: the file ends at this line of its text")
        }
        return output
    }

    /// Feeds one chunk of compressed input through zlib, appending what comes out.
    private static func inflate(
        _ input: Data, into output: inout [UInt8], buffer: inout [UInt8], stream: inout z_stream, path: String, maxBytes: Int
    ) throws -> Int32 {
        var input = input
        return try input.withUnsafeMutableBytes { (inputBytes: UnsafeMutableRawBufferPointer) -> Int32 in
            stream.next_in = inputBytes.baseAddress?.assumingMemoryBound(to: Bytef.self)
            stream.avail_in = uInt(inputBytes.count)
            var status = Z_OK
            repeat {
                status = buffer.withUnsafeMutableBufferPointer { out -> Int32 in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    return CLibz.inflate(&stream, Z_NO_FLUSH)
                }
                let produced = buffer.count - Int(stream.avail_out)
                guard produced <= maxBytes - output.count else {
                    throw ImportError(file: path, message: "holds more than \(maxBytes >> 20) MB once decompressed, far more than the real file: refused")
                }
                output.append(contentsOf: buffer[0..<produced])
                guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                    let reason = stream.msg.map { String(cString: $0) } ?? "error \(status)"
                    throw ImportError(file: path, message: "not a valid gzip file (\(reason))")
                }
            } while stream.avail_out == 0 && status != Z_STREAM_END
            return status
        }
    }
}
