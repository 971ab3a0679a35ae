import Glibc

/// WordNet 3.0's database files (Debian's wordnet-base: index.noun … data.adv and the exception
/// lists noun.exc … adv.exc) mapped read-only and read in place. WordNet's own C library reads them
/// through stdio, a seek and a read for each step of each binary search and a parse of every field
/// of each synset: 0.4-2 ms a word (29 synsets for "grave"), paid by each `kanji-list search`.
/// Mapped, a word costs a few microseconds. Nothing in the files is trusted: every line is found
/// and split within the file's bounds, and a malformed one is skipped.
struct WordNetDatabase: Sendable {
    /// A part of speech, as WordNet's files name it.
    enum PartOfSpeech: String, CaseIterable, Sendable {
        case noun, verb, adj, adv

        /// Its place in `allCases`, where the files are kept.
        var number: Int {
            switch self {
            case .noun: 0
            case .verb: 1
            case .adj: 2
            case .adv: 3
            }
        }
    }

    /// One synset: its words (as WordNet writes them: underscores for spaces, capitals for a
    /// proper noun; an adjective's marker such as "(a)" taken off) and where its derivation
    /// pointers lead.
    struct Synset {
        var words: [String] = []
        /// Lexical "derivationally related form" pointers: the target synset and the number of its word.
        var derivations: [(part: PartOfSpeech, offset: Int, word: Int)] = []
    }

    /// The files by part of speech (its `number`): arrays, not dictionaries, as a dictionary
    /// type's first use costs the runtime a scan of every conformance in the binary (0.37M
    /// instructions of each `kanji-list search` of English).
    private let index: [MappedFile]
    private let data: [MappedFile]
    private let exceptions: [MappedFile?]

    /// The database in `folder` (`WNSEARCHDIR`, else where Debian puts it); nil when its index
    /// and data files are not all there.
    init?(folder: String? = nil) {
        let folder = folder ?? getenv("WNSEARCHDIR").map { String(cString: $0) } ?? "/usr/share/wordnet"
        var index: [MappedFile] = []
        var data: [MappedFile] = []
        var exceptions: [MappedFile?] = []
        for part in PartOfSpeech.allCases {
            guard let indexFile = MappedFile(path: "\(folder)/index.\(part.rawValue)"),
                let dataFile = MappedFile(path: "\(folder)/data.\(part.rawValue)")
            else { return nil }
            index.append(indexFile)
            data.append(dataFile)
            exceptions.append(MappedFile(path: "\(folder)/\(part.rawValue).exc"))
        }
        self.index = index
        self.data = data
        self.exceptions = exceptions
    }

    /// The offsets of the synsets of `lemma`'s senses in that part of speech, most used first;
    /// empty for a lemma WordNet lacks there.
    func senses(of lemma: String, _ part: PartOfSpeech) -> [Int] {
        guard let line = index[part.number].line(startingWith: lemma) else { return [] }
        // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
        let fields = line.split(separator: UInt8(ascii: " "))
        guard fields.count >= 6, let synsets = Self.decimal(fields[2]), let pointers = Self.decimal(fields[3]) else { return [] }
        let first = 4 + pointers + 2
        guard synsets > 0, first + synsets <= fields.count else { return [] }
        return fields[first..<(first + synsets)].compactMap(Self.decimal)
    }

    /// The synset at `offset` of that part of speech's data file, nil where there is none.
    func synset(at offset: Int, _ part: PartOfSpeech) -> Synset? {
        guard let line = data[part.number].line(at: offset) else { return nil }
        // offset lex_filenum ss_type w_cnt (word lex_id)... p_cnt (symbol offset pos source/target)... | gloss
        let fields = line.prefix { $0 != UInt8(ascii: "|") }.split(separator: UInt8(ascii: " "))
        // A synset's line begins with its own offset: anything else is not one.
        guard fields.count >= 4, Self.decimal(fields[0]) == offset, let wordCount = Self.hexadecimal(fields[3]) else { return nil }
        var synset = Synset()
        var field = 4
        for _ in 0..<wordCount {
            guard field + 1 < fields.count else { return nil }
            let word = fields[field].prefix { $0 != UInt8(ascii: "(") }
            synset.words.append(String(decoding: word, as: UTF8.self))
            field += 2
        }
        guard field < fields.count, let pointerCount = Self.decimal(fields[field]) else { return synset }
        field += 1
        for _ in 0..<pointerCount {
            guard field + 3 < fields.count else { break }
            defer { field += 4 }
            guard fields[field].elementsEqual("+".utf8), let target = Self.decimal(fields[field + 1]),
                let part = Self.part(fields[field + 2]), let sourceTarget = Self.hexadecimal(fields[field + 3])
            else { continue }
            synset.derivations.append((part, target, sourceTarget & 0xFF))
        }
        return synset
    }

    /// The base forms WordNet's morphology gives a word in that part of speech: its exception
    /// list's ("went" → "go"), else its detachment rules' that are lemmas there ("suburbs" →
    /// "suburb", "bigger" → "big"), as WordNet's morphy(7WN) describes them.
    func baseForms(of word: String, _ part: PartOfSpeech) -> [String] {
        if let line = exceptions[part.number]?.line(startingWith: word) {
            let bases = line.split(separator: UInt8(ascii: " ")).dropFirst().map { String(decoding: $0, as: UTF8.self) }
            if !bases.isEmpty { return bases }
        }
        var found: [String] = []
        for (suffix, ending) in Self.detachments[part] ?? [] where word.hasSuffix(suffix) && word.count > suffix.count {
            let base = String(word.dropLast(suffix.count)) + ending
            if !found.contains(base) && !senses(of: base, part).isEmpty { found.append(base) }
        }
        return found
    }

    /// WordNet's detachment rules: an ending taken off and what replaces it.
    private static let detachments: [PartOfSpeech: [(String, String)]] = [
        .noun: [("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"), ("men", "man"), ("ies", "y")],
        .verb: [("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")],
        .adj: [("er", ""), ("est", ""), ("er", "e"), ("est", "e")],
    ]

    private static func part(_ text: ArraySlice<UInt8>) -> PartOfSpeech? {
        switch text.first {
        case UInt8(ascii: "n"): .noun
        case UInt8(ascii: "v"): .verb
        case UInt8(ascii: "a"), UInt8(ascii: "s"): .adj
        case UInt8(ascii: "r"): .adv
        default: nil
        }
    }

    private static func decimal(_ text: ArraySlice<UInt8>) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return text.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    private static func hexadecimal(_ text: ArraySlice<UInt8>) -> Int? {
        guard !text.isEmpty, text.count <= 8 else { return nil }
        return Int(String(decoding: text, as: UTF8.self), radix: 16)
    }
}
