import Foundation
import Segmentation
import TestSupport
import Testing

/// MeCab's dictionary damaged: MeCab's own reason is passed on, and pointers it hands back from
/// a dictionary damaged past its header are not followed out of the dictionary's memory.
@Suite struct MeCabTokenizerTests {
    /// A copy of Debian's IPADIC in a folder of its own, `change` made to its sys.dic.
    private func damagedDictionary(_ change: (inout [UInt8]) -> Void) throws -> String {
        let folder = try TestFolders.make("mecab-dictionary")
        for name in try FileManager.default.contentsOfDirectory(atPath: MeCabTokenizer.defaultDictionary) {
            try FileManager.default.copyItem(atPath: MeCabTokenizer.defaultDictionary + "/" + name, toPath: folder.path + "/" + name)
        }
        let sysDic = folder.appendingPathComponent("sys.dic")
        var bytes = [UInt8](try Data(contentsOf: sysDic))
        change(&bytes)
        try Data(bytes).write(to: sysDic)
        return folder.path
    }

    /// It was "MeCab could not open the IPADIC dictionary … (Debian: apt-get install
    /// mecab-ipadic-utf8)" for a dictionary that is installed but broken.
    @Test func aBrokenDictionaryIsReportedInMeCabsWords() throws {
        let folder = try damagedDictionary { $0 = Array($0.prefix(100)) }
        var reason = ""
        #expect(MeCabTokenizer(dictionary: folder, reason: &reason) == nil)
        #expect(reason.hasPrefix("MeCab could not open the IPADIC dictionary at \(folder): "), "\(reason)")
        #expect(reason.hasSuffix("sys.dic is damaged: its header gives 49202279 bytes, the file has 100"), "\(reason)")
        #expect(!reason.contains("apt-get"))
        var missing = ""
        #expect(MeCabTokenizer(dictionary: folder + "/none", reason: &missing) == nil)
        #expect(missing.contains("apt-get install mecab-ipadic-utf8"), "\(missing)")
    }

    /// Every word's feature offset pointed far past the dictionary (a corruption past the header
    /// that MeCab does not check): reading the feature crashed `parse`; the words now come
    /// without features.
    @Test func featuresOutsideTheDictionaryAreNotRead() throws {
        let folder = try damagedDictionary { bytes in
            func number(at offset: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) } }
            let (arrayBytes, tokenBytes) = (number(at: 24), number(at: 28))
            for token in stride(from: 72 + arrayBytes, to: 72 + arrayBytes + tokenBytes, by: 16) {
                bytes.replaceSubrange((token + 8)..<(token + 12), with: [0xF0, 0xFF, 0xFF, 0x7F])
            }
        }
        var reason = ""
        let opened = MeCabTokenizer(dictionary: folder, reason: &reason)
        let tokenizer = try #require(opened, "\(reason)")
        let tokens = tokenizer.tokens(of: "日本語を勉強しています")
        #expect(tokens.map(\.surface).joined() == "日本語を勉強しています")
        #expect(tokens.allSatisfy { $0.partOfSpeech.text.isEmpty && $0.reading == nil })
    }

    /// sys.dic's section sizes: the double array's and the tokens' bytes, after the 72-byte header.
    private static func sections(_ bytes: [UInt8]) -> (array: Int, tokens: Int) {
        func number(at offset: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) } }
        return (number(at: 24), number(at: 28))
    }

    /// Damage MeCab follows blindly: lookups crashed inside libmecab (a segfault in `parse`, 1
    /// random corruption in 8). Such a dictionary is now refused as damaged, naming the part.
    @Test(arguments: [
        ("double array", "its double array's unit"),
        ("tokens", "names a context matrix.bin lacks"),
    ])
    func damageMeCabWouldFollowIsRefused(part: String, named: String) throws {
        let folder = try damagedDictionary { bytes in
            let (arrayBytes, tokenBytes) = Self.sections(bytes)
            if part == "double array" {
                // Every base far past the array: a child's children lie outside it.
                for unit in stride(from: 72, to: 72 + arrayBytes, by: 8) { bytes.replaceSubrange(unit..<(unit + 4), with: [0x00, 0xFF, 0xFF, 0x7F]) }
            } else {
                for token in stride(from: 72 + arrayBytes, to: 72 + arrayBytes + tokenBytes, by: 16) { bytes.replaceSubrange(token..<(token + 2), with: [0xFF, 0xFF]) }
            }
        }
        var reason = ""
        let opened = MeCabTokenizer(dictionary: folder, reason: &reason)
        #expect(opened == nil, "a \(part) leading outside the dictionary was used")
        #expect(reason.hasPrefix("MeCab could not open the IPADIC dictionary at \(folder): sys.dic is damaged: "), "\(reason)")
        #expect(reason.contains(named), "\(reason)")
    }

    /// A sound dictionary is read once and remembered as its files were; damage made in place
    /// afterwards changes them, so it is read again and refused.
    @Test func aDictionaryCheckedOnceIsReadAgainWhenItChanges() throws {
        let folder = try damagedDictionary { _ in }
        let memo = try TestFolders.make("mecab-memo").appendingPathComponent("checked").path
        var reason = ""
        #expect(MeCabTokenizer(dictionary: folder, checkedMemo: memo, reason: &reason) != nil, "\(reason)")
        #expect(FileManager.default.fileExists(atPath: memo))
        #expect(MeCabTokenizer(dictionary: folder, checkedMemo: memo, reason: &reason) != nil, "\(reason)")
        let sysDic = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/sys.dic"))
        try sysDic.seek(toOffset: 72)
        try sysDic.write(contentsOf: Data([0x00, 0xFF, 0xFF, 0x7F]))
        try sysDic.close()
        #expect(MeCabTokenizer(dictionary: folder, checkedMemo: memo, reason: &reason) == nil, "damage after the memo was not seen")
        #expect(reason.hasSuffix("sys.dic is damaged: its double array's unit 0 leads outside it"), "\(reason)")
    }

    /// A feature string overwritten with 0xFF was read to the next NUL, megabytes for each word
    /// (parse took 10 s and 400 MB): one longer than IPADIC's longest is damage, the word comes
    /// without features.
    @Test func overlongFeaturesAreNotRead() throws {
        let folder = try damagedDictionary { bytes in
            let (arrayBytes, tokenBytes) = Self.sections(bytes)
            let features = 72 + arrayBytes + tokenBytes
            bytes.replaceSubrange(features..<(features + 4096), with: repeatElement(0xFF, count: 4096))
            for token in stride(from: 72 + arrayBytes, to: features, by: 16) { bytes.replaceSubrange((token + 8)..<(token + 12), with: [0, 0, 0, 0]) }
        }
        var reason = ""
        let tokenizer = try #require(MeCabTokenizer(dictionary: folder, reason: &reason), "\(reason)")
        let tokens = tokenizer.tokens(of: "日本語を勉強しています")
        #expect(tokens.map(\.surface).joined() == "日本語を勉強しています")
        #expect(tokens.allSatisfy { $0.partOfSpeech.text.isEmpty && $0.reading == nil }, "\(tokens.map(\.partOfSpeech.text))")
    }

    /// An unknown word's feature lies in unk.dic, mapped late, past the first 4 KB of
    /// /proc/self/maps: it was refused as outside the dictionary, so ガッコ lost its noun and
    /// 専門ガッコ was no longer joined into 専門学校 (and the bundled dictionary lost a sentence).
    @Test func anUnknownWordKeepsItsPartOfSpeech() throws {
        var reason = ""
        let opened = MeCabTokenizer(dictionary: MeCabTokenizer.defaultDictionary, reason: &reason)
        let tokenizer = try #require(opened, "\(reason)")
        let tokens = tokenizer.tokens(of: "専門ガッコのタメだよ。")
        let unknown = try #require(tokens.first { $0.surface == "ガッコ" }, "\(tokens.map(\.surface))")
        #expect(unknown.partOfSpeech == "名詞" && unknown.subclass == "一般", "\(unknown)")
        #expect(tokens.allSatisfy { !$0.partOfSpeech.text.isEmpty })
    }
}
