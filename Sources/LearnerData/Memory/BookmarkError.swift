/// Why the bookmarks could not be read or written, naming the file.
public struct BookmarkError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var message: String

    public var description: String { "\(path): \(message)" }
}
