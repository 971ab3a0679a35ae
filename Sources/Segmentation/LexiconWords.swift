import Kana
import KanjiDictionary

/// The words a ``Lexicon`` is made of, numbered `0..<wordCount`: a loaded dictionary (the Read
/// screen, `kanji-list parse`) or the plain words an import has read (its example sentences are
/// found by the same segmenter), so both cut text with the same code.
public protocol LexiconWords: Sendable {
    var wordCount: Int { get }
    /// Calls `body` with each of word `index`'s spellings as UTF-8: its written form and other
    /// forms (`.written`), then its readings (`.reading`), in that order.
    func forEachSpelling(of index: Int, _ body: (UnsafeRawBufferPointer, Lexicon.Spelling) -> Void)
    /// Word `index` with at least its forms, readings, commonness, rank and senses' parts of
    /// speech and misc tags (what choosing between words spelled the same weighs).
    func entry(_ index: Int) -> WordEntry
    /// The words a spelling is looked up among (`0..<spelledWordCount`): all of them but the names,
    /// which text is cut into only where MeCab says it has a proper noun (``names(written:)``).
    var spelledWordCount: Int { get }
    /// The names (JMnedict's) written `text`, as word indices; none for words without names.
    func names(written text: String) -> [Int]
    /// A kanji's readings (what a name is read by: ``Segmenter/likeliestFirst(_:written:)``);
    /// nil for words without names.
    func kanjiReadings(of character: Character) -> KanjiReadings?
}

extension LexiconWords {
    public var spelledWordCount: Int { wordCount }
    public func names(written text: String) -> [Int] { [] }
    public func kanjiReadings(of character: Character) -> KanjiReadings? { nil }
}

extension KanjiStore: LexiconWords {
    public func forEachSpelling(of index: Int, _ body: (UnsafeRawBufferPointer, Lexicon.Spelling) -> Void) {
        withWordText(at: index) { text in
            body(text.word, .written)
            for position in 0..<text.formCount { body(text.form(position), .written) }
            for position in 0..<text.readingCount { body(text.reading(position), .reading) }
        }
    }

    public func entry(_ index: Int) -> WordEntry { word(at: index) }

    public var spelledWordCount: Int { nameIndices.lowerBound }

    public func kanjiReadings(of character: Character) -> KanjiReadings? {
        guard let kanji = kanji(for: character) else { return nil }
        // くだ.る → くだ, -ざき → ざき: the part a kanji is read by within a word.
        let kun = kanji.kunyomi.map { String($0.split(separator: ".", omittingEmptySubsequences: false)[0].filter { $0 != "-" }) }
        return KanjiReadings(on: kanji.onyomi.map(KanaFolding.hiragana), kun: kun, nanori: kanji.nanori)
    }
}

/// Words held as values, numbered in the order given: an import's words before any dictionary
/// file exists. Keep only what ``LexiconWords/entry(_:)`` needs (no glosses) to spare memory.
public struct PlainWords: LexiconWords {
    private let entries: [WordEntry]

    public init(_ entries: [WordEntry]) {
        self.entries = entries
    }

    public var wordCount: Int { entries.count }

    public func forEachSpelling(of index: Int, _ body: (UnsafeRawBufferPointer, Lexicon.Spelling) -> Void) {
        let entry = entries[index]
        for spelling in [entry.word] + entry.forms { spelling.utf8.withContiguousBytes { body($0, .written) } }
        for reading in entry.readings { reading.utf8.withContiguousBytes { body($0, .reading) } }
    }

    public func entry(_ index: Int) -> WordEntry { entries[index] }
}

private extension String.UTF8View {
    /// The text's UTF-8 lent without copying where the string is native (as Swift's strings are).
    func withContiguousBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        if let result = withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) { return result }
        return Array(self).withUnsafeBytes(body)
    }
}
