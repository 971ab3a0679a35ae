/// Why JSONDecoder gave up, in the words the log reader reports.
enum DecodingFailure {
    /// A field missing, or one of the wrong type (its dotted path after `pathPrefix`); nil when the
    /// input was not JSON of the expected shape at all, which each caller words its own way.
    static func fieldProblem(in error: Error, pathPrefix: String = "") -> String? {
        switch error {
        case DecodingError.keyNotFound(let key, _): "no field \(key.stringValue)"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\(pathPrefix)\(context.codingPath.map(\.stringValue).joined(separator: ".")) has the wrong type"
        default: nil
        }
    }
}
