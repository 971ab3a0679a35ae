import Synchronization

/// The dictionary the app browses: all kanji in file order, a kanji by character, the words
/// containing a kanji and the kanji of a word. Loading validates the whole file once; entries
/// are decoded from the file's bytes only when asked for.
public final class KanjiStore: Sendable {
    let file: DictionaryFile
    /// All kanji, decoded on first use: a lookup never needs them, the All screen needs every one.
    private let allKanji = Mutex<[KanjiEntry]?>(nil)
    /// The names of JMdict's tags by code ("n" → "noun (common) (futsuumeishi)"); empty for a
    /// dictionary without them.
    public let tagNames: [String: String]
    /// Components' own stroke counts, decoded on first use: only the component picker needs them,
    /// and decoding them cost every start 0.9M instructions (a tenth of `lookup 日`'s).
    private let decodedComponentStrokes = Mutex<[String: Int]?>(nil)
    /// Attachments derived in this process (see `attachment(_:)`), when no image holds them.
    private let derived: [String: AttachedBytes]
    /// Where the names begin among the words (``nameIndices``), found on first use.
    let firstNameIndex = Mutex<Int?>(nil)

    init(file: DictionaryFile, derived: [String: AttachedBytes] = [:]) {
        self.file = file
        self.derived = derived
        tagNames = file.tagNames()
    }

    /// Loads and validates a file in the format of docs/dictionary.schema.json.
    public static func load(contentsOf path: String) throws(DictionaryError) -> KanjiStore {
        KanjiStore(file: try DictionaryFile(path: path))
    }

    /// Loads a file through its image in `cache` (mapped when current, else the file is read and
    /// its image written); `notice` hears of a damaged image rebuilt or a cache that cannot be
    /// written, once each.
    public static func load(
        contentsOf path: String, cache: DictionaryImageCache, notice: (String) -> Void
    ) throws(DictionaryError) -> KanjiStore {
        try cache.load(path, notice: notice)
    }

    /// The bytes of the attachment `key` (one of the cache's ``DictionaryImageCache/attachments``):
    /// in place in the mapped image, or derived by this process when no image could be written;
    /// nil for a store loaded without the cache.
    public func attachment(_ key: String) -> AttachedBytes? {
        if let bytes = file.attachment(key) { return AttachedBytes(mappedIn: file, bytes: bytes) }
        return derived[key]
    }

    /// Keeps every page of the image read from now on resident, rather than handing them back to
    /// the kernel every megabyte read (which spares a `lookup` its memory): for a command that
    /// reads the same entries again and again while it runs (`parse` of a novel), whose memory
    /// may hold the image.
    public func keepPagesRead() { file.keepPagesRead() }

    /// Whether the store reads from a mapped image rather than the file it scanned.
    public var readsImage: Bool { file.isImage }

    /// Whether an entry came out empty because the page of the image it was on is damaged: the
    /// image should then be removed, so the next start rebuilds it.
    public var imageIsDamaged: Bool { file.isImageDamaged }

    /// Whether the image the store reads was cut short in place since it was mapped (`truncate -s
    /// 4096 IMAGE` under a running browser), or a read of it already faulted: what it reads from
    /// then on is zeros (``DictionaryImageFaults``), not the dictionary, so it must be loaded again.
    /// One fstat of the image, no read of it: asked before each frame, it finds the cut before a
    /// read meets it. False for a store that read its file.
    public var imageWasCutShort: Bool { file.isImageCutShort }

    /// Builds a store from values (tests, small tools), with the same checks as a file: they are
    /// written as the format's JSON and loaded like one. Errors name the file "(values)".
    public convenience init(
        source: String?, kanji: [KanjiEntry], words: [WordEntry], sentences: [ExampleSentence] = [], tags: [String: String] = [:],
        componentStrokes: [String: Int] = [:]
    ) throws(DictionaryError) {
        let json = DictionaryWriter.encode(
            source: source, kanji: kanji, words: words, sentences: sentences, tags: tags, componentStrokes: componentStrokes)
        self.init(file: try DictionaryFile(bytes: json, name: "(values)"))
    }

    /// Where the data came from, its date and its licence.
    public var source: String? { file.source }

    /// Every kanji, in the file's order.
    public var kanji: [KanjiEntry] {
        allKanji.withLock { cached in
            if let cached { return cached }
            let decoded = (0..<file.kanjiCount).map(file.kanji(at:))
            cached = decoded
            return decoded
        }
    }

    /// Components' own stroke counts (RADKFILE's: 2 for 化, which KRADFILE writes for ⺅), by
    /// component; empty for a dictionary without them.
    public var componentStrokes: [String: Int] {
        decodedComponentStrokes.withLock { cached in
            if let cached { return cached }
            let decoded = file.componentStrokes()
            cached = decoded
            return decoded
        }
    }

    public var wordCount: Int { file.wordCount }

    /// How many example sentences the dictionary holds (format /3); 0 without them.
    public var sentenceCount: Int { file.sentenceCount }

    /// Example sentence `index` (`0..<sentenceCount`), as a word's ``WordEntry/sentences`` name it.
    public func sentence(at index: Int) -> ExampleSentence {
        precondition(index >= 0 && index < sentenceCount, "sentence index \(index) out of range 0..<\(sentenceCount)")
        return file.sentence(at: index)
    }

    /// The word's example sentences, the best first.
    public func sentences(of word: WordEntry) -> [ExampleSentence] {
        word.sentences.map(sentence(at:))
    }

    /// Kanji `index` (`0..<kanjiCount`, file order), decoded alone unless ``kanji`` was asked for:
    /// a search decodes only the kanji it finds.
    public func kanji(at index: Int) -> KanjiEntry {
        precondition(index >= 0 && index < kanjiCount, "kanji index \(index) out of range 0..<\(kanjiCount)")
        return allKanji.withLock { $0?[index] } ?? file.kanji(at: index)
    }

    public var kanjiCount: Int { file.kanjiCount }

    public func kanji(for character: Character) -> KanjiEntry? {
        kanjiIndex(for: character).map(file.kanji(at:))
    }

    /// A tag's name, or the code itself when the dictionary does not name it.
    public func tagName(_ code: String) -> String {
        tagNames[code] ?? code
    }

    /// Every word containing the kanji: by JLPT N-level (N5 first, words of no level last), then by
    /// rank (ranked words first, the most used first), then common words first, shorter before
    /// longer, then in file order. Empty for a character that is not in the dictionary.
    public func words(containing character: Character) -> WordList {
        guard let index = kanjiIndex(for: character) else { return WordList() }
        return WordList(file: file, kanjiIndex: index)
    }

    /// The file-order index of a kanji (its place in ``kanji``); nil for a character that is not
    /// one Unicode scalar or not in the dictionary. A variation selector after the kanji (日 U+FE00,
    /// 葛 U+E0100) asks for a glyph of the same kanji, so it is looked up without it.
    public func kanjiIndex(for character: Character) -> Int? {
        let scalars = character.unicodeScalars.filter { !Self.isVariationSelector($0) }
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        return file.kanjiIndex(of: scalar)
    }

    /// Unicode's variation selectors: VS1–VS16 and the ideographic VS17–VS256.
    public static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
        (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
    }
}
