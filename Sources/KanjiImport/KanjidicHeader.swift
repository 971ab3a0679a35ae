/// The versions KANJIDIC2 states in its `<header>`, quoted in the dictionary's `source` field so
/// the credit names the exact release and the output stays the same for the same input.
public struct KanjidicHeader: Equatable, Sendable {
    public var fileVersion: String?
    public var databaseVersion: String?
    public var dateOfCreation: String?

    public init(fileVersion: String? = nil, databaseVersion: String? = nil, dateOfCreation: String? = nil) {
        self.fileVersion = fileVersion
        self.databaseVersion = databaseVersion
        self.dateOfCreation = dateOfCreation
    }
}
