import LearnerData

/// What every screen value provides: how it is named and drawn, which navigation state it
/// belongs to, and what it does with a key. The screen on top sees each key first.
protocol ScreenContent: Sendable {
    /// How the screen appears in the header's path: "Kanji list", "日", "日本".
    var title: String { get }
    /// The title bar's text and its status at the right.
    var header: ScreenHeader { get }
    /// The kanji or word the screen is about, for the transition log; nil for the All list.
    var subject: String? { get }
    /// The navigation machine's state while this screen is on top.
    var navigationState: NavigationState { get }
    /// The screen as the stack holds it: its own case of ``Screen``.
    var screen: Screen { get }
    /// The screen's own keys, which it looks keys up in.
    var keymap: Keymap<Command> { get }
    /// The keymaps the footer lists while the screen is on top, after the app's; an entry is
    /// shown only where its move would be accepted (``NavigationStack/offers(_:)``).
    var footerKeymaps: [Keymap<Command>] { get }
    /// The keymaps the footer lists at `layout`'s size: a key is offered only where what it does
    /// shows (a kanji's stroke keys where its stroke order is in view).
    func footerKeymaps(layout: Layout) -> [Keymap<Command>]
    /// Whether the screen takes every printable key as text (the search): then no letter reaches
    /// the bookmarks', the navigation's or the app's keys (`m`, `/`, `?`, `q`), and neither its
    /// footer nor the help offers them.
    var takesText: Bool { get }
    /// Whether the screen shows something it cannot act on yet, so that a key now would be lost
    /// (the Read screen's text before the lexicon is ready to cut it): the app keeps the keys
    /// typed meanwhile and hands them over in order once it can (``BrowserApp``).
    var keysMustWait: Bool { get }

    /// The kanji or word under the cursor, which `m` bookmarks; nil where there is none.
    var markableUnderCursor: StudySubject? { get }
    /// The sentence the row under the cursor stands in, kept with its bookmark (the Read screen's).
    var sentenceUnderCursor: String? { get }
    /// The kanji or word the whole screen is about, which `M` bookmarks.
    var markableScreenSubject: StudySubject? { get }
    /// The verb or adjective whose conjugation table `i` opens here (the word of the page, under
    /// the cursor, read); nil where there is none.
    var conjugable: String? { get }
    /// What `p` says: the word or kanji under the cursor, else the screen's; nil where there is none.
    var spokenText: String? { get }
    /// What `P` says: the sentence of the word under the cursor (the Read screen's); nil elsewhere.
    var spokenSentence: String? { get }

    mutating func handle(_ key: Key, layout: Layout) -> ScreenResponse
    /// Lets a screen waiting for background work (the search index) show its result; true when
    /// it changed.
    mutating func refresh() -> Bool
    /// Draws the body; `marks` are the bookmarks, shown beside each kanji or word listed.
    func draw(into frame: inout Frame, layout: Layout, marks: SubjectMarks)
}

extension ScreenContent {
    var markableUnderCursor: StudySubject? { nil }
    var sentenceUnderCursor: String? { nil }
    var markableScreenSubject: StudySubject? { nil }
    var conjugable: String? { nil }
    var spokenText: String? { (markableUnderCursor ?? markableScreenSubject)?.text }
    var spokenSentence: String? { nil }
    mutating func refresh() -> Bool { false }

    /// What `i` answers: the table of `conjugable`, or why there is none.
    var conjugationResponse: ScreenResponse {
        conjugable.map { .open(.conjugation($0)) } ?? .notice("No verb or adjective here to conjugate")
    }
}

extension ScreenContent {
    /// The screen's keys, the bookmarks', then the navigation's.
    var footerKeymaps: [Keymap<Command>] { [keymap, .marking, .wordSpeaking, .navigation] }
    func footerKeymaps(layout: Layout) -> [Keymap<Command>] { footerKeymaps }
    var takesText: Bool { false }
    var keysMustWait: Bool { false }
}

/// The title bar of a screen: what it is, and where the user is in it.
struct ScreenHeader: Equatable {
    var title: String
    var status: String
}
