import Foundation

/// How many bytes an input holds once decompressed, for progress bars of streamed reads.
enum InputSize {
    /// The file's size, or for gzip the size its trailer records (modulo 4 GiB, as gzip keeps it).
    static func decompressedBytes(ofFile path: String) -> Int? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let magic = try? handle.read(upToCount: 2), let end = try? handle.seekToEnd(), end > 0 else { return nil }
        guard magic == Data([0x1F, 0x8B]), end >= 4 else { return Int(end) }
        guard (try? handle.seek(toOffset: end - 4)) != nil, let trailer = try? handle.read(upToCount: 4), trailer.count == 4 else {
            return nil
        }
        return trailer.reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
