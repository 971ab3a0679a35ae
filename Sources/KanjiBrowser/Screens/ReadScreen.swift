import KanjiDictionary
import LearnerData
import Segmentation

/// A page of Japanese text read word by word, as Yomitan does in a browser: the text wrapped at
/// the screen's width with the current word highlighted, and its entry below. The text comes from
/// `kanji-list read FILE`, or is pasted (or typed with an input method) onto an empty page (`R`). It is cut into words once, when
/// it arrives (or when the lexicon is ready); moving the cursor only walks the segments. A long text is cut a
/// page at once and the rest on another thread (``ReadingText``), its pieces shown as they are until then
/// (`Segment.Kind.unread`): the cursor cuts a piece itself when it moves onto one, and the header says the
/// count is still growing.
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
    /// The text's pieces still being cut on another thread; nil when all were cut at once.
    private(set) var reading: ReadingText?
    /// How many segments are pieces not cut yet.
    private(set) var unread = 0
    /// What the learner knows, for each word's look and the share known; nil shows every word alike.
    let knowledge: WordKnowledge?
    /// The words the text at the cursor may be (``Segmenter/candidates(at:in:)``), the segmenter's
    /// first; empty off a word.
    private(set) var candidates: [Segment] = []
    /// Which of `candidates` the current segment is: the reader's choice (Tab, 1–9).
    private(set) var chosen = 0

    init(build: ReadingBuild, store: KanjiStore, knowledge: WordKnowledge? = nil, text: String = "", source: String? = nil) {
        self.build = build
        self.store = store
        self.knowledge = knowledge
        self.source = source
        scalars = Array(text.unicodeScalars)
        byteCount = text.utf8.count
        segment()
        findCandidates()
    }

    static func == (left: ReadScreen, right: ReadScreen) -> Bool {
        left.build == right.build && left.source == right.source && left.scalars == right.scalars
            && left.segments == right.segments && left.current == right.current && left.reading === right.reading
            && left.candidates == right.candidates && left.chosen == right.chosen
    }

    /// A page with no text, holding nothing of this one's (``Screen/refresh()``).
    var emptied: ReadScreen { ReadScreen(build: build, store: store, knowledge: knowledge, source: source) }

    /// Texts longer than this are cut a page at once and the rest on another thread.
    static let cutAtOnce = 4000
    /// The characters cut before a long text's first page shows: a page of a 100x30 terminal (about
    /// 750). A larger one shows the rest of its page dim for the few milliseconds the thread takes to
    /// cut it; 2,000 cost the first frame of a novel 60 ms (perf), most of its own work.
    static let firstPage = 1000

    var title: String { source.map { "Read \($0)" } ?? "Read" }

    var header: ScreenHeader {
        let status: String
        if scalars.isEmpty {
            status = "paste or type Japanese text"
        } else if let segments {
            // Counted at each frame without arrays: a novel has a few hundred thousand segments.
            var words = 0
            var position = 0
            var unreadBefore = false
            for index in segments.indices {
                if index == current, ReadScreen.isWord(segments[index]) { position = words + 1 }
                if ReadScreen.isWord(segments[index]) { words += 1 } else if segments[index].kind == .unread, index < current { unreadBefore = true }
            }
            let place = unreadBefore || position == 0 ? "word ?" : "word \(position)"
            // The + beside the count says it is still growing where a narrow bar cuts the rest.
            let read = unread == 0 ? "" : "+ so far, reading \(readPercent)%"
            status = words == 0 && !build.isReady ? "reading the dictionary…"
                : "\(place) of \(words)" + read + knownShareText + (mecabMissing == nil ? "" : " · no MeCab")
        } else {
            status = "reading the dictionary…"
        }
        return ScreenHeader(title: title, status: status)
    }

    /// How much of the text is cut into words, in percent, while the rest is being read.
    private var readPercent: Int {
        guard let segments, !scalars.isEmpty else { return 100 }
        let unreadScalars = segments.reduce(0) { $0 + ($1.kind == .unread ? $1.range.count : 0) }
        return (scalars.count - unreadScalars) * 100 / scalars.count
    }

    /// " · 87% known" for the header: the share of the text's words the learner knows.
    private var knownShareText: String {
        guard let share = segments.flatMap({ knowledge?.knownShare(of: $0) }) else { return "" }
        return " · \(TextVocabulary.percent(share))% known"
    }

    /// The text's words not known yet (new or learning), the most frequent first, each once.
    var wordsToStudy: [StudySubject] {
        guard let segments, let knowledge else { return [] }
        let words = segments.lazy.compactMap { segment -> (text: String, state: WordState)? in
            guard let index = segment.word, let state = knowledge.state(of: segment) else { return nil }
            return (store.word(at: index).word, state)
        }
        return TextVocabulary(words).words.filter { $0.state == .new || $0.state == .learning }.map { .word($0.text) }
    }

    var subject: String? { source }

    var navigationState: NavigationState { .read }

    var screen: Screen { .read(self) }

    /// A file's page, or a page of pasted or typed text, whose Backspace takes back a character.
    /// With no words on it yet, S is the navigation's (Study's decks), as on the other screens;
    /// Tab and 1–9 are there only where the text at the cursor may be more than one word.
    var keymap: Keymap<Command> {
        let full: Keymap<Command> = source == nil ? .typedReading : .reading
        let withoutText = segments?.isEmpty != false
        guard withoutText || candidates.count < 2 else { return full }
        return Keymap(full.bindings.filter { binding in
            !binding.keys.contains { $0.command == .studyText && withoutText || $0.command == .nextCandidate }
        })
    }

    /// Its own keys and the bookmarks' (the navigation's h is its word to the left; its back is
    /// Esc, in its own keymap); on a page with no words yet, only the way back.
    var footerKeymaps: [Keymap<Command>] { segments?.isEmpty == false ? [keymap, .marking, .knowing, .wordSpeaking] : [.readingBack] }

    var currentSegment: Segment? { segments.flatMap { $0.indices.contains(current) ? $0[current] : nil } }

    var currentEntry: WordEntry? { currentSegment?.word.map(store.word(at:)) }

    var markableUnderCursor: StudySubject? { currentEntry.map { .word($0.word) } }

    var conjugable: String? { currentEntry.flatMap { WordConjugation(entry: $0) != nil ? $0.word : nil } }
    /// The word as the text writes it (食べた, not 食べる).
    var spokenText: String? { currentSegment.map(\.text) }

    /// The sentence the current word stands in: from the end of the one before (。！？ or a line
    /// break) to its own end, kept with the word's bookmark (mining).
    var sentenceUnderCursor: String? { currentEntry != nil ? currentSentence : nil }

    /// The current word's sentence, said by P.
    var spokenSentence: String? { currentSentence }

    private var currentSentence: String? {
        guard let segment = currentSegment else { return nil }
        var start = segment.range.lowerBound
        while start > 0, !Segmenter.endsASentence(scalars[start - 1]) { start -= 1 }
        var end = segment.range.upperBound
        while end < scalars.count, !Segmenter.endsASentence(scalars[end - 1]) { end += 1 }
        return Bookmark.sentence(checking: String(String.UnicodeScalarView(scalars[start..<end])))
    }

    /// A text not cut into words yet, and the lexicon not ready to cut it (on a first start the
    /// dictionary's image is built first, and the lexicon read from it after): no word to move to,
    /// open or mark, so the keys typed meanwhile wait (``ScreenContent/keysMustWait``).
    var keysMustWait: Bool { !scalars.isEmpty && (segments == nil || !build.isReady) }

    /// Why MeCab is not used (the header then says "no MeCab"); nil when it is.
    var mecabMissing: String? { build.mecabMissing }

    mutating func handle(_ key: Key, layout: Layout) -> ScreenResponse {
        defer { findCandidates() }
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
            recut(from: scalars.count)
            return .handled
        }
        if command == .studyText {
            let words = wordsToStudy
            return words.isEmpty ? .notice("Every word of this text is known") : .study(.text(name: title, subjects: words))
        }
        guard let segments, !segments.isEmpty else {
            return command == .open ? .notice(scalars.isEmpty ? "Paste some Japanese text first" : "Still reading the dictionary") : .handled
        }
        if reading == nil, unread > 0, build.isReady { startReading() }
        switch command {
        case .moveRight: step(by: 1)
        case .moveLeft: step(by: -1)
        case .first: step(by: 1, from: -1)
        case .last: step(by: -1, from: segments.count)
        case .moveDown, .moveUp:
            if let next = wordBeside(rows: command == .moveDown ? 1 : -1, width: layout.width) { current = next }
        case .pageDown, .pageUp:
            // A page less a row, so the row the cursor was on stays in sight, as a pager does.
            for _ in 0..<max(1, ReadRenderer.textRows(layout) - 1) {
                guard let next = wordBeside(rows: command == .pageDown ? 1 : -1, width: layout.width) else { break }
                current = next
            }
        case .growSegment, .shrinkSegment:
            let end = segments[current].range.upperBound + (command == .growSegment ? 1 : -1)
            guard let changed = build.withSegmenter({ [scalars, current] in $0.resegmented(segments, of: scalars, at: current, end: end) }),
                  let resegmented = changed
            else { return .notice(command == .shrinkSegment ? "A word needs a character" : growRefusal(end: end)) }
            self.segments = resegmented
            // A word made longer into a piece not cut yet cuts that piece with it.
            unread = resegmented.count { $0.kind == .unread }
        case .nextCandidate, .previousCandidate:
            guard !candidates.isEmpty else { return .ignored }
            choose((chosen + (command == .nextCandidate ? 1 : candidates.count - 1)) % candidates.count)
        case .pickCandidate(let number):
            guard candidates.indices.contains(number - 1) else { return .notice("The text here may be \(candidates.count) words: 1–\(candidates.count)") }
            choose(number - 1)
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
        let changed = scalars.count
        scalars += taken
        if !taken.isEmpty { recut(from: changed) }
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
            && Keymap.knowing.command(for: key) == nil
    }

    /// Cuts the text into words once the lexicon is ready, and takes in the pieces of a long text
    /// cut on the other thread since.
    mutating func refresh() -> Bool {
        defer { findCandidates() }
        if reading == nil, unread > 0, build.isReady {
            startReading()
            return true
        }
        if let reading {
            let finished = reading.takeFinished()
            for (piece, pieceSegments) in finished { takeIn(pieceSegments, of: reading.pieces[piece]) }
            if unread == 0 { self.reading = nil }
            return !finished.isEmpty
        }
        guard segments == nil, !scalars.isEmpty, build.isReady else { return false }
        segment()
        return true
    }

    /// Cuts the text again after it changed at scalar `changed` (typed, pasted or taken back at the
    /// end): from the piece holding the character before (``Segmenter/pieceStart(_:before:)``),
    /// keeping the words before it, so a key on a long page costs its last sentence or line, not
    /// the page. A change longer than a page at once (a long paste) is cut as a new text is.
    private mutating func recut(from changed: Int) {
        let from = Segmenter.pieceStart(scalars, before: changed)
        guard build.isReady, scalars.count - from <= ReadScreen.cutAtOnce, let kept = keptSegments(before: from),
              let tail = build.withSegmenter({ [scalars] in $0.segments(of: scalars, piece: from..<scalars.count) })
        else { return segment() }
        unread -= segments?[kept...].count { $0.kind == .unread } ?? 0
        segments?.replaceSubrange(kept..., with: tail)
        if unread == 0 { reading = nil }
        guard let count = segments?.count, count > 0 else { return }
        if current >= kept {
            current = min(current, count - 1)
            if let segments, !ReadScreen.isWord(segments[current]) {
                current = segments[..<current].lastIndex(where: ReadScreen.isWord) ?? segments.firstIndex(where: ReadScreen.isWord) ?? 0
            }
        }
    }

    /// How many of the segments end by scalar `from`, where one ends (or the text starts); nil
    /// when none ends there (the text is not cut yet).
    private func keptSegments(before from: Int) -> Int? {
        guard let segments else { return nil }
        var kept = segments.count
        while kept > 0, segments[kept - 1].range.upperBound > from { kept -= 1 }
        return (kept == 0 ? 0 : segments[kept - 1].range.upperBound) == from ? kept : nil
    }

    /// The words the text at the cursor may be, found again once the cursor is on a segment that
    /// is not the one chosen of them (moved, cut again, the text changed).
    private mutating func findCandidates() {
        guard let segment = currentSegment, segment.kind == .word else {
            candidates = []
            chosen = 0
            return
        }
        guard !candidates.indices.contains(chosen) || candidates[chosen] != segment else { return }
        candidates = build.withSegmenter { [scalars] in $0.candidates(at: segment, in: scalars) } ?? []
        chosen = 0
    }

    /// Makes candidate `index` the word at the cursor: in place of the segment, and where it is
    /// longer or shorter, the text after it cut again as `]` and `[` do.
    private mutating func choose(_ index: Int) {
        guard let segment = currentSegment, candidates.indices.contains(index) else { return }
        let candidate = candidates[index]
        chosen = index
        if candidate.range == segment.range {
            segments?[current] = candidate
            return
        }
        guard let segments,
              let placed = build.withSegmenter({ [scalars, current] in $0.placing(candidate, in: segments, of: scalars, at: current) })
        else { return }
        self.segments = placed
        unread = placed.count { $0.kind == .unread }
    }

    private mutating func segment() {
        reading = nil
        unread = 0
        guard !scalars.isEmpty else {
            segments = []
            return
        }
        if scalars.count > ReadScreen.cutAtOnce {
            showPieces()
            if build.isReady { startReading() }
        } else {
            let text = String(String.UnicodeScalarView(scalars))
            segments = build.withSegmenter { $0.segments(of: text) }
        }
        if let segments, !segments.indices.contains(current) { current = segments.count - 1 }
        if let segments, !ReadScreen.isWord(segments[current]) {
            current = segments.indices.first { ReadScreen.isWord(segments[$0]) } ?? 0
        }
    }

    /// A long text: every piece as it is, not cut into words yet (shown at once, before the
    /// lexicon is ready).
    private mutating func showPieces() {
        var placeholders: [Segment] = []
        for piece in Segmenter.pieces(of: scalars) {
            placeholders.append(Segment(kind: .unread, range: piece, text: Segmenter.string(scalars[piece])))
        }
        segments = placeholders
        unread = placeholders.count
    }

    /// Cuts the pieces of the first page now and the rest on another thread.
    private mutating func startReading() {
        guard let segments else { return }
        let pieces = segments.filter { $0.kind == .unread }.map(\.range)
        let firstPage = pieces.prefix { $0.lowerBound < ReadScreen.firstPage }.count
        let text = ReadingText(scalars: scalars, pieces: pieces, done: 0..<firstPage, build: build)
        reading = text
        for piece in 0..<firstPage {
            guard let cut = text.cut(piece, build: build) else { return }
            takeIn(cut, of: pieces[piece])
        }
        if let shown = currentSegment, !ReadScreen.isWord(shown) { step(by: 1, from: -1) }
        text.start(build: build)
    }

    /// Puts a piece's segments in place of the piece as it was shown (a piece cut twice, by the
    /// screen and the thread, is taken once).
    private mutating func takeIn(_ pieceSegments: [Segment], of piece: Range<Int>) {
        guard let segments, let index = ReadScreen.unreadIndex(of: piece, in: segments) else { return }
        self.segments?.replaceSubrange(index...index, with: pieceSegments)
        unread -= 1
        if current > index { current += pieceSegments.count - 1 }
    }

    /// Where the unread piece `piece` is among `segments`, found by halving (they are in the
    /// text's order); nil when it has been cut.
    private static func unreadIndex(of piece: Range<Int>, in segments: [Segment]) -> Int? {
        var low = 0
        var high = segments.count
        while low < high {
            let middle = (low + high) / 2
            if segments[middle].range.lowerBound < piece.lowerBound { low = middle + 1 } else { high = middle }
        }
        guard low < segments.count, segments[low].kind == .unread, segments[low].range == piece else { return nil }
        return low
    }

    /// Cuts the unread piece at segment `index` now; the segments of its text then start at `index`.
    private mutating func cutPiece(at index: Int) {
        guard let reading, let segments, segments.indices.contains(index), segments[index].kind == .unread,
              let piece = reading.pieces.firstIndex(of: segments[index].range),
              let cut = reading.cut(piece, build: build)
        else { return }
        takeIn(cut, of: reading.pieces[piece])
        if unread == 0 { self.reading = nil }
    }

    /// The word on the row `rows` below (or above) the current one, nearest its column (a line of
    /// punctuation alone passed over); an unread piece it lands on is cut first, then looked in.
    private mutating func wordBeside(rows: Int, width: Int) -> Int? {
        while let segments {
            let window = ReadWindow(segments: segments, around: current, width: width, rows: 2)
            let stopsOn = { (index: Int) in ReadScreen.isWord(segments[index]) || segments[index].kind == .unread }
            guard let next = window.segment(beside: current, rows: rows, where: stopsOn) else { return nil }
            guard segments[next].kind == .unread else { return next }
            cutPiece(at: next)
            guard self.segments?[next].kind != .unread else { return nil }
        }
        return nil
    }

    /// To the next or previous segment from `start` (the current one by default) that is not
    /// space or punctuation, cutting an unread piece on the way.
    private mutating func step(by offset: Int, from start: Int? = nil) {
        var index = (start ?? current) + offset
        while let segment = segments.flatMap({ $0.indices.contains(index) ? $0[index] : nil }), !ReadScreen.isWord(segment) {
            guard segment.kind == .unread else {
                index += offset
                continue
            }
            let before = segments?.count ?? 0
            cutPiece(at: index)
            guard segments?[index].kind != .unread else { return }
            // Backwards, on from the piece's last segment.
            if offset < 0 { index += (segments?.count ?? 0) - before }
        }
        if segments?.indices.contains(index) == true { current = index }
    }

    /// Segments the cursor stops on: words (and Latin text and numbers), not space, punctuation or
    /// text not cut yet.
    static func isWord(_ segment: Segment) -> Bool {
        segment.kind != .space && segment.kind != .punctuation && segment.kind != .unread
    }

    func draw(into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
        ReadRenderer.draw(self, into: &frame, layout: layout, marks: marks)
    }
}
