import Foundation
import KanjiDictionary
import StateMachineKit

/// The whole browser behind the TerminalApp protocol: loading, the navigation, help, and the
/// frames for each. Keys in, frames out; no terminal needed.
public final class BrowserApp: TerminalApp {
    public let configuration: BrowserConfiguration
    public let log: TransitionLog?
    /// Whether there is a dictionary (the seed's remote-content machine).
    public let loading = DictionaryLoading.makeMachine()
    /// Starting, running, terminating; its model is the exit status once terminating.
    public let lifecycle = AppLifecycle.makeMachine()
    /// What the app shows; nil only if the chart's definition were invalid, which tests rule out.
    public private(set) var flow: Statechart?
    /// The navigation, once the dictionary is loaded.
    public private(set) var coordinator: ApplicationCoordinator?

    private let load: @Sendable (String) throws(DictionaryError) -> KanjiStore
    private var task: BackgroundLoad?
    private var loadStarted = ContinuousClock.now
    private var store: KanjiStore?
    private var loadError: DictionaryError?
    private var lastBodyHeight = 20
    private var notice: String?

    public init(
        configuration: BrowserConfiguration,
        log: TransitionLog?,
        load: @escaping @Sendable (String) throws(DictionaryError) -> KanjiStore = { path throws(DictionaryError) in
            try KanjiStore.load(contentsOf: path)
        }
    ) {
        self.configuration = configuration
        self.log = log
        self.load = load
        notice = log?.problem
        if let log {
            lifecycle.addObserver(log)
            loading.addObserver(log)
            log.context = TransitionLog.Context(
                subject: { [weak self] in self?.coordinator?.subjectOfAttempt },
                depth: { [weak self] in self?.coordinator?.presenter.depth ?? 0 })
        }
        lifecycle.enter(.starting, event: "launch")
        loading.start()
        do {
            let chart = try AppFlow.chart(AppFlow.Actions(
                startLoading: { [weak self] in self?.startLoading() },
                startBrowsing: { [weak self] in self?.startBrowsing() },
                stateAfterHelp: { [weak self] in self?.stateAfterHelp ?? AppFlow.loading },
                finish: { [weak self] code in self?.terminate(exitCode: code) }))
            if let log { chart.addObserver(log) }
            flow = chart
            try chart.start()
        } catch {
            notice = "internal error: \(error)"
        }
    }

    /// Waits for the load to finish; for tests and tools that want the browsing state at once.
    public func waitUntilLoaded() {
        while loading.state == .loading {
            _ = idle()
            if loading.state == .loading { usleep(1000) }
        }
    }

    public func idle() -> Bool {
        guard loading.state == .loading else { return false }
        guard let outcome = task?.outcome else { return true }  // redraw the elapsed time
        task = nil
        switch outcome {
        case .failure(let error):
            loadError = error
            finishLoading(.didReceiveError)
        case .success(let loaded):
            store = loaded
            finishLoading(loaded.kanji.isEmpty ? .didReceiveEmptyData : .didReceiveData)
        }
        return true
    }

    public func handle(_ key: Key) -> TerminalAppStatus {
        notice = nil
        let browsing = flow?.isIn(AppFlow.browsing) == true
        switch key {
        case .interrupt, .character("q"): send(.quit)
        case .character("?"): send(.help)
        case .escape, .backspace, .left, .character("h"):
            if browsing {
                coordinator?.handle(key, pageHeight: lastBodyHeight)
            } else {
                send(.close)
            }
        case .character("r") where !browsing: send(.reload)
        default:
            if browsing { coordinator?.handle(key, pageHeight: lastBodyHeight) }
        }
        if lifecycle.currentState == .terminating { return .finished(exitCode: lifecycle.model as? Int32 ?? 0) }
        return .running
    }

    private func terminate(exitCode: Int32) {
        lifecycle.model = exitCode
        lifecycle.enter(.terminating, event: "quit")
    }

    private func send(_ message: AppFlow.Message) {
        do {
            try flow?.send(message.rawValue)
        } catch {
            notice = error.description
        }
    }

    /// Tells the loading machine how the load ended, then the flow, so the log shows cause before effect.
    private func finishLoading(_ event: DictionaryLoading.Event) {
        loading.send(event)
        switch loading.state {
        case .loading: break
        case .data: send(.loaded)
        case .empty: send(.empty)
        case .error: send(.failed)
        }
    }

    private func startLoading() {
        if loading.state != .loading { loading.send(.didTriggerReload) }
        store = nil
        loadError = nil
        coordinator = nil
        loadStarted = .now
        task = BackgroundLoad(path: configuration.dictionaryPath, load: load)
    }

    private func startBrowsing() {
        guard coordinator == nil, let store else { return }
        let navigation = ApplicationCoordinator(store: store, observers: log.map { [$0] } ?? [])
        coordinator = navigation
        navigation.start(openingKanji: configuration.openingKanji)
    }

    /// Closing help returns to what the loading machine says there is to show.
    private var stateAfterHelp: String {
        switch loading.state {
        case .loading: AppFlow.loading
        case .data: AppFlow.browsing
        case .empty: AppFlow.empty
        case .error: AppFlow.failure
        }
    }

    public func frame(width: Int, height: Int) -> Frame {
        var frame = Frame(width: width, height: height)
        let layout = Layout(width: width, height: height)
        if lifecycle.currentState == .starting { lifecycle.enter(.running, event: "first frame") }
        guard layout.fits else {
            Chrome.drawTooSmall(into: &frame)
            return frame
        }
        lastBodyHeight = layout.bodyHeight
        switch flow?.currentState {
        case AppFlow.help:
            drawHelp(into: &frame, layout: layout)
        case AppFlow.failure:
            let lines = ["Cannot load the dictionary", "", loadError?.file ?? configuration.dictionaryPath, loadError?.message ?? ""]
            drawMessage(lines, status: "error", keys: "r retry  ? help  q quit", into: &frame, layout: layout, style: .alert)
        case AppFlow.empty:
            drawMessage(["The dictionary has no kanji", "", configuration.dictionaryPath], status: "empty",
                        keys: "r reload  ? help  q quit", into: &frame, layout: layout)
        case AppFlow.browsing:
            if let coordinator, let store { drawBrowsing(coordinator, store: store, into: &frame, layout: layout) }
        default:
            let elapsed = ContinuousClock.now - loadStarted
            let tenths = elapsed.components.seconds * 10 + elapsed.components.attoseconds / 100_000_000_000_000_000
            drawMessage(["Loading the dictionary… \(tenths / 10).\(tenths % 10) s", "", configuration.dictionaryPath],
                        status: "loading", keys: "? help  q quit", into: &frame, layout: layout)
        }
        return frame
    }

    private func drawBrowsing(_ coordinator: ApplicationCoordinator, store: KanjiStore, into frame: inout Frame, layout: Layout) {
        let stack = coordinator.presenter
        guard let top = stack.top else { return }
        var screen = top
        let status: String
        let title: String
        switch screen {
        case .kanjiList(var list):
            KanjiListRenderer.draw(&list, into: &frame, layout: layout)
            screen = .kanjiList(list)
            if case .all(let order) = list.kind {
                title = "Kanji list"
                status = "\(NumberFormat.grouped(store.kanji.count)) kanji, \(order)"
            } else {
                title = "\(list.title) — kanji of the word"
                status = "\(list.cursor.count == 0 ? 0 : list.cursor.index + 1)/\(list.cursor.count)"
            }
        case .kanjiDetail(var detail):
            KanjiDetailRenderer.draw(&detail, into: &frame, layout: layout)
            screen = .kanjiDetail(detail)
            title = "\(detail.title) — kanji details"
            status = detail.words.isEmpty ? "no words" : "word \(detail.cursor.index + 1)/\(NumberFormat.grouped(detail.words.count))"
        }
        stack.replaceTop(with: screen)
        let keys = "? help  q quit  j/k move  enter open  h back  a all"
        Chrome.draw(into: &frame, layout: layout, title: title, status: status, path: stack.screens.map(\.title),
                    notice: coordinator.notice ?? notice, keys: keys)
    }

    private func drawHelp(into frame: inout Frame, layout: Layout) {
        let source = store?.source
        HelpRenderer.draw(into: &frame, layout: layout, info: HelpRenderer.Info(
            dictionaryPath: configuration.dictionaryPath, dictionaryKind: configuration.dictionaryKind,
            source: source, logPath: log?.path ?? "none"))
        Chrome.draw(into: &frame, layout: layout, title: "Help", status: "kanji-list", path: ["Help"],
                    notice: nil, keys: "? close help  q quit")
    }

    private func drawMessage(
        _ lines: [String], status: String, keys: String, into frame: inout Frame, layout: Layout,
        style: TextStyle = .bold
    ) {
        for (offset, line) in lines.enumerated() where layout.bodyTop + 1 + offset < layout.noticeRow {
            frame.write(" " + line, row: layout.bodyTop + 1 + offset, column: 1, style: offset == 0 ? style : .normal)
        }
        Chrome.draw(into: &frame, layout: layout, title: "Kanji list", status: status, path: ["Kanji list"],
                    notice: notice, keys: keys)
    }
}
