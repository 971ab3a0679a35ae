/// A command's work as asked on the command line, apart from how the line was read.
protocol CommandRequest {
    func run() throws
}

/// The command lines scripts run once a word, read without ArgumentParser: `lookup TEXT` and
/// `search QUERY` with `--limit N`, `--json` (search) and `--dictionary PATH`, in any order, and
/// `--version`. ArgumentParser finds a command's options by reflection, whose first dynamic casts
/// each scan every protocol conformance of the binary: 10M instructions, 40% of `lookup 日`'s
/// start (docs/benchmarks.md, issue 35). Anything else, or anything doubtful (help, a mistake, an
/// option given twice, a value that starts with `-`, a limit that is not plain digits), is left to
/// ArgumentParser (nil), so every message, help page and exit status stays its own.
enum QuickCommandLine {
    static func request(_ arguments: [String]) -> CommandRequest? {
        if arguments == ["--version"] { return VersionRequest() }
        switch arguments.first {
        case "lookup":
            guard let line = ReadLine(arguments.dropFirst(), options: ["limit", "dictionary"], flags: []),
                  let text = line.positional, let limit = line.limit(default: 20) else { return nil }
            return LookupCommand.Request(text: text, limit: limit, dictionary: DictionaryChoice(given: line.value("dictionary")))
        case "search":
            guard let line = ReadLine(arguments.dropFirst(), options: ["limit", "dictionary"], flags: ["json"]),
                  let query = line.positional, let limit = line.limit(default: 20) else { return nil }
            return SearchCommand.Request(
                query: query, limit: limit, json: line.value("json") != nil, dictionary: DictionaryChoice(given: line.value("dictionary")))
        default:
            return nil
        }
    }
}

/// `--version`, printed as ArgumentParser prints it.
private struct VersionRequest: CommandRequest {
    func run() throws {
        try printOutput((KanjiList.configuration.version) + "\n")
    }
}

/// One positional argument and long options (`--name value`, `--name=value`) and flags, each at
/// most once; nil for anything else. Arrays, not sets or dictionaries: such a type's first use
/// costs the runtime a scan of every conformance in the binary (0.37M instructions).
private struct ReadLine {
    private(set) var positional: String?
    /// Each option given, by name without its dashes; a flag has an empty value.
    private var given: [(name: String, value: String)] = []

    init?(_ arguments: ArraySlice<String>, options: [String], flags: [String]) {
        var rest = arguments
        while let argument = rest.popFirst() {
            guard !argument.isEmpty else { return nil }
            guard argument.hasPrefix("-") else {
                guard positional == nil else { return nil }
                positional = argument
                continue
            }
            guard argument.hasPrefix("--") else { return nil }
            let body = argument.dropFirst(2)
            let name: String, value: String
            if let equals = body.firstIndex(of: "=") {
                name = String(body[..<equals])
                value = String(body[body.index(after: equals)...])
                guard options.contains(name) else { return nil }
            } else if flags.contains(String(body)) {
                name = String(body)
                value = ""
            } else {
                name = String(body)
                guard options.contains(name), let next = rest.popFirst() else { return nil }
                value = next
            }
            guard !value.hasPrefix("-"), self.value(name) == nil else { return nil }
            given.append((name, value))
            if options.contains(name) && value.isEmpty { return nil }
        }
    }

    /// The value of option `name`, nil when not given.
    func value(_ name: String) -> String? {
        given.first { $0.name == name }?.value
    }

    /// `--limit`'s value in plain digits, or `fallback` without one; nil for anything else.
    func limit(default fallback: Int) -> Int? {
        guard let value = value("limit") else { return fallback }
        guard value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Int(value)
    }
}
