import StateMachineKit

/// The application's flow as a hierarchical ``Statechart``: what the app shows, with messages such as
/// quit and help handled once near the root and reaching it by bubbling.
///
/// Which screen is on top while browsing is the navigation machine's fact, and whether there is
/// a dictionary is the loading machine's; the chart holds neither. `browsing` is a leaf here, and
/// pictures draw the navigation machine inside it.
enum AppFlow {
    enum Message: String {
        case loaded, failed, empty, reload, help, close, quit
    }

    /// What the chart asks of the app as it moves.
    struct Actions {
        var startLoading: () -> Void
        var startBrowsing: () -> Void
        /// Where closing help returns to: the state that shows what the loading machine holds.
        var stateAfterHelp: () -> String
        var finish: (Int32) -> Void
    }

    static let root = "app"
    static let loading = "loading"
    static let failure = "failure"
    static let empty = "empty"
    static let browsing = "browsing"
    static let help = "help"

    /// The state that shows each outcome of the dictionary's load: the one mapping from the
    /// loading machine to this chart.
    static func state(showing status: DictionaryLoading.Status) -> String {
        switch status {
        case .loading: loading
        case .data: browsing
        case .empty: empty
        case .error: failure
        }
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
        try Statechart(name: "app", root: ChartState(
            root,
            handlers: [
                .on(Message.help.rawValue, goTo: help),
                .on(Message.quit.rawValue, run: { _ in actions.finish(0) }),
            ],
            children: [
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
                ChartState(help, handlers: [
                    .on(Message.help.rawValue, run: { chart in chart.goToState(actions.stateAfterHelp()) }),
                    .on(Message.close.rawValue, run: { chart in chart.goToState(actions.stateAfterHelp()) }),
                ]),
            ]))
    }
}
