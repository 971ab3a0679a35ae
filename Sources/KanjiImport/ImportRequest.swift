import KanjiDictionary

/// What `kanji-list import` was asked to do.
public struct ImportRequest: Equatable, Sendable {
    /// Where Debian's kanjidic-xml package puts KANJIDIC2.
    public static let debianKanjidic = "/usr/share/edict/kanjidic2.xml.gz"
    /// Where Debian's edict package puts EDICT.
    public static let debianEdict = "/usr/share/edict/edict"

    public var kanjidicPath: String
    public var edictPath: String
    public var outputPath: String
    /// Keep only the words EDICT marks (P).
    public var commonWordsOnly: Bool
    /// Keep only the kanji with a school grade, a JLPT level or a frequency rank.
    public var rankedKanjiOnly: Bool

    public init(
        kanjidicPath: String = debianKanjidic, edictPath: String = debianEdict,
        outputPath: String = DictionaryLocations.user(), commonWordsOnly: Bool = false, rankedKanjiOnly: Bool = false
    ) {
        self.kanjidicPath = kanjidicPath
        self.edictPath = edictPath
        self.outputPath = outputPath
        self.commonWordsOnly = commonWordsOnly
        self.rankedKanjiOnly = rankedKanjiOnly
    }
}
