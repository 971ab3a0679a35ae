/// Why an import failed, naming the input file and, where one is to blame, its line, so a user can
/// open the file at that place.
public struct ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file at fault, as given on the command line.
    public var file: String
    /// 1-based line of `file`, when the fault lies on one line.
    public var line: Int?
    public var message: String

    public init(file: String, line: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`, the shape compilers use, so terminals and editors can jump to it.
    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
