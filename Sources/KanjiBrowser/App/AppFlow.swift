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
        /// The dictionary's image was cut short under the browser: load it again.
        case lostImage
    }

    /// What the chart asks of the app as it moves.
    struct Actions {
        var startLoading: () -> Void
        var startBrowsing: () -> Void
        var finish: (Int32) -> Void
    }

    enum State: String, CaseIterable {
        case app
        /// Everything the app shows but help.
        case content
        /// Content's history: where help returns to.
        case resume
        case loading, failure, empty, browsing, help
    }

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
        try Statechart(name: MachineCatalog.app, root: ChartState(
            State.app,
            handlers: [
                .on(Message.help, goTo: State.help),
                .on(Message.quit, run: { _ in actions.finish(0) }),
            ],
            children: [
                ChartState(State.content, children: [
                    ChartState(State.loading, enter: { _ in actions.startLoading() }, handlers: [
                        .on(Message.loaded, goTo: State.browsing),
                        .on(Message.failed, goTo: State.failure),
                        .on(Message.empty, goTo: State.empty),
                    ]),
                    ChartState(State.failure, handlers: [
                        .on(Message.reload, goTo: State.loading),
                        .on(Message.quit, run: { _ in actions.finish(1) }),
                    ]),
                    ChartState(State.empty, handlers: [.on(Message.reload, goTo: State.loading)]),
                    ChartState(State.browsing, enter: { _ in actions.startBrowsing() }, handlers: [
                        .on(Message.lostImage, goTo: State.loading),
                    ]),
                    .history(State.resume),
                ]),
                ChartState(State.help, handlers: [
                    .on(Message.help, goTo: State.resume),
                    .on(Message.close, goTo: State.resume),
                ]),
            ]))
    }
}
