import Glibc

/// The process's environment variables by name, read from `environ`: Foundation's
/// `ProcessInfo.processInfo.environment` cost 0.75M instructions a call, a tenth of a command's
/// start (docs/benchmarks.md, issue 35). A variable given twice keeps its first value, as getenv.
public enum ProcessEnvironment {
    public static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }
}
