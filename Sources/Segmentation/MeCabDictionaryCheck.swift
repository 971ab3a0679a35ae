import Foundation
import KanjiDictionary

/// What MeCab does not check in a compiled dictionary (sys.dic, unk.dic) before it follows it: its
/// double array's indexes and the token numbers and connection ids the array leads to. A file
/// damaged past its header sent MeCab's lookup out of its memory (a segfault inside libmecab in 1
/// `parse` of 8 after a random corruption); each is read once before MeCab is used.
public enum MeCabDictionaryCheck {
    /// The files MeCab maps from the dictionary folder.
    private static let files = ["sys.dic", "unk.dic", "matrix.bin"]

    /// Why the dictionary folder's sys.dic or unk.dic cannot be followed safely; nil when both can.
    /// Reading them costs 11 ms of a 42 ms `parse`: a folder that passed is written to `memo` as its
    /// files were (device, inode, size, change times, as the image cache tells a file unchanged)
    /// and not read again while they stay so.
    static func problem(in dictionary: String, memo: String?) -> String? {
        let identity = identity(of: dictionary)
        if let memo, let identity, FileManager.default.contents(atPath: memo) == Data(identity.utf8) { return nil }
        if let problem = problem(in: dictionary) { return problem }
        if let memo, let identity { remember(identity, in: memo) }
        return nil
    }

    /// $XDG_CACHE_HOME/kanji-list/mecab-dictionary-checked, or ~/.cache/….
    public static func defaultMemo(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        DictionaryLocations.xdgDirectory("XDG_CACHE_HOME", fallback: ".cache", environment: environment) + "/kanji-list/mecab-dictionary-checked"
    }

    /// The folder and each file's device, inode, size and modification and change times; nil when
    /// one cannot be seen.
    private static func identity(of dictionary: String) -> String? {
        var lines = [dictionary]
        for name in files {
            var status = stat()
            guard stat(dictionary + "/" + name, &status) == 0 else { return nil }
            lines.append("\(name) \(status.st_dev) \(status.st_ino) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec) \(status.st_ctim.tv_sec).\(status.st_ctim.tv_nsec)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the memo whole (a temporary file renamed over it). One that cannot be written only
    /// costs the check again next time, so a failure is not reported.
    private static func remember(_ identity: String, in memo: String) {
        let folder = (memo as NSString).deletingLastPathComponent
        _ = try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = memo + ".\(getpid())"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(identity.utf8)) else { return }
        if rename(temporary, memo) != 0 { unlink(temporary) }
    }

    /// Why sys.dic or unk.dic cannot be followed safely, read in full; nil when both can.
    static func problem(in dictionary: String) -> String? {
        guard let matrix = connectionSizes(dictionary + "/matrix.bin") else { return "matrix.bin is damaged or missing" }
        for name in ["sys.dic", "unk.dic"] {
            if let problem = problem(ofFile: dictionary + "/" + name, matrix: matrix) { return "\(name) is damaged: \(problem)" }
        }
        return nil
    }

    /// matrix.bin's left and right context counts, when its size agrees with them.
    private static func connectionSizes(_ path: String) -> (left: Int, right: Int)? {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped), data.count >= 4 else { return nil }
        let (left, right) = data.withUnsafeBytes { (Int($0.loadUnaligned(as: UInt16.self)), Int($0.loadUnaligned(fromByteOffset: 2, as: UInt16.self))) }
        return data.count == 4 + 2 * left * right ? (left, right) : nil
    }

    /// The header (ten 32-bit numbers and the charset's 32 bytes), the double array (units of a
    /// signed base and an unsigned check), then the tokens (16 bytes: left id, right id, part of
    /// speech, cost, feature offset, compound).
    private static let headerSize = 72, unitSize = 8, tokenSize = 16
    /// A node's children lie at base + 1 ... base + 256, one a byte of the key.
    private static let childSpan = 256

    private static func problem(ofFile path: String, matrix: (left: Int, right: Int)) -> String? {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return "it cannot be read" }
        return data.withUnsafeBytes { bytes -> String? in
            guard bytes.count >= headerSize else { return "it is shorter than its header" }
            let field = { (index: Int) in Int(bytes.loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self)) }
            let (left, right, arrayBytes, tokenBytes) = (field(4), field(5), field(6), field(7))
            guard left == matrix.left, right == matrix.right else { return "its context counts are not matrix.bin's" }
            guard arrayBytes % unitSize == 0, tokenBytes % tokenSize == 0, headerSize + arrayBytes + tokenBytes <= bytes.count else {
                return "its sections do not fit the file"
            }
            let array = UnsafeRawBufferPointer(rebasing: bytes[headerSize..<(headerSize + arrayBytes)])
            let tokens = UnsafeRawBufferPointer(rebasing: bytes[(headerSize + arrayBytes)..<(headerSize + arrayBytes + tokenBytes)])
            if let unit = misleadingUnit(array, tokenCount: tokenBytes / tokenSize) { return "its double array's unit \(unit) leads outside it" }
            if let token = misleadingToken(tokens, matrix: matrix) { return "its token \(token) names a context matrix.bin lacks" }
            return nil
        }
    }

    /// The first unit a lookup could follow out of the array: a child's (check = its parent's base,
    /// 1 to 256 before it) base must leave room for all its own children, as must the root's; a
    /// word's end (check = its own position, a negative base) must name tokens that exist.
    private static func misleadingUnit(_ array: UnsafeRawBufferPointer, tokenCount: Int) -> Int? {
        // Units as pairs of 32-bit numbers (base, check), read in place: the file is mapped at a
        // page and the array starts at byte 72, so they are aligned.
        guard let start = array.baseAddress, Int(bitPattern: start) % MemoryLayout<UInt32>.alignment == 0 else { return 0 }
        let words = UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt32.self), count: array.count / 4)
        let units = words.count / 2
        let lastBase = units - childSpan - 1
        func fitsChildren(_ base: Int32) -> Bool { base >= 0 && Int(base) <= lastBase }
        guard units > 0, fitsChildren(Int32(bitPattern: words[0])) else { return 0 }
        for position in 0..<units {
            let base = Int32(bitPattern: words[2 * position]), distance = position &- Int(words[2 * position + 1])
            if distance == 0, base < 0 {
                let value = -Int(base) - 1
                if (value >> 8) + (value & 0xFF) > tokenCount { return position }
            } else if distance >= 1, distance <= childSpan, !fitsChildren(base) {
                return position
            }
        }
        return nil
    }

    /// The first token whose left or right context id is outside matrix.bin's table: the cost of
    /// joining two words is read at their ids.
    private static func misleadingToken(_ tokens: UnsafeRawBufferPointer, matrix: (left: Int, right: Int)) -> Int? {
        for index in 0..<(tokens.count / tokenSize) {
            let leftId = Int(tokens.loadUnaligned(fromByteOffset: index * tokenSize, as: UInt16.self))
            let rightId = Int(tokens.loadUnaligned(fromByteOffset: index * tokenSize + 2, as: UInt16.self))
            if leftId >= matrix.right || rightId >= matrix.left { return index }
        }
        return nil
    }
}
