import Foundation
import Kana
import KanjiDictionary
import Pronunciation
import Segmentation

/// Pitch accents from Open JTalk's NAIST-jdic (Debian's open-jtalk-mecab-naist-jdic), read through
/// MeCab: every entry's eleventh feature is its accent as drop/morae (箸 ハシ 1/2, 橋 2/2, 端 0/2).
/// A reading gets the accents of the entries written as the word and read as it; a compound the
/// dictionary lacks gets its parts' accents joined as Open JTalk joins them (``AccentJoin``),
/// marked estimated.
final class AccentDictionary {
    /// Where Debian's open-jtalk-mecab-naist-jdic puts the dictionary.
    static let debianPath = "/var/lib/mecab/dic/open-jtalk/naist-jdic"

    private let tokenizer: MeCabTokenizer
    /// The folder of links MeCab reads the dictionary from, with a dicrc of its own.
    private let linkFolder: URL
    private(set) var coverage = AccentCoverage()

    /// Opens the dictionary at `path` (a folder with sys.dic); throws naming the package when it
    /// is missing or MeCab cannot read it.
    init(path: String) throws {
        guard FileManager.default.fileExists(atPath: path + "/sys.dic") else {
            throw ImportError(file: path, message: "no NAIST-jdic here (--accents names Open JTalk's dictionary folder; Debian: apt-get install open-jtalk-mecab-naist-jdic)")
        }
        // NAIST-jdic comes without the dicrc MeCab's loader wants: links to its files and one made here.
        linkFolder = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-list-accents-\(getpid())-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: linkFolder, withIntermediateDirectories: true)
            for file in try FileManager.default.contentsOfDirectory(atPath: path) where file != "dicrc" {
                try FileManager.default.createSymbolicLink(
                    atPath: linkFolder.appendingPathComponent(file).path, withDestinationPath: path + "/" + file)
            }
            try Data("cost-factor = 800\nbos-feature = BOS/EOS,*,*,*,*,*,*,*,*\nconfig-charset = UTF-8\n".utf8)
                .write(to: linkFolder.appendingPathComponent("dicrc"))
        } catch {
            try? FileManager.default.removeItem(at: linkFolder)
            throw ImportError(file: path, message: "cannot prepare NAIST-jdic for MeCab: \(error.localizedDescription)")
        }
        var reason = ""
        guard let tokenizer = MeCabTokenizer(dictionary: linkFolder.path, reason: &reason) else {
            try? FileManager.default.removeItem(at: linkFolder)
            throw ImportError(file: path, message: reason.replacingOccurrences(of: "IPADIC", with: "NAIST-jdic"))
        }
        self.tokenizer = tokenizer
    }

    deinit {
        try? FileManager.default.removeItem(at: linkFolder)
    }

    /// The accents of each of the word's readings that has any, counted in ``coverage``.
    func pitch(of word: WordEntry) -> [ReadingPitch] {
        let readings = word.readings.isEmpty ? [word.word] : word.readings
        let forms = [word.word] + word.forms
        let found = readings.compactMap { reading in
            lookUp(reading: reading, forms: readings == [word.word] ? [word.word] : forms)
        }
        coverage.fromDictionary += found.count { !$0.isEstimated }
        coverage.estimated += found.count(where: \.isEstimated)
        coverage.missing += readings.count - found.count
        if word.common {
            coverage.common += 1
            if !found.isEmpty { coverage.commonWithPitch += 1 }
        }
        return found
    }

    /// The accents of `reading` under the first of `forms` the dictionary has it for, else the
    /// first form whose parts read as it, joined.
    func lookUp(reading: String, forms: [String]) -> ReadingPitch? {
        let katakana = KanaFolding.katakana(reading)
        for form in forms {
            var accents: [Int] = []
            for entry in tokenizer.entries(spanning: form) where entry.reading == katakana && entry.features.count > 9 {
                for accent in Self.accents(entry.features[9])?.accents ?? [] where !accents.contains(accent) {
                    accents.append(accent)
                }
            }
            if !accents.isEmpty { return ReadingPitch(reading: reading, accents: accents) }
        }
        for form in forms {
            let tokens = tokenizer.tokens(of: form)
            guard tokens.count > 1, tokens.compactMap(\.reading).joined() == katakana else { continue }
            let parts = tokens.compactMap(AccentJoin.Part.init)
            guard parts.count == tokens.count, let accent = AccentJoin.accent(of: parts) else { continue }
            return ReadingPitch(reading: reading, accents: [accent], isEstimated: true)
        }
        return nil
    }

    /// NAIST-jdic's accent field, "1/2" or "0,2/3": the downsteps and the morae; nil for "*".
    static func accents(_ field: String) -> (accents: [Int], morae: Int)? {
        let halves = field.split(separator: "/")
        guard halves.count == 2, let morae = Int(halves[1]) else { return nil }
        let accents = halves[0].split(separator: ",").compactMap { Int($0) }.filter { (0...morae).contains($0) }
        return accents.isEmpty ? nil : (accents, morae)
    }
}

/// What an import with `--accents` found: readings with accents from the dictionary, estimated
/// ones, readings without; common words with any.
public struct AccentCoverage: Equatable, Sendable {
    public var fromDictionary = 0
    public var estimated = 0
    public var missing = 0
    /// Common words with an accent for at least one reading, and all common words.
    public var commonWithPitch = 0
    public var common = 0
}
