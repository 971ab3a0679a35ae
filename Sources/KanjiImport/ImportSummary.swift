import Segmentation

/// What a finished import wrote, for the summary the command prints.
public struct ImportSummary: Equatable, Sendable {
    /// The example sentences' side of an import with `--sentences`.
    public struct Sentences: Equatable, Sendable {
        /// What reading the file kept and left out.
        public var file: TatoebaFile.Report
        /// Sentences written (each once), and the words that have one or more.
        public var written: Int
        public var words: Int
        /// How the sentences were cut into words.
        public var parser: Segmenter.Method
    }

    public var kanjiCount: Int
    public var wordCount: Int
    public var outputPath: String
    public var bytes: Int
    public var duration: Duration
    /// A cancel arrived while the output was being written, and the flow refused it.
    public var cancelRefused: Bool
    /// How Waller's vocabulary matched the words, with `--jlpt`.
    public var jlpt: JlptMatching.Report?
    /// With `--sentences`.
    public var sentences: Sentences?
    /// With `--accents`.
    public var accents: AccentCoverage?
    /// With `--names`: the names written.
    public var names: Int?

    public init(
        kanjiCount: Int, wordCount: Int, outputPath: String, bytes: Int, duration: Duration, cancelRefused: Bool,
        jlpt: JlptMatching.Report? = nil, sentences: Sentences? = nil, accents: AccentCoverage? = nil, names: Int? = nil
    ) {
        self.names = names
        self.accents = accents
        self.kanjiCount = kanjiCount
        self.wordCount = wordCount
        self.outputPath = outputPath
        self.bytes = bytes
        self.duration = duration
        self.cancelRefused = cancelRefused
        self.jlpt = jlpt
        self.sentences = sentences
    }
}
