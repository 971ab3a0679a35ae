import KanjiDictionary
import LearnerData
import Segmentation

/// A page of Japanese text read word by word, as Yomitan does in a browser: the text wrapped at
/// the screen's width with the current word highlighted, and its entry below. The text comes from
/// `kanji-list read FILE`, or is pasted (or typed with an input method) onto an empty page (`R`). It is cut into words once, when
/// it arrives (or when the lexicon is ready); moving the cursor only walks the segments.
struct ReadScreen: Equatable, ScreenContent {
    let build: ReadingBuild
    let store: KanjiStore
    /// The file's name, for the title and the log; nil for pasted text.
    let source: String?
    private(set) var scalars: [Unicode.Scalar] = []
    /// The text's size in UTF-8, kept to hold a page to ``TextInput/largestPage``.
    private var byteCount = 0
    /// nil while the text waits for the lexicon.
    private(set) var segments: [Segment]?
    /// The current segment.
    private(set) var current = 0

    init(build: ReadingBuild, store: KanjiStore, text: String = "", source: String? = nil) {
        self.build = build
        self.store = store
        self.source = source
        scalars = Array(text.unicodeScalars)
        byteCount = text.utf8.count
        segment()
    }

    static func == (left: ReadScreen, right: ReadScreen) -> Bool {
        left.build == right.build && left.source == right.source && left.scalars == right.scalars
            && left.segments == right.segments && left.current == right.current
    }

    var title: String { source.map { "Read \($0)" } ?? "Read" }

    var header: ScreenHeader {
        let status: String
        if scalars.isEmpty {
            status = "paste or type Japanese text"
        } else if let segments {
            let words = segments.indices.filter { ReadScreen.isWord(segments[$0]) }
            let position = words.firstIndex(of: current).map { $0 + 1 } ?? 0
            status = "word \(position) of \(words.count)" + (mecabMissing == nil ? "" : " · no MeCab")
        } else {
            status = "reading the dictionary…"
        }
        return ScreenHeader(title: title, status: status)
    }

    var subject: String? { source }

    var navigationState: NavigationState { .read }

    var screen: Screen { .read(self) }

    /// A file's page, or a page of pasted or typed text, whose Backspace takes back a character.
    var keymap: Keymap<Command> { source == nil ? .typedReading : .reading }

    /// Its own keys and the bookmarks' (the navigation's h is its word to the left; its back is
    /// Esc, in its own keymap); on a page with no words yet, only the way back.
    var footerKeymaps: [Keymap<Command>] { segments?.isEmpty == false ? [keymap, .marking] : [.readingBack] }

    var currentSegment: Segment? { segments.flatMap { $0.indices.contains(current) ? $0[current] : nil } }

    var currentEntry: WordEntry? { currentSegment?.word.map(store.word(at:)) }

    var markableUnderCursor: StudySubject? { currentEntry.map { .word($0.word) } }

    var conjugable: String? { currentEntry.flatMap { WordConjugation(entry: $0) != nil ? $0.word : nil } }

    /// Why MeCab is not used (the header then says "no MeCab"); nil when it is.
    var mecabMissing: String? { build.mecabMissing }

    mutating func handle(_ key: Key, layout: Layout) -> ScreenResponse {
        switch key {
        case .paste(let text):
            return take(text)
        case .character(let character) where !character.isASCII:
            // Japanese typed with an input method arrives a character at a time: it goes into
            // the text as a paste does (no key of the page is one of these).
            return take(String(character))
        default:
            break
        }
        guard let command = keymap.command(for: key), command != .back else {
            return scalars.isEmpty && ReadScreen.isUnboundTyping(key) ? .notice(ReadScreen.emptyPageHint) : .ignored
        }
        if command == .deleteBackward {
            // On an empty page there is nothing to take back: Backspace goes back, as the footer says.
            guard let last = scalars.popLast() else { return .ignored }
            byteCount -= UTF8.width(last)
            segment()
            return .handled
        }
        guard let segments, !segments.isEmpty else {
            return command == .open ? .notice(scalars.isEmpty ? "Paste some Japanese text first" : "Still reading the dictionary") : .handled
        }
        switch command {
        case .moveRight: step(by: 1)
        case .moveLeft: step(by: -1)
        case .first: current = segments.indices.first { ReadScreen.isWord(segments[$0]) } ?? 0
        case .last: current = segments.indices.last { ReadScreen.isWord(segments[$0]) } ?? 0
        case .moveDown, .moveUp:
            let lines = ReadLayout(segments: segments, width: layout.width)
            let rows = command == .moveDown ? 1 : -1
            if let next = lines.segment(beside: current, rows: rows, where: { ReadScreen.isWord(segments[$0]) }) { current = next }
        case .growSegment, .shrinkSegment:
            let end = segments[current].range.upperBound + (command == .growSegment ? 1 : -1)
            guard let changed = build.withSegmenter({ [scalars, current] in $0.resegmented(segments, of: scalars, at: current, end: end) }),
                  let resegmented = changed
            else { return .notice(command == .shrinkSegment ? "A word needs a character" : growRefusal(end: end)) }
            self.segments = resegmented
        case .conjugate:
            return conjugationResponse
        case .open:
            if let entry = currentEntry { return .open(.word(entry.word)) }
            if let character = currentSegment?.text.first, currentSegment?.text.count == 1, let kanji = store.kanji(for: character) {
                return .open(.kanji(kanji))
            }
            return .notice("No dictionary word here")
        default:
            return .ignored
        }
        return .handled
    }

    /// Adds pasted or typed text to the page, as much as ``TextInput/largestPage`` leaves room for.
    private mutating func take(_ text: String) -> ScreenResponse {
        var taken = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard byteCount + UTF8.width(scalar) <= TextInput.largestPage else { break }
            byteCount += UTF8.width(scalar)
            taken.append(scalar)
        }
        scalars += taken
        if !taken.isEmpty { segment() }
        guard taken.count == text.unicodeScalars.count else {
            return .notice("A page holds at most \(TextInput.largestPage >> 20) MB of text: the rest was left out")
        }
        return .handled
    }

    /// Why the word cannot take in the character before `end`.
    private func growRefusal(end: Int) -> String {
        guard end <= scalars.count else { return "Nothing after this word to take in" }
        return Segmenter.endsASentence(scalars[end - 1]) ? "A word stops at the end of a sentence or a line" : "Nothing after this word to take in"
    }

    /// What the empty page says to a key it cannot use.
    static let emptyPageHint = "Paste Japanese text here, or type it with an input method; Esc goes back"

    /// A typed character no keymap of the browser takes (not ? or q, not a way to another screen).
    private static func isUnboundTyping(_ key: Key) -> Bool {
        guard case .character = key else { return false }
        return Keymap.app.command(for: key) == nil && Keymap.navigation.command(for: key) == nil && Keymap.marking.command(for: key) == nil
    }

    /// Cuts the text into words once the lexicon is ready.
    mutating func refresh() -> Bool {
        guard segments == nil, !scalars.isEmpty, build.isReady else { return false }
        segment()
        return true
    }

    private mutating func segment() {
        guard !scalars.isEmpty else {
            segments = []
            return
        }
        let text = String(String.UnicodeScalarView(scalars))
        segments = build.withSegmenter { $0.segments(of: text) }
        if let segments, !segments.indices.contains(current) { current = segments.count - 1 }
        if let segments, !ReadScreen.isWord(segments[current]) {
            current = segments.indices.first { ReadScreen.isWord(segments[$0]) } ?? 0
        }
    }

    /// To the next or previous segment that is not space or punctuation.
    private mutating func step(by offset: Int) {
        guard let segments else { return }
        var index = current + offset
        while segments.indices.contains(index), !ReadScreen.isWord(segments[index]) { index += offset }
        if segments.indices.contains(index) { current = index }
    }

    /// Segments the cursor stops on: words (and Latin text and numbers), not space or punctuation.
    static func isWord(_ segment: Segment) -> Bool {
        segment.kind != .space && segment.kind != .punctuation
    }

    func draw(into frame: inout Frame, layout: Layout, marks: Set<StudySubject>) {
        ReadRenderer.draw(self, into: &frame, layout: layout, marks: marks)
    }
}
