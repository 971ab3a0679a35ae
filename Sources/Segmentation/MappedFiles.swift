import Foundation

/// The address ranges where files are mapped into this process, from /proc/self/maps: how
/// MeCabTokenizer knows where its dictionary lies, to check the pointers MeCab hands back.
enum MappedFiles {
    /// Every mapping of a file under the folder `folder`.
    static func ranges(under folder: String) -> [Range<UInt>] {
        // Read to its end: String(contentsOfFile:) took the first 4 KB alone of this file, whose size
        // stat gives as 0, and left unk.dic out, so MeCab's unknown words lost their part of speech.
        guard let file = FileHandle(forReadingAtPath: "/proc/self/maps") else { return [] }
        defer { try? file.close() }
        guard let bytes = try? file.readToEnd() else { return [] }
        let maps = String(decoding: bytes, as: UTF8.self)
        let prefix = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path + "/"
        return maps.split(separator: "\n").compactMap { line in
            // start-end perms offset device inode path
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6, fields[5].trimmingCharacters(in: .whitespaces).hasPrefix(prefix) else { return nil }
            let bounds = fields[0].split(separator: "-")
            guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16), start < end else { return nil }
            return start..<end
        }
    }
}
