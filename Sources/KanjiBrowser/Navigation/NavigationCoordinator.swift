import Foundation
import KanjiDictionary
import LearnerData
import Pronunciation
import StateMachineKit

/// The navigation, split as states decide and coordinators present: the navigation machine
/// (an ``EnumStateMachine`` over ``NavigationState``'s table) decides whether a move is valid, and
/// this coordinator presents it by keeping the new stack. Every move (open, back, all, a screen a
/// key shows) is a transition of the machine into the state of the stack's new top, so the
/// machine's state is always the top screen's.
final class NavigationCoordinator {
    private(set) var stack: NavigationStack
    let machine = NavigationState.makeMachine()
    /// A message for the user about the last key (an unknown character, a refused move).
    private(set) var notice: String?
    /// The notice `say` showed when it started, cleared when the words have been said.
    private var sayingNotice: String?

    /// The bookmarks, shared with other instances through their file; nil when there are none to keep.
    let bookmarks: BookmarksController?
    /// Reads the history when its screen opens: the log as it is then (the app), or as far as a
    /// replay has gone; nil when there is no log.
    let readHistory: (() throws -> History)?
    /// Studying: the review log and the session; nil when there is no review log (a replay),
    /// where the study screen opens empty.
    let study: StudyController?
    /// Where the All list's order is kept across sessions; nil keeps it for this session only.
    let listOrderFile: ListOrderFile?
    /// What the learner knows: the Read screen's looks and share, K.
    let knowledge: WordKnowledge
    /// Whether the Read screen shows the words' states (`read --plain`: every word alike).
    private let showsWordStates: Bool
    /// Says the word or sentence on screen (`p`); nil where there is no voice (tests, replays).
    let speech: SpeechPlayer?

    private let resources: NavigationResources
    private var store: KanjiStore { resources.store }
    private let observers: [NavigationObserver]
    private let lastAttempt = LastAttempt()

    convenience init(store: KanjiStore, observers: [NavigationObserver] = [], bookmarks: BookmarksController? = nil,
                     readHistory: (() throws -> History)? = nil, study: StudyController? = nil, listOrderFile: ListOrderFile? = nil,
                     knowledge: WordKnowledge? = nil, showsWordStates: Bool = true,
                     speech: SpeechPlayer? = nil) {
        self.init(resources: NavigationResources(store: store), observers: observers, bookmarks: bookmarks,
                  readHistory: readHistory, study: study, listOrderFile: listOrderFile, knowledge: knowledge,
                  showsWordStates: showsWordStates, speech: speech)
    }

    /// The All list starts in `order`, or else in the one `listOrderFile` keeps (the dictionary's
    /// own when it keeps none).
    init(resources: NavigationResources, observers: [NavigationObserver] = [], bookmarks: BookmarksController? = nil,
         readHistory: (() throws -> History)? = nil, study: StudyController? = nil, listOrderFile: ListOrderFile? = nil,
         order: KanjiListOrder? = nil, knowledge: WordKnowledge? = nil, showsWordStates: Bool = true,
         speech: SpeechPlayer? = nil) {
        self.resources = resources
        self.speech = speech
        self.observers = observers
        self.bookmarks = bookmarks
        self.readHistory = readHistory
        self.study = study
        self.listOrderFile = listOrderFile
        self.knowledge = knowledge ?? .none(store: resources.store)
        self.showsWordStates = showsWordStates
        study?.minedSentence = { [weak bookmarks] in bookmarks?.sentence(of: $0) }
        let order = order ?? listOrderFile?.read() ?? .frequency
        stack = NavigationStack(root: .kanjiList(resources.allList(in: order)), speaks: speech != nil)
        machine.addObserver(lastAttempt)
    }

    /// What is bookmarked, for the marks in every list, and the learner's states for the pages.
    var marks: SubjectMarks {
        SubjectMarks(bookmarked: bookmarks?.marks ?? [], knowledge: readKnowledge)
    }

    /// What the Read screen shows of the learner's knowledge; nil with `read --plain`.
    private var readKnowledge: WordKnowledge? { showsWordStates ? knowledge : nil }

    /// Enters the All list, and over it opens the details of `kanji` when one is given.
    func start(openingKanji character: Character? = nil) {
        _ = resources.searchIndex  // starts building it
        if knowledge.knowsAnything { _ = resources.reading }  // to put the sentences a learner can read first
        attempt(.start, next: stack)
        if let problem = study?.refresh() { notice = problem }
        guard let character else { return }
        if let kanji = store.kanji(for: character) {
            open(.kanji(kanji))
            if kanji.character != character {
                // A variation selector asked for a glyph the dictionary does not hold apart.
                notice = "\(character) is shown as \(kanji.character), its dictionary form"
            }
        } else {
            notice = "\(character) is not in the dictionary"
        }
    }

    /// Lets the screen on top act on `key`, then the navigation's own keys (back, all); false
    /// when the key is neither's.
    func handle(_ key: Key, layout: Layout) -> Bool {
        notice = nil
        switch stack.handleOnTop(key, layout: layout) {
        case .ignored:
            // Text pasted where no screen takes it (a list) is searched for, as on jisho.org.
            if case .paste = key, stack.top.content.navigationState.isValidNextState(.search) {
                show(.search)
                return stack.top.content.navigationState == .search ? handle(key, layout: layout) : true
            }
            switch Keymap.marking.command(for: key) ?? Keymap.knowing.command(for: key) ?? Keymap.speaking.command(for: key)
                ?? Keymap.navigation.command(for: key)
                ?? stack.top.content.keymap.command(for: key).flatMap({ [.speak, .speakSentence].contains($0) ? $0 : nil }) {
            case .speak: say(stack.top.content.spokenText, key: stack.top.content.takesText ? "^T" : "p")
            case .speakSentence: say(stack.top.content.spokenSentence, key: "P")
            case .toggleBookmark: toggleBookmark(stack.top.content.markableUnderCursor, sentence: stack.top.content.sentenceUnderCursor)
            case .toggleScreenBookmark: toggleBookmark(stack.top.content.markableScreenSubject)
            case .removeBookmark: removeBookmark(stack.top.content.markableUnderCursor)
            case .toggleKnown: toggleKnown(stack.top.content.markableUnderCursor)
            case .back: back()
            case .all: showAll()
            case .show(let state): show(state)
            default: return false
            }
        case .handled: break
        case .open(let destination): open(destination)
        case .notice(let message): notice = message
        case .reorder(let order): reorder(to: order)
        case .study(.results(let query, let subjects)):
            openStudy(search: subjects.isEmpty ? nil : StudyDeck(source: .search(query), subjects: subjects))
        case .study(.text(let name, let subjects)):
            openStudy(search: StudyDeck(source: .text(name), subjects: subjects))
        case .study(let request): showStudy(study?.handle(request))
        }
        return true
    }

    /// Says `text` through the voice, or stops what it is saying; the notice tells which (naming
    /// `key`, which stops it), or why it cannot (Open JTalk, the voice or a player missing).
    private func say(_ text: String?, key: String) {
        guard let speech, let text else { return }
        switch speech.toggle(text) {
        case .started:
            notice = "saying \(text.count > 20 ? String(text.prefix(20)) + "…" : text) (\(key) again stops)"
            sayingNotice = notice
        case .stopped: notice = "stopped"
        case .unavailable(let reason): notice = reason
        }
    }

    /// What ended the voice's last words, polled when idle: the saying notice goes when they were
    /// said, a failure (the player found no sound device) replaces whatever notice shows.
    private func takeSpeechEnding() -> Bool {
        guard let ending = speech?.takeEnding() else { return false }
        switch ending {
        case .finished where notice == sayingNotice: notice = nil
        case .finished: return false
        case .failed(let reason): notice = reason
        }
        return true
    }

    func open(_ destination: ScreenResponse.Destination) {
        let screen: Screen
        switch destination {
        case .kanji(let kanji):
            screen = .kanjiDetail(KanjiDetailScreen(kanji: kanji, words: store.words(containing: kanji.character)))
        case .word(let word):
            screen = .word(wordScreen(word))
        case .sentence(let text):
            // Logged with the sentence as its subject (an example's, or the search's query, which
            // the log records anyway), so a replay reads it again.
            screen = .read(ReadScreen(build: resources.reading, store: store, knowledge: readKnowledge, text: text, source: text.isEmpty ? nil : text))
        case .conjugation(let word):
            guard let conjugation = conjugation(of: word) else {
                notice = "\(word) is no verb or adjective: it has no conjugation table"
                return
            }
            screen = .conjugation(ConjugationScreen(conjugation, tagName: store.tagName))
        }
        settleQuery()
        attempt(.open, next: stack.pushing(screen))
    }

    /// A word's kanji, with the dictionary's entries written that way (found among the words of
    /// its first kanji) summarised above them.
    private func wordScreen(_ word: String) -> WordScreen {
        let items = store.kanji(ofWord: word)
        let entries = self.entries(written: word, kanji: items)
        return WordScreen(
            word: word, items: KanjiRows(items), summary: WordSummary.lines(entries, tagName: store.tagName, sentences: readableFirst),
            conjugates: entries.contains { WordConjugation(entry: $0) != nil })
    }

    /// A word's example sentences, those whose other words the learner knows first.
    private func readableFirst(_ entry: WordEntry) -> [ExampleSentence] {
        knowledge.readableFirst(store.sentences(of: entry), of: entry) { [reading = resources.reading] text in
            reading.withSegmenter { $0.segments(of: text) }
        }
    }

    /// The dictionary's entries written `word` (found among the words of its first kanji, of
    /// `kanji`), its other spellings included, then the names written so.
    private func entries(written word: String, kanji: [WordCharacter]) -> [WordEntry] {
        let firstKanji = kanji.lazy.compactMap { item -> Character? in
            if case .kanji(let kanji, _) = item { return kanji.character }
            return nil
        }.first
        guard let firstKanji else { return store.entriesAndNames(written: word) }
        return store.entries(written: word, amongWordsOf: firstKanji, matchingForms: true) + store.names(written: word).map(store.word(at:))
    }

    /// The conjugation table of the first entry written `word` that has one.
    private func conjugation(of word: String) -> WordConjugation? {
        entries(written: word, kanji: store.kanji(ofWord: word)).lazy.compactMap { WordConjugation(entry: $0) }.first
    }

    /// Records the query on the search screen on top as the one the user settled on: a move from
    /// the search to itself, logged with the query as its subject. Called before leaving it.
    func settleQuery() {
        guard case .search(let search) = stack.top, search.subject != nil else { return }
        attempt(.query, next: stack)
    }

    /// Lets the screen on top show what background work has finished (a search index built, a
    /// change of the bookmarks) and the header what has come due; true when the frame changed or
    /// bookmark work is still under way.
    func refreshTop() -> Bool {
        var changed = stack.refreshTop()
        do {
            if try study?.recountIfStale() == true {
                if case .study(let shown) = stack.top, let screen = study?.screen(updating: shown) { stack.replaceTop(with: .study(screen)) }
                changed = true
            }
        } catch {
            notice = "\(error)"
            changed = true
        }
        if knowledge.refreshIfStale() { changed = true }
        if let problem = knowledge.takeProblem() {
            notice = problem
            changed = true
        }
        if let update = bookmarks?.poll() {
            if update.changed { refreshBookmarksScreen() }
            if let last = update.notices.last { notice = last }
            changed = true
        }
        if takeSpeechEnding() { changed = true }
        return changed || bookmarks?.isBusy == true
    }

    /// Going back one screen is a transition to the state of the screen below.
    func back() {
        notice = nil
        settleQuery()
        guard stack.belowTop != nil else {
            notice = "Already at the kanji list"
            return
        }
        if case .study = stack.top { pauseStudy() }  // S resumes it
        attempt(.back, next: stack.popped())
    }

    func showAll() {
        notice = nil
        settleQuery()
        pauseStudy()
        attempt(.all, next: stack.poppedToRoot())
    }

    /// Shows the All list on top in `order`, its cursor on the first row, and keeps the order for
    /// the next session: a move from the All list to itself, logged with the order as its subject.
    func reorder(to order: KanjiListOrder) {
        notice = nil
        var next = stack.poppedToRoot()
        next.replaceTop(with: .kanjiList(resources.allList(in: order)))
        attempt(.order, next: next)
        guard stack == next, let problem = listOrderFile?.write(order) else { return }
        notice = problem
    }

    /// Shows the Read screen over whatever is on top with `text` on it (`kanji-list read FILE`),
    /// logged with the file's name, never the text; a replay gives the name and no text.
    func read(_ text: String, source: String?) {
        notice = nil
        attempt(.show(.read), next: stack.pushing(.read(ReadScreen(build: resources.reading, store: store, knowledge: readKnowledge, text: text, source: source))))
    }

    /// Shows the screen of `state` over whatever is on top, as the key for it does (`/`, `H`, `'`,
    /// `c`); a state no key shows is refused with a notice.
    func show(_ state: NavigationState) {
        notice = nil
        let screen: Screen
        switch state {
        case .search: screen = .search(SearchScreen(indexBuild: resources.searchIndex))
        case .history: screen = .history(historyScreen())
        case .bookmarks: screen = .bookmarks(bookmarksScreen())
        case .components: screen = .components(resources.blankComponentPicker)
        case .writing: screen = .writing(WritingPadScreen(build: resources.handwriting, store: store))
        case .study: return openStudy(search: nil)
        case .read: screen = .read(ReadScreen(build: resources.reading, store: store, knowledge: readKnowledge))
        case .all, .detail, .list, .conjugation:
            notice = "Can't open \(state.screenName) by itself"
            return
        }
        attempt(.show(state), next: stack.pushing(screen))
    }

    /// The study screen: the paused session resumed, or the start offering every deck (a
    /// search's results first when given). Without a review log (a replay) it opens empty.
    private func openStudy(search: StudyDeck?) {
        guard !studyIsBelow else { return }
        settleQuery()
        guard let study else {
            return attempt(.show(.study), next: stack.pushing(.study(StudyScreen(phase: .start, deckName: ""))))
        }
        showStudy(study.open(search: search, bookmarks: bookmarkSubjects))
    }

    /// Pauses the study session, keeping the deck the start screen's cursor was on: S resumes both.
    private func pauseStudy() {
        let screen = stack.screens.lazy.compactMap { screen -> StudyScreen? in
            if case .study(let study) = screen { study } else { nil }
        }.first
        study?.pause(startCursor: screen?.cursor.index ?? 0)
    }

    /// One study screen at a time: another one opened over it (S on a card's kanji) would leave
    /// its session behind. Says so when it is.
    private var studyIsBelow: Bool {
        let below = stack.screens.contains { if case .study = $0 { true } else { false } }
        if below { notice = "Study is open below: h goes back to it" }
        return below
    }

    private var bookmarkSubjects: [StudySubject] {
        bookmarks?.bookmarks.map(\.subject) ?? []
    }

    /// Shows what the study controller answered: its screen (pushed, or in place of the one on
    /// top), the card's kanji or word, or the way back.
    private func showStudy(_ outcome: StudyController.Outcome?) {
        switch outcome {
        case .show(let screen, let message):
            if let message { notice = message }
            if case .study = stack.top {
                stack.replaceTop(with: .study(screen))
            } else {
                attempt(.show(.study), next: stack.pushing(.study(screen)))
            }
        case .open(let destination): open(destination)
        case .leave: back()
        case .notice(let message): notice = message
        case nil: break
        }
    }

    /// The history screen, read from the log now.
    private func historyScreen() -> HistoryScreen {
        var history: History?
        do {
            history = try readHistory?()
        } catch {
            notice = "\(error)"
        }
        if readHistory == nil { notice = "No transition log, so no history" }
        let now = Date()
        let rows = (history?.entries ?? []).map {
            StudyList.row($0.subject, when: DayLabel.text(for: $0.lastSeen, now: now), in: store)
        }
        return HistoryScreen(list: StudyList(rows: rows), skippedLines: history?.skippedLines ?? 0)
    }

    /// The bookmarks screen, as the file holds them now.
    private func bookmarksScreen() -> BookmarksScreen {
        if let bookmarks {
            bookmarks.reload()
        } else {
            notice = "No bookmarks file"
        }
        return BookmarksScreen(list: bookmarkList())
    }

    private func bookmarkList() -> StudyList {
        let now = Date()
        return StudyList(rows: (bookmarks?.bookmarks ?? []).map { bookmark in
            let when = bookmark.addedDate.map { DayLabel.text(for: $0, now: now) } ?? ""
            return StudyList.row(bookmark.subject, when: when, in: store)
        })
    }

    private func toggleBookmark(_ subject: StudySubject?, sentence: String? = nil) {
        guard let bookmarks else {
            notice = "No bookmarks file"
            return
        }
        guard let subject else {
            notice = "Nothing here to bookmark"
            return
        }
        bookmarks.toggle(subject, sentence: sentence)
    }

    private func toggleKnown(_ subject: StudySubject?) {
        guard let subject else {
            notice = "Nothing here to mark known"
            return
        }
        notice = knowledge.toggle(subject)
    }

    private func removeBookmark(_ subject: StudySubject?) {
        guard let bookmarks, let subject else { return }
        bookmarks.remove(subject)
    }

    /// The bookmarks screen on top shows the file as it is after a change (this instance's or
    /// another's), its cursor kept in place.
    private func refreshBookmarksScreen() {
        guard case .bookmarks(let screen) = stack.top else { return }
        stack.replaceTop(with: .bookmarks(BookmarksScreen(list: bookmarkList().withCursor(at: screen.list.cursor.index))))
    }

    /// Asks the machine for the move into the state of `next`'s top screen and keeps `next` if it
    /// agrees; observers hear of the attempt with the stack as it then is.
    private func attempt(_ event: NavigationEvent, next: NavigationStack) {
        let target = next.top.content.navigationState
        if machine.enter(target, event: event.rawValue) {
            stack = next
        } else if let current = machine.currentState {
            notice = current == target ? "Already on \(target.screenName)"
                : "Can't open \(target.screenName) from \(current.screenName)"
        }
        guard let attempt = lastAttempt.take() else { return }
        for observer in observers {
            observer.navigationDidAttempt(attempt, subject: next.top.subject, depth: stack.depth)
        }
    }
}

/// Keeps the machine's report of the attempt under way until the coordinator adds the subject.
private final class LastAttempt: TransitionObserver {
    private var attempt: TransitionAttempt?

    func machineDidAttempt(_ attempt: TransitionAttempt) { self.attempt = attempt }

    func take() -> TransitionAttempt? {
        defer { attempt = nil }
        return attempt
    }
}
