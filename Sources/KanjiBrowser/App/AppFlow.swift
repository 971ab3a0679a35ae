import StateMachineKit

/// The application's flow as a hierarchical ``Statechart``: what the app shows, with messages such as
/// quit and help handled once near the root and reaching it by bubbling.
///
/// Which screen is on top while browsing is the navigation machine's fact, and whether there is
/// a dictionary is the loading machine's; the chart holds neither. `browsing` is a leaf here, and
/// pictures draw the navigation machine inside it. Where the user was when help opened is the
/// chart's own fact: help is a sibling of `content`, and closing it returns through content's
/// history state `resume`.
///
/// No parallel states: what the app shows is one thing at a time. The work that does run
/// beside it (the dictionary's load, the search index) has one owner each (the loading machine,
/// `SearchIndexBuild`), which the chart hears from as messages; a region mirroring them would
/// hold the same fact twice.
enum AppFlow {
    enum Message: String {
        case loaded, failed, empty, reload, help, close, quit
    }

    /// What the chart asks of the app as it moves.
    struct Actions {
        var startLoading: () -> Void
        var startBrowsing: () -> Void
        var finish: (Int32) -> Void
    }

    static let root = "app"
    /// Everything the app shows but help.
    static let content = "content"
    /// Content's history: where help returns to.
    static let resume = "resume"
    static let loading = "loading"
    static let failure = "failure"
    static let empty = "empty"
    static let browsing = "browsing"
    static let help = "help"

    /// The message that moves the chart from loading to the state showing `status`.
    static func message(reporting status: DictionaryLoading.Status) -> Message? {
        switch status {
        case .loading: nil
        case .data: .loaded
        case .empty: .empty
        case .error: .failed
        }
    }

    static func chart(_ actions: Actions) throws(StatechartError) -> Statechart {
        try Statechart(name: "app", root: ChartState(
            root,
            handlers: [
                .on(Message.help.rawValue, goTo: help),
                .on(Message.quit.rawValue, run: { _ in actions.finish(0) }),
            ],
            children: [
                ChartState(content, children: [
                    ChartState(loading, enter: { _ in actions.startLoading() }, handlers: [
                        .on(Message.loaded.rawValue, goTo: browsing),
                        .on(Message.failed.rawValue, goTo: failure),
                        .on(Message.empty.rawValue, goTo: empty),
                    ]),
                    ChartState(failure, handlers: [
                        .on(Message.reload.rawValue, goTo: loading),
                        .on(Message.quit.rawValue, run: { _ in actions.finish(1) }),
                    ]),
                    ChartState(empty, handlers: [.on(Message.reload.rawValue, goTo: loading)]),
                    ChartState(browsing, enter: { _ in actions.startBrowsing() }),
                    .history(resume),
                ]),
                ChartState(help, handlers: [
                    .on(Message.help.rawValue, goTo: resume),
                    .on(Message.close.rawValue, goTo: resume),
                ]),
            ]))
    }
}
