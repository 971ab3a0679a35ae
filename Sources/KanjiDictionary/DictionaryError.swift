/// Why a dictionary could not be loaded: the file and what is wrong with it, short enough to show
/// a person as it is ("kanji[12] (日): field \"strokes\" must be an integer ≥ 1").
public struct DictionaryError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The path of the file.
    public let file: String
    /// What is wrong and where: the entry (index and, where known, its character or word) and the field.
    public let message: String

    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    public var description: String { "\(file): \(message)" }
}
