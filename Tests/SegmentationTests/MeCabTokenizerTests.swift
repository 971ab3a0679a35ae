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
