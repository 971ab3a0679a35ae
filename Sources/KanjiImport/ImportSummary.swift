/// What a finished import wrote, for the summary the command prints.
public struct ImportSummary: Equatable, Sendable {
    public var kanjiCount: Int
    public var wordCount: Int
    public var outputPath: String
    public var bytes: Int
    public var duration: Duration
    /// A cancel arrived while the output was being written, and the flow refused it.
    public var cancelRefused: Bool

    public init(kanjiCount: Int, wordCount: Int, outputPath: String, bytes: Int, duration: Duration, cancelRefused: Bool) {
        self.kanjiCount = kanjiCount
        self.wordCount = wordCount
        self.outputPath = outputPath
        self.bytes = bytes
        self.duration = duration
        self.cancelRefused = cancelRefused
    }
}
