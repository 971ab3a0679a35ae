import Foundation

/// A query as typed, split into its text and its filters: `日 s:4`, `nihon`, `to eat common`,
/// `s:4-6 g:1`. Filters are words of the form name:value, `n5` … `n1` and the word `common` (but
/// alone or where text follows it: `common`, `common sense`); every other word is text, and the text is what remains
/// joined by single spaces. Text typed in an IME's full width (ｔａｂｅｒｕ, ｓ：４) or in half-width
/// katakana (ﾀﾍﾞﾙ) is read in the widths the dictionary and the filters use (NFKC).
public struct SearchQuery: Equatable, Sendable {
    public var text: String
    public var filters: [SearchFilter]

    public init(text: String, filters: [SearchFilter] = []) {
        self.text = text
        self.filters = filters
    }

    public var isEmpty: Bool { text.isEmpty && filters.isEmpty }

    /// Parses a typed query; the error names the word at fault (`s:abc`, `x:3`).
    public init(parsing typed: String) throws(SearchQueryError) {
        var textWords: [Substring] = []
        var filters: [SearchFilter] = []
        // Compatibility forms to ordinary ones, then composed again: Foundation leaves ﾍﾞ as ヘ
        // and a combining mark, which no reading's bytes have. ASCII is its own NFKC, and the two
        // conversions cost `search sun` 1M instructions.
        let isASCII = typed.utf8.allSatisfy { $0 < 0x80 }
        let parts = (isASCII ? typed : typed.precomposedStringWithCompatibilityMapping.precomposedStringWithCanonicalMapping)
            .split(whereSeparator: \.isWhitespace)
        for (position, part) in parts.enumerated() {
            if let filter = try SearchQuery.filter(part), !SearchQuery.beginsEnglish(part, before: parts.dropFirst(position + 1), alone: parts.count == 1) {
                filters.append(filter)
            } else {
                textWords.append(part)
            }
        }
        self.init(text: textWords.joined(separator: " "), filters: filters)
    }

    /// Whether `common` is English here: the whole query (as the filter alone it would list every
    /// kanji: a query of filters alone lists kanji, and it keeps words only), or the first word of
    /// a phrase ("common sense", "common cold"), the word after it text. Before a filter or last
    /// (`to eat common`) it is the filter.
    private static func beginsEnglish(_ part: Substring, before rest: ArraySlice<Substring>, alone: Bool) -> Bool {
        guard part.lowercased() == "common" else { return false }
        guard let next = rest.first else { return alone }
        return (try? filter(next)) == nil
    }

    /// The filter a word of the query names, or nil when the word is text.
    private static func filter(_ part: Substring) throws(SearchQueryError) -> SearchFilter? {
        if part.lowercased() == "common" { return .common }
        if let level = nLevel(part) { return .level(level...level) }
        guard let colon = part.firstIndex(of: ":") else { return nil }
        let name = part[..<colon]
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let value = part[part.index(after: colon)...]
        if ["p", "parts"].contains(name.lowercased()) {
            guard !value.isEmpty else {
                throw SearchQueryError(part: String(part), reason: "parts takes the components to look for, like parts:日月")
            }
            return .parts(value.map(String.init))
        }
        let field: (String, Int, Int, (ClosedRange<Int>) -> SearchFilter)
        switch name.lowercased() {
        case "s", "strokes": field = ("strokes", 1, 99, SearchFilter.strokes)
        case "g", "grade": field = ("grade", 1, 10, SearchFilter.grade)
        case "jlpt":
            if let level = nLevel(value) { return .level(level...level) }
            field = ("old JLPT level", 1, 4, SearchFilter.jlpt)
        case "r", "radical": field = ("radical number", 1, 214, SearchFilter.radical)
        default: throw .unknownFilter(String(part), name: String(name))
        }
        let (noun, lowest, highest, make) = field
        guard let range = numberRange(value), range.lowerBound >= lowest, range.upperBound <= highest else {
            throw SearchQueryError(
                part: String(part),
                reason: "\(noun) takes a number from \(lowest) to \(highest) or a range like \(name):\(lowest)-\(lowest + 2)")
        }
        return make(range)
    }

    /// The N-level a word like `n5` or `N3` names, nil for anything else.
    private static func nLevel(_ part: Substring) -> Int? {
        guard part.count == 2, part.first == "n" || part.first == "N", let level = part.last?.wholeNumberValue, (1...5).contains(level) else {
            return nil
        }
        return level
    }

    /// "4" → 4...4, "4-6" → 4...6; nil for anything else, a reversed range included.
    private static func numberRange(_ value: Substring) -> ClosedRange<Int>? {
        let bounds = value.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard bounds.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let low = bounds.first.flatMap({ Int($0) }), let high = bounds.last.flatMap({ Int($0) }), low <= high
        else { return nil }
        return low...high
    }
}
