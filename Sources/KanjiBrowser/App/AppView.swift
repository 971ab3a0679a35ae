import KanjiDictionary
import LearnerData

/// What the app shows at a moment, as plain data: BrowserApp says which, AppFrameRenderer draws it.
enum AppView {
    /// `keysTypedAhead`: keys typed meanwhile, which the list (or `read`'s page) takes once it shows.
    case loading(elapsed: Duration, keysTypedAhead: Int)
    case failure(DictionaryError?)
    case empty
    /// The screens, what is bookmarked for the marks in their lists, and how many study cards
    /// are due (the header says so when any are).
    case browsing(NavigationStack, marks: SubjectMarks, due: Int = 0)
    /// Help, scrolled to show from line `top`.
    case help(HelpRenderer.Info, top: Int)

    /// The help's rows as they hold on this view, the one under the help: the screen's and the
    /// navigation's keys only while browsing, and where the screen on top would act on them and the
    /// navigation accept the move; the app's where this view's keymaps hold them.
    var helpRows: [HelpRow] {
        let stack: NavigationStack? = if case .browsing(let stack, _, _) = self { stack } else { nil }
        let appKeymaps = appKeymaps
        return Keymap.helpRows(works: { stack?.works($0) ?? false },
                               appWorks: { binding in appKeymaps.contains { $0.holds(binding) } })
    }

    /// The app's own keymaps here: the keys left after the navigation's, and the footer of every view
    /// but browsing (whose screen lists its own), so the two cannot disagree.
    var appKeymaps: [Keymap<AppCommand>] {
        switch self {
        case .help: [.help]
        case .failure: [.retry, .app]
        case .empty: [.reload, .app]
        // Once keys are typed ahead for the list, ? and q are text too (BrowserApp), so the
        // footer no longer offers them; Ctrl-C still quits.
        case .loading(_, let keysTypedAhead): keysTypedAhead > 0 ? [] : [.app]
        case .browsing: [.app]
        }
    }
}
