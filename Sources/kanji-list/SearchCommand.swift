import ArgumentParser
import Foundation
import KanjiDictionary
import Pronunciation
import KanjiSearch
import LearnerData

/// `kanji-list search`: the browser's search for scripts, one result a line.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        _superCommandName: "kanji-list",
        abstract: "Find kanji and words by kanji, kana, romaji or English, with filters.",
        discussion: """
            QUERY is text and filters, in any order: 日本, にほん, nihon, "to eat", and s:4 or s:4-6 (strokes), g:1 \
            (grade), jlpt:4, r:72 (radical number), parts:日月 (kanji with these components, after import --kradfile), \
            common (common words only; alone or in "common sense" it is English). A query of only filters lists \
            kanji. Romaji may leave long vowels out, as English prints it (ryori, kohi). Inflected Japanese finds \
            the dictionary form: 食べた, tabeta, "tabemasen deshita" (romaji a word at a time), 行かない, 勉強しています, 静かな; \
            several English words find entries having them all ("meeting room"), then those having most of them \
            ("belt for western clothes"), a plural the singular ("traffic lights"), a compound any spelling of it \
            ("good-bye"), a word glosses with another word of its root ("honesty": honest; "odour": odor), and last, \
            one English word glosses with a word of related meaning from WordNet where installed ("grave": tomb). \
            Prints the kanji found, then the words (the words first when one matches better than every kanji: "to \
            eat", or kana are a word's whole reading: を, the particle first), best first, one a line (character or word, readings, meanings, tab-separated, and for a word not \
            found as typed why: an inflection as its chain of real forms, 食べさせられた ‹ 食べさせられる ‹ 食べさせる ‹ \
            食べる (causative, passive, past); honesty → honest (same root), grave → tomb (related word)), or \
            with --json one JSON object a line (an inflection's reasons in inflection, its forms in chain, the \
            dictionary form first). Exit status: 0 with results, 1 with none, 2 for a query that cannot \
            be searched.
            """)

    @Argument(help: "What to look for, e.g. sun, にほん, nihon, \"s:4 g:1\".")
    var query: String

    @Option(help: "At most this many kanji and this many words (0: all).")
    var limit = 20

    @Flag(help: "One JSON object a line: kind, text, readings, pitch, meanings, common, match, inflection, chain, note.")
    var json = false

    @OptionGroup var dictionary: DictionaryOptions

    func validate() throws {
        guard limit >= 0 else { throw ValidationError("--limit must be 0 (all) or more") }
    }

    func run() throws {
        try Request(query: query, limit: limit, json: json, dictionary: dictionary.choice).run()
    }

    /// A search as asked, however its command line was read (here or by QuickCommandLine).
    struct Request: CommandRequest {
        let query: String
        let limit: Int
        let json: Bool
        let dictionary: DictionaryChoice

        func run() throws {
            let parsed: SearchQuery
            do {
                parsed = try SearchQuery(parsing: query)
            } catch {
                printError("kanji-list: cannot search \"\(query)\": \(error.description)")
                throw ExitCode(2)
            }
            guard !parsed.isEmpty else {
                printError("kanji-list: the query is empty")
                throw ExitCode(2)
            }
            let store = try dictionary.load()
            // The index the image holds answers from the pages it needs; without one (no writable
            // cache), or when it turns out damaged, one pass over the words costs less than building it.
            let index = SearchIndex(inImageOf: store)
            var results = index?.search(parsed) ?? store.search(parsed)
            if index != nil && store.imageIsDamaged { results = store.search(parsed) }
            guard !results.isEmpty else {
                printError("kanji-list: no matches for \"\(query)\" (\(results.understoodAs))")
                throw ExitCode(1)
            }
            let shownKanji = limit == 0 ? results.kanji[...] : results.kanji.prefix(limit)
            let shownWords = limit == 0 ? results.words[...] : results.words.prefix(limit)
            var out: [UInt8] = []
            func printKanji() {
                for hit in shownKanji {
                    let kanji = hit.kanji
                    let line = SearchLine(
                        kind: "kanji", text: String(kanji.character), readings: kanji.onyomi + kanji.kunyomi, pitch: [],
                        meanings: kanji.meanings, common: kanji.frequency != nil, level: kanji.jlptLevel, match: hit.match, inflection: [],
                        chain: [], note: nil)
                    json ? line.appendJSON(to: &out) : line.appendText(to: &out)
                }
            }
            func printWords() {
                for hit in shownWords {
                    let word = store.word(at: hit.wordIndex)
                    let line = SearchLine(
                        kind: word.isName ? "name" : "word", text: word.word, readings: word.readings, pitch: word.pitchAccents, meanings: word.meanings, common: word.common,
                        level: word.jlptLevel, match: hit.match, inflection: hit.inflection?.reasons.map(\.label) ?? [],
                        chain: hit.inflection?.chain ?? [], note: results.note(for: hit, word: word)?.note,
                        types: word.nameTypes.map(NameType.name))
                    json ? line.appendJSON(to: &out) : line.appendText(to: &out)
                }
            }
            // In the order the browser lists them: the words first when they match better (to eat).
            if results.wordsLead {
                printWords()
                printKanji()
            } else {
                printKanji()
                printWords()
            }
            try printOutput(String(decoding: out, as: UTF8.self))
        }
    }
}

/// One result as the command prints it.
private struct SearchLine {
    let kind: String
    let text: String
    let readings: [String]
    /// A word's readings' pitch accents, where the dictionary has them.
    let pitch: [ReadingPitch]
    let meanings: [String]
    let common: Bool
    /// The JLPT N-level, 5 for N5.
    let level: Int?
    let match: MatchKind
    /// The labels of the inflections the query had (`["past"]`), empty for a word found as it is.
    let inflection: [String]
    /// The inflected form after each of those steps, the dictionary form first (`["食べる","食べた"]`).
    let chain: [String]
    /// Why a word not found as typed was found: `食べた ‹ 食べる (past)` for a word the query is an
    /// inflection of, `honesty → honest (same root)`, `grave → tomb (related word)`, `belt (lacks western, clothes)` (some words).
    let note: String?
    /// A name's types by their names ("surname"), JMnedict's order; empty for a kanji or a word.
    var types: [String] = []

    /// `日	ニチ、ジツ、ひ	day, sun, Japan…` or `箸	はし	chopsticks (common) [は＼し atamadaka]` (the
    /// pitch accent, where the dictionary has one, after the meanings), and for a word not
    /// found as typed a fourth field `食べた ‹ 食べる (past)`: three meanings at most, and control characters
    /// from the dictionary shown escaped (`\u001B`), never sent to the terminal.
    func appendText(to out: inout [UInt8]) {
        var meaningText = meanings.prefix(3).joined(separator: ", ") + (meanings.count > 3 ? "…" : "")
        if kind == "word" && common { meaningText += " (common)" }
        if let level { meaningText += " (JLPT N\(level))" }
        if !types.isEmpty { meaningText += " (name: " + types.joined(separator: ", ") + ")" }
        if !pitch.isEmpty { meaningText += " [" + PitchNotation.summary(pitch) + "]" }
        let fields = ([text, readings.joined(separator: "、"), meaningText] + (note.map { [$0] } ?? [])).map { ControlCharacters.escaped($0) }
        out.append(contentsOf: fields.joined(separator: "\t").utf8)
        out.append(UInt8(ascii: "\n"))
    }

    /// A name has its types after its text: `{"kind":"name","text":"田中","type":["place","surname","female given name"],…}`.
    /// `{"kind":"kanji","text":"日","readings":[…],"meanings":[…],"common":true,"jlptLevel":5,"match":"meaning","inflection":[],"chain":[],"note":null}`
    func appendJSON(to out: inout [UInt8]) {
        out.append(contentsOf: #"{"kind":"#.utf8)
        JSONString.append(kind, to: &out)
        out.append(contentsOf: #","text":"#.utf8)
        JSONString.append(text, to: &out)
        if kind == "name" {
            out.append(contentsOf: #","type":"#.utf8)
            JSONString.appendArray(types, to: &out)
        }
        out.append(contentsOf: #","readings":"#.utf8)
        JSONString.appendArray(readings, to: &out)
        out.append(contentsOf: #","pitch":["#.utf8)
        for (index, reading) in pitch.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: #"{"reading":"#.utf8)
            JSONString.append(reading.reading, to: &out)
            let patterns = reading.accents.map { PitchPattern(accent: $0, moraCount: reading.moraCount).rawValue }
            out.append(contentsOf: #","accents":[\#(reading.accents.map(String.init).joined(separator: ","))],"patterns":"#.utf8)
            JSONString.appendArray(patterns, to: &out)
            out.append(contentsOf: #","estimated":\#(reading.isEstimated),"marked":"#.utf8)
            JSONString.append(PitchNotation.compact(reading), to: &out)
            out.append(UInt8(ascii: "}"))
        }
        out.append(contentsOf: #"],"meanings":"#.utf8)
        JSONString.appendArray(meanings, to: &out)
        out.append(contentsOf: #","common":\#(common),"jlptLevel":\#(level.map(String.init) ?? "null"),"match":"#.utf8)
        JSONString.append(match.rawValue, to: &out)
        out.append(contentsOf: #","inflection":"#.utf8)
        JSONString.appendArray(inflection, to: &out)
        out.append(contentsOf: #","chain":"#.utf8)
        JSONString.appendArray(chain, to: &out)
        out.append(contentsOf: #","note":"#.utf8)
        if let note { JSONString.append(note, to: &out) } else { out.append(contentsOf: "null".utf8) }
        out.append(contentsOf: "}\n".utf8)
    }
}
