/// What the browser is started with, decided by the command line.
public struct BrowserConfiguration: Sendable {
    public var dictionaryPath: String
    /// Says which dictionary this is, for the help screen: "bundled", "imported", "from --dictionary".
    public var dictionaryKind: String
    /// Opens this kanji's details over the list once loaded (`kanji-list 日`).
    public var openingKanji: Character?
    /// The bookmarks file; nil keeps no bookmarks (tests that want none).
    public var bookmarksPath: String?

    public init(dictionaryPath: String, dictionaryKind: String, openingKanji: Character? = nil, bookmarksPath: String? = nil) {
        self.dictionaryPath = dictionaryPath
        self.dictionaryKind = dictionaryKind
        self.openingKanji = openingKanji
        self.bookmarksPath = bookmarksPath
    }
}
