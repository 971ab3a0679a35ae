/// How far an import has got, reported to whoever shows progress (the command draws a bar).
public struct ImportProgress: Equatable, Sendable {
    public enum Stage: String, Equatable, Sendable {
        case kanji
        case words
        case writing
    }

    public var stage: Stage
    /// Entries read so far in this stage.
    public var count: Int
    /// Share of the stage's input consumed, 0...1.
    public var fraction: Double

    public init(stage: Stage, count: Int, fraction: Double) {
        self.stage = stage
        self.count = count
        self.fraction = fraction
    }
}
