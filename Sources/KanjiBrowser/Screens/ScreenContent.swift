import StateMachineKit

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
    var navigationState: State.Type { get }
    /// The screen's own keys, which it looks keys up in.
    var keymap: Keymap { get }
    /// The keymaps the footer lists while the screen is on top.
    var footerKeymaps: [Keymap] { get }

    /// The kanji or word under the cursor, which `m` bookmarks; nil where there is none.
    var markableUnderCursor: StudySubject? { get }
    /// The kanji or word the whole screen is about, which `M` bookmarks.
    var markableScreenSubject: StudySubject? { get }

    mutating func handle(_ key: Key, layout: Layout) -> ScreenResponse
    /// Draws the body; `marks` are the bookmarks, shown beside each kanji or word listed.
    func draw(into frame: inout Frame, layout: Layout, marks: Set<StudySubject>)
}

extension ScreenContent {
    var markableUnderCursor: StudySubject? { nil }
    var markableScreenSubject: StudySubject? { nil }
}

extension ScreenContent {
    /// The app's keys, the screen's, the bookmarks', then the navigation's.
    var footerKeymaps: [Keymap] { [.app, keymap, .marking, .navigation] }
}

/// The title bar of a screen: what it is, and where the user is in it.
struct ScreenHeader: Equatable {
    var title: String
    var status: String
}
