import SpacedRepetition

/// The one table of key bindings. Each context is a list of bindings; a screen's context is
/// asked first, then the global ones, and the help screen and the footer are made from the same
/// rows, so they cannot disagree with what the keys do.
public struct Keymap<Action: Equatable & Sendable>: Sendable {
    public let bindings: [KeyBinding<Action>]

    public init(_ bindings: [KeyBinding<Action>]) {
        self.bindings = bindings
    }

    public func command(for key: Key) -> Action? {
        for binding in bindings {
            if let command = binding.command(for: key) { return command }
        }
        return nil
    }

    /// The first key that gives `command`: how a replay types what the user did.
    public func key(for command: Action) -> Key? {
        bindings.lazy.flatMap(\.keys).first { $0.command == command }?.key
    }

    /// Whether `binding` is one of this keymap's rows.
    func holds(_ binding: KeyBinding<Action>) -> Bool {
        bindings.contains { $0.keyNames == binding.keyNames && $0.help == binding.help }
    }

    /// Every key the keymaps bind, each once, in the order first bound.
    public static func keys(of keymaps: [Keymap]) -> [Key] {
        var seen = Set<Key>()
        return keymaps.flatMap(\.bindings).flatMap(\.keys).map(\.key).filter { seen.insert($0).inserted }
    }

    /// The footer's entries, in the order of the keymaps given, of the bindings whose first
    /// command `offers` says would be accepted now.
    static func footer(_ keymaps: [Keymap], offering offers: (Action) -> Bool = { _ in true }) -> [FooterEntry] {
        keymaps.flatMap(\.bindings).compactMap { binding in
            guard let footer = binding.footer, binding.footerCommand.map(offers) ?? true else { return nil }
            return FooterEntry(text: footer, priority: binding.footerPriority)
        }
    }
}

extension Keymap<Command> {
    /// A list with a cursor: the All list, a word's kanji, a kanji's words.
    public static let list = Keymap([
        KeyBinding([.up: .moveUp, .down: .moveDown, .character("k"): .moveUp, .character("j"): .moveDown], keyNames: "↑ ↓  k j",
                   help: "move the cursor", footer: "j/k move", footerPriority: .low),
        KeyBinding([.pageUp: .pageUp, .pageDown: .pageDown, .character("b"): .pageUp, .character("f"): .pageDown,
                    .character(" "): .pageDown], keyNames: "PgUp PgDn  b f", help: "move a page"),
        KeyBinding([.home: .first, .end: .last, .character("g"): .first, .character("G"): .last], keyNames: "Home End  g G",
                   help: "first / last row"),
        KeyBinding([.enter: .open, .right: .open, .character("l"): .open], keyNames: "Enter → l",
                   help: "open the kanji, word or sentence under the cursor", footer: "enter open"),
    ])

    /// The All list: the list's keys and its study orders.
    public static let allList = Keymap(list.bindings + listOrder.bindings)

    /// A word's page: the list's keys and its conjugation table.
    public static let wordPage = Keymap(list.bindings + [conjugating])

    /// `i`: the conjugation table of the verb or adjective the screen is on (a word's page, the
    /// Read screen's word). The search, which takes letters as text, has it on Tab.
    static let conjugating = KeyBinding<Command>(
        [.character("i"): .conjugate], keyNames: "i", help: "the conjugation table of the verb or adjective", footer: "i forms")

    /// A conjugation table: its forms scroll.
    public static let conjugationTable = Keymap(Array(list.bindings.prefix(3)))

    static let listOrder = Keymap([
        KeyBinding([.character("o"): .nextOrder], keyNames: "o",
                   help: "order: frequency, JLPT, grade, strokes, radical", footer: "o order"),
    ])

    /// A kanji's details with its stroke order (a dictionary imported with KanjiVG): the list's keys
    /// and the stroke keys.
    public static let detailWithStrokes = Keymap(list.bindings + strokeOrder.bindings)

    /// `s` steps on; `,` and `.` step back and on as a video player steps frames (`S` is Study's,
    /// on every browsing screen).
    static let strokeOrder = Keymap([
        KeyBinding([.character("s"): .nextStroke, .character("."): .nextStroke, .character(","): .previousStroke],
                   keyNames: "s .  ,", help: "details: next stroke (s .), previous (,)", footer: "s/, stroke"),
    ])

    /// Moves between screens, when the screen on top leaves the key.
    public static let navigation = Keymap([
        KeyBinding([.character("/"): .show(.search)], keyNames: "/", help: "search by kanji, kana, romaji or English",
                   footer: "/ search"),
        KeyBinding([.left: .back, .character("h"): .back, .backspace: .back, .escape: .back], keyNames: "← h Backspace Esc",
                   help: "back one screen", footer: "h back"),
        KeyBinding([.character("a"): .all, .character("H"): .show(.history), .character("'"): .show(.bookmarks),
                    .character("c"): .show(.components), .character("w"): .show(.writing), .character("R"): .show(.read)],
                   keyNames: "a H ' c w R", help: "all a, history H, marks ', parts c, pad w, read R",
                   footer: "a all"),
        KeyBinding([.character("S"): .show(.study)], keyNames: "S",
                   help: "study: bookmarks, JLPT kanji or words, a grade"),
    ])

    /// The study screen's start: the decks as a list, Enter or Space starts the one under the cursor.
    public static let studyStart = Keymap([
        KeyBinding([.up: .moveUp, .down: .moveDown, .character("k"): .moveUp, .character("j"): .moveDown],
                   keyNames: "↑ ↓  k j", help: "study: choose the deck", footer: "j/k deck", footerPriority: .low),
        KeyBinding([.enter: .beginStudy, .character(" "): .beginStudy], keyNames: "Enter Space",
                   help: "study: start the deck", footer: "enter start"),
        studyNewPerDay,
    ] + studyLeave.bindings)

    /// The start screen's setting, which its line "10 new a day (+ -)" names too.
    static let studyNewPerDay = KeyBinding<Command>(
        [.character("+"): .changeNewPerDay(1), .character("="): .changeNewPerDay(1), .character("-"): .changeNewPerDay(-1)],
        keyNames: "+ -", help: "study: more / fewer new cards a day (kept)", footer: "+/- new a day")

    /// A card's front: Space or Enter shows its back.
    public static let studyFront = Keymap([
        KeyBinding([.character(" "): .reveal, .enter: .reveal], keyNames: "Space Enter", help: "study: show the answer",
                   footer: "space show"),
    ] + studyCard.bindings)

    /// A card's back: the four ratings, Space or Enter for Good.
    public static let studyBack = Keymap([
        KeyBinding([.character("1"): .rate(.again), .character("2"): .rate(.hard), .character("3"): .rate(.good), .character("4"): .rate(.easy),
                    .character(" "): .rate(.good), .enter: .rate(.good)],
                   keyNames: "1 2 3 4  Space", help: "study: rate 1 again, 2 hard, 3 good, 4 easy (Space: good)",
                   footer: "1-4 rate  space good"),
    ] + studyCard.bindings)

    /// When nothing is left: undo and leave (no card to open).
    public static let studyDone = Keymap(studyCard.bindings.prefix(1) + studyLeave.bindings)

    /// On a card (and after the last): undo, open the card's kanji or word, pause.
    static let studyCard = Keymap([
        KeyBinding([.character("u"): .undoRating], keyNames: "u", help: "study: undo the last rating", footer: "u undo"),
        KeyBinding([.character("o"): .openCard], keyNames: "o", help: "study: open the card's kanji or word", footer: "o open"),
    ] + studyLeave.bindings)

    /// Going back from the study screen (the navigation's back) pauses the session; S resumes it
    /// where it was. Here for the footer's name for it.
    static let studyLeave = Keymap([
        KeyBinding([.escape: .back, .left: .back, .character("h"): .back, .backspace: .back],
                   keyNames: "Esc ← h", help: "study: pause and leave (S resumes)", footer: "esc pause"),
    ])

    /// The writing pad: the mouse draws; these keys edit the strokes and choose a candidate.
    public static let writingPad = Keymap([
        KeyBinding([.character("u"): .undoStroke, .backspace: .undoStroke, .character("c"): .clearStrokes,
                    .up: .moveUp, .down: .moveDown, .character("k"): .moveUp, .character("j"): .moveDown,
                    .character("1"): .pickCandidate(1), .character("2"): .pickCandidate(2), .character("3"): .pickCandidate(3),
                    .character("4"): .pickCandidate(4), .character("5"): .pickCandidate(5), .character("6"): .pickCandidate(6),
                    .character("7"): .pickCandidate(7), .character("8"): .pickCandidate(8), .character("9"): .pickCandidate(9),
                    .enter: .open],
                   keyNames: "u c ↑ ↓ 1–9", help: "pad: undo (or Backspace), clear, choose; Enter opens",
                   footer: "u undo  c clear  1-9 choose  enter open"),
    ])

    /// The Read screen of a file: word by word, line by line, open, and the cut made shorter or
    /// longer. Its h and l move (as ← →), so Esc or Backspace go back.
    public static let reading = Keymap(readingMoves + [readingCandidates, conjugating] + readingBack.bindings)

    /// The Read screen of pasted or typed text: the same, but Backspace takes back the last
    /// character (what an input method's user expects), so only Esc goes back.
    public static let typedReading = Keymap(readingMoves + [
        readingCandidates,
        conjugating,
        readingDelete,
        KeyBinding([.escape: .back], keyNames: "Esc", help: "read: back one screen", footer: "esc back"),
    ])

    /// The Read screen's words the text at the cursor may be: the next, the previous, or one by its
    /// number. In its keymap only where there is more than one.
    static let readingCandidates = KeyBinding<Command>(
        [.tab: .nextCandidate, .backTab: .previousCandidate, .character("1"): .pickCandidate(1), .character("2"): .pickCandidate(2),
         .character("3"): .pickCandidate(3), .character("4"): .pickCandidate(4), .character("5"): .pickCandidate(5),
         .character("6"): .pickCandidate(6), .character("7"): .pickCandidate(7), .character("8"): .pickCandidate(8),
         .character("9"): .pickCandidate(9)],
        keyNames: "Tab S-Tab 1–9", help: "read: the next / previous word the text may be, or one by its number (m, Enter, S take it)",
        footer: "tab/1-9 other word")

    private static let readingDelete = KeyBinding<Command>(
        [.backspace: .deleteBackward], keyNames: "Backspace", help: "read: take back the last character typed or pasted",
        footer: "bksp delete")

    private static let readingMoves = [
        KeyBinding<Command>([.right: .moveRight, .left: .moveLeft, .character("l"): .moveRight, .character("h"): .moveLeft,
                             .character("w"): .moveRight, .character("b"): .moveLeft, .down: .moveDown, .up: .moveUp,
                             .character("j"): .moveDown, .character("k"): .moveUp, .home: .first, .end: .last,
                             .character("g"): .first, .character("G"): .last],
                            keyNames: "← → h l w b ↑ ↓ g G", help: "read: word by word, line by line, to the first or last word",
                            footer: "←/→ word",
                            footerPriority: .low),
        KeyBinding([.pageUp: .pageUp, .pageDown: .pageDown], keyNames: "PgUp PgDn", help: "read: a page up / down"),
        KeyBinding([.enter: .open], keyNames: "Enter", help: "read: open the word", footer: "enter open"),
        KeyBinding([.character("["): .shrinkSegment, .character("]"): .growSegment], keyNames: "[ ]",
                   help: "read: the word a character shorter / longer", footer: "[ ] cut"),
        KeyBinding([.character("S"): .studyText], keyNames: "S", help: "read: study the text's words not known yet, most frequent first",
                   footer: "S study"),
    ]

    /// The Read screen's way back (its h moves), all its footer offers on an empty page.
    static let readingBack = Keymap([
        KeyBinding([.escape: .back, .backspace: .back], keyNames: "Esc Backspace", help: "read: back one screen", footer: "esc back"),
    ])

    /// The component picker's grid.
    public static let componentGrid = Keymap([
        KeyBinding([.up: .moveUp, .down: .moveDown, .left: .moveLeft, .right: .moveRight, .character("k"): .moveUp,
                    .character("j"): .moveDown, .character("h"): .moveLeft, .character("l"): .moveRight,
                    .enter: .toggleComponent, .character(" "): .toggleComponent, .tab: .switchFocus],
                   keyNames: "hjkl Enter Tab", help: "components: move, pick or drop (or space), to the kanji",
                   footer: "enter pick  tab kanji"),
    ])

    /// The component picker's list of matching kanji: the list's keys, and Tab back to the grid.
    public static let componentResults = Keymap(list.bindings + [
        KeyBinding([.tab: .switchFocus], keyNames: "Tab", help: "components: back to the grid", footer: "tab grid"),
    ])

    /// The search screen's query line and results. Every other key is typed into the query.
    public static let textField = Keymap([
        KeyBinding([.up: .moveUp, .down: .moveDown, .control("p"): .moveUp, .control("n"): .moveDown,
                    .pageUp: .pageUp, .pageDown: .pageDown],
                   keyNames: "↑ ↓ ^P ^N PgUp PgDn", help: "search: move in the results", footer: "↑/↓ move",
                   footerPriority: .low),
        KeyBinding([.left: .caretLeft, .right: .caretRight, .home: .lineStart, .end: .lineEnd,
                    .control("a"): .lineStart, .control("e"): .lineEnd],
                   keyNames: "← → Home End ^A ^E", help: "search: move in the query"),
        KeyBinding([.backspace: .deleteBackward, .control("w"): .deleteWord, .control("u"): .clearLine],
                   keyNames: "Backspace ^W ^U", help: "search: delete a character, a word, the query"),
        KeyBinding([.enter: .open, .escape: .back], keyNames: "Enter  Esc",
                   help: "search: open the result; close the search", footer: "enter open  esc close"),
        KeyBinding([.control("s"): .show(.study)], keyNames: "^S", help: "search: study what it found", footer: "^S study"),
        KeyBinding([.control("r"): .show(.read)], keyNames: "^R", help: "search: read the query word by word (a sentence)",
                   footer: "^R read", footerPriority: .low),
        KeyBinding([.tab: .conjugate], keyNames: "Tab", help: "search: the conjugation table of the verb or adjective",
                   footer: "tab forms", footerPriority: .low),
    ])

    /// Bookmarks, on every screen that shows kanji or words; after the screen's own keys.
    public static let marking = Keymap([
        KeyBinding([.character("m"): .toggleBookmark, .character("M"): .toggleScreenBookmark, .character("d"): .removeBookmark],
                   keyNames: "m M d", help: "bookmark the row (m), the screen (M); d: remove", footer: "m mark"),
    ])

    /// Known words, on every screen that shows kanji or words: K marks the one under the cursor
    /// known, or not known any more.
    public static let knowing = Keymap([
        KeyBinding([.character("K"): .toggleKnown], keyNames: "K", help: "mark the word under the cursor known / not known",
                   footer: "K known"),
    ])

    /// Saying words and sentences aloud, where a voice is installed; after the bookmarks' keys. Not
    /// among `browsing`: a random walk would start Open JTalk at every `p`, and moves nowhere by it.
    public static let speaking = Keymap([
        KeyBinding([.character("p"): .speak, .character("P"): .speakSentence], keyNames: "p P",
                   help: "say the word (p) or, reading, its sentence (P); again: stop", footer: "p say", footerPriority: .low),
        KeyBinding([.control("t"): .speak], keyNames: "^T", help: "search: say the result (again: stop)", footer: "^T say",
                   footerPriority: .low),
    ])

    /// The search's `^T` alone, for its footer (`p` is text there), and `p P` alone, for the others'.
    static let searchSpeaking = Keymap(Array(speaking.bindings.suffix(1)))
    static let wordSpeaking = Keymap(Array(speaking.bindings.prefix(1)))

    /// Every keymap of the screens and the navigation: a new screen's own keymap goes here. The
    /// random walks of the tests press the keys they bind, so they reach every screen.
    public static let browsing: [Keymap] = [
        list, listOrder, wordPage, conjugationTable, strokeOrder, marking, knowing, navigation, componentGrid, componentResults, textField,
        writingPad, reading, typedReading, studyStart, studyFront, studyBack, studyDone,
    ]

    /// The rows the help screen lists, in its order, each as `works` (a screen's or the
    /// navigation's keys) or `appWorks` (the app's) judges it.
    static func helpRows(works: (KeyBinding<Command>) -> Bool, appWorks: (KeyBinding<AppCommand>) -> Bool) -> [HelpRow] {
        let screens: [KeyBinding<Command>] = list.bindings + listOrder.bindings + strokeOrder.bindings + marking.bindings + knowing.bindings + speaking.bindings
            + navigation.bindings
        let app: [KeyBinding<AppCommand>] = Keymap<AppCommand>.retry.bindings + Keymap<AppCommand>.app.bindings
        let study = studyStart.bindings[1...2] + studyFront.bindings.prefix(1) + studyBack.bindings.prefix(1) + studyCard.bindings
        let reading = readingMoves + [readingCandidates, readingDelete] + readingBack.bindings
        let tools = componentGrid.bindings + componentResults.bindings.suffix(1) + writingPad.bindings
        let others = textField.bindings + study + reading + tools
        return screens.map { HelpRow($0, works: works($0)) } + app.map { HelpRow($0, works: appWorks($0)) }
            + others.map { HelpRow($0, works: works($0)) }
    }
}

/// The app's own keys, asked after the screen's and the navigation's.
extension Keymap<AppCommand> {
    /// After a failed load.
    public static let retry = Keymap([
        KeyBinding([.character("r"): .reload], keyNames: "r", help: "reload the dictionary (after an error)",
                   footer: "r retry"),
    ])

    /// After a load that found no kanji.
    public static let reload = Keymap([
        KeyBinding([.character("r"): .reload], keyNames: "r", help: "reload the dictionary", footer: "r reload"),
    ])

    /// Everywhere: help and quit. Ctrl-C quits before any keymap is asked.
    public static let app = Keymap([
        KeyBinding([.character("?"): .help], keyNames: "?", help: "show or close this help", footer: "? help",
                   footerPriority: .kept),
        quit,
    ])

    /// On the help screen: the keys that scroll it, close it, and quit.
    public static let help = Keymap([
        KeyBinding([.up: .scrollUp, .down: .scrollDown, .character("k"): .scrollUp, .character("j"): .scrollDown,
                    .pageUp: .scrollPageUp, .pageDown: .scrollPageDown, .character("b"): .scrollPageUp,
                    .character("f"): .scrollPageDown, .character(" "): .scrollPageDown, .home: .scrollToTop,
                    .end: .scrollToEnd, .character("g"): .scrollToTop, .character("G"): .scrollToEnd],
                   keyNames: "↑ ↓ k j PgUp PgDn", help: "scroll this help", footer: "j/k scroll", footerPriority: .low),
        KeyBinding([.character("?"): .closeHelp, .escape: .closeHelp, .left: .closeHelp, .character("h"): .closeHelp,
                    .backspace: .closeHelp], keyNames: "? Esc", help: "close this help", footer: "? close help",
                   footerPriority: .kept),
        quit,
    ])

    private static let quit = KeyBinding<AppCommand>([.character("q"): .quit, .interrupt: .quit], keyNames: "q Ctrl-C",
                                         help: "quit", footer: "q quit")
}

