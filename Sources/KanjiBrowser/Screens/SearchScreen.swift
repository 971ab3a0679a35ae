import KanjiDictionary
import KanjiSearch
import LearnerData
import StateMachineKit

/// The search: a query line and what it finds, found again on every key. It takes text, so it
/// keeps every printable key (q and h included); Esc and Ctrl-C are the ways out.
struct SearchScreen: Equatable, ScreenContent {
    enum Outcome: Equatable, Sendable {
        case noQuery
        /// The index is still being built; the search runs once it is ready.
        case indexing
        case found(SearchResults)
        case invalid(SearchQueryError)
    }

    /// One row of the results (`SearchResults.listed(at:)`: the kanji first, or the words when one
    /// matches better), a word not found as typed
    /// with why (`食べた → 食べる (past)`, `honesty → honest (same root)`, and the reasons alone;
    /// `SearchResults.note(for:word:)`).
    enum Row: Equatable {
        case kanji(KanjiHit)
        case word(WordEntry, MatchKind, why: (note: String, reasons: String)?)

        static func == (left: Row, right: Row) -> Bool {
            switch (left, right) {
            case (.kanji(let a), .kanji(let b)): a == b
            case (.word(let a, let kindA, let whyA), .word(let b, let kindB, let whyB)):
                a == b && kindA == kindB && whyA?.note == whyB?.note && whyA?.reasons == whyB?.reasons
            default: false
            }
        }
    }

    /// The longest query: longer than any headword or gloss searched for, short enough that a
    /// search on every key stays quick, and a paste of any length is taken in at once.
    static let maximumQueryLength = 200

    private(set) var field = TextField(limit: maximumQueryLength)
    private(set) var cursor = Cursor(count: 0)
    private(set) var outcome = Outcome.noQuery
    let indexBuild: SearchIndexBuild

    init(indexBuild: SearchIndexBuild) {
        self.indexBuild = indexBuild
    }

    var query: String { field.text }

    var title: String { "Search" }

    var header: ScreenHeader {
        let status = switch outcome {
        case .noQuery: "kanji, kana, romaji or English"
        case .indexing: "indexing…"
        case .found(let results): results.summary
        case .invalid(let error): error.description
        }
        return ScreenHeader(title: "Search", status: status)
    }

    /// The query, once there is one: what the log records when the user settles on it.
    var subject: String? { query.isEmpty ? nil : query }

    var navigationState: NavigationState { .search }

    var screen: Screen { .search(self) }

    var keymap: Keymap<Command> { .textField }

    /// Only the search's own keys: the global ones are letters the user may be typing.
    var footerKeymaps: [Keymap<Command>] { [.textField, .searchSpeaking] }
    var takesText: Bool { true }

    /// The word under the cursor, when it is a verb or an adjective (Tab opens its table).
    var conjugable: String? {
        guard case .word(let entry, _, _)? = row(at: cursor.index), WordConjugation(entry: entry) != nil else { return nil }
        return entry.word
    }

    /// The result under the cursor, kanji or word (^T says it).
    var spokenText: String? {
        switch row(at: cursor.index) {
        case .kanji(let hit): String(hit.kanji.character)
        case .word(let word, _, _): word.word
        case nil: nil
        }
    }

    func row(at index: Int) -> Row? {
        guard case .found(let results) = outcome else { return nil }
        switch results.listed(at: index) {
        case .kanji(let hit)?: return .kanji(hit)
        case .word(let hit)?:
            guard let store = indexBuild.index?.store else { return nil }
            let word = store.word(at: hit.wordIndex)
            return .word(word, hit.match, why: results.note(for: hit, word: word))
        case nil: return nil
        }
    }

    mutating func handle(_ key: Key, layout: Layout) -> ScreenResponse {
        if let command = keymap.command(for: key) {
            let rows = SearchRenderer.resultRows(layout: layout)
            if cursor.perform(command, viewHeight: rows) {
                return .handled
            }
            if field.perform(command) {
                search()
                return .handled
            }
            // What it found, or (nothing found) the decks S offers.
            if command == .show(.study) { return .study(.results(query: query, subjects: results)) }
            // A sentence pasted into the search is no word written so: the Read screen cuts it into words.
            if command == .show(.read) { return .open(.sentence(query)) }
            if command == .conjugate { return conjugationResponse }
            guard command == .open else { return .ignored }
            switch row(at: cursor.index) {
            case .kanji(let hit): return .open(.kanji(hit.kanji))
            case .word(let word, _, _): return .open(.word(word.word))
            case nil: return .handled
            }
        }
        if case .character(let character) = key {
            if field.insert(character) {
                search()
                return .handled
            }
            if field.isFull { return .notice(Self.fullNotice) }
        }
        if case .paste(let text) = key {
            // The terminal's paste (bracketed, as one key): its lines joined by spaces, its
            // controls left out, as much as the field holds; one search for all of it.
            var inserted = false
            var cut = false
            for character in text {
                guard !field.isFull else {
                    cut = true
                    break
                }
                inserted = field.insert(character.isNewline || character == "\t" ? " " : character) || inserted
            }
            if inserted { search() }
            return cut ? .notice(Self.fullNotice) : .handled
        }
        return .ignored
    }

    private static let fullNotice = "The search holds at most \(maximumQueryLength) characters"

    /// Every kanji and word found, in the order listed: what Ctrl-S studies.
    var results: [StudySubject] {
        guard case .found(let found) = outcome else { return [] }
        return (0..<found.count).compactMap { index -> StudySubject? in
            switch row(at: index) {
            case .kanji(let hit): .kanji(hit.kanji.character)
            case .word(let word, _, _): .word(word.word)
            case nil: nil
            }
        }
    }

    /// Searches again if the index has become ready since the query was typed.
    mutating func refresh() -> Bool {
        guard outcome == .indexing, indexBuild.index != nil else { return false }
        search()
        return true
    }

    private mutating func search() {
        cursor = Cursor(count: 0)
        guard !query.allSatisfy(\.isWhitespace) else {
            outcome = .noQuery
            return
        }
        guard let index = indexBuild.index else {
            outcome = .indexing
            return
        }
        do throws(SearchQueryError) {
            let results = try index.search(query)
            outcome = .found(results)
            cursor = Cursor(count: results.count)
        } catch {
            outcome = .invalid(error)
        }
    }

    func draw(into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
        SearchRenderer.draw(self, into: &frame, layout: layout, marks: marks)
    }

    /// Two searches are the same when they show the same; the index is shared.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.field == rhs.field && lhs.cursor == rhs.cursor && lhs.outcome == rhs.outcome
    }
}
