import Foundation
import KanjiDictionary
import LearnerData
import StateMachineKit

/// The whole browser behind the TerminalApp protocol: loading, the navigation, help, and which
/// view to draw. Keys in, frames out; no terminal needed.
public final class BrowserApp: TerminalApp {
    public let configuration: BrowserConfiguration
    public let log: TransitionLog?
    /// Whether there is a dictionary: the one authority on it.
    public let loading = DictionaryLoading.makeMachine()
    /// Starting, running, terminating.
    public let lifecycle = AppLifecycle.makeMachine()
    /// What the app shows; nil only if the chart's definition were invalid, which tests rule out.
    public private(set) var flow: Statechart?
    /// The navigation, once the dictionary is loaded.
    private(set) var navigation: NavigationCoordinator?
    /// The process's exit status, once the user has quit.
    public private(set) var exitStatus: Int32?

    private let load: @Sendable (String) throws(DictionaryError) -> KanjiStore
    private var task: BackgroundWork<KanjiStore, DictionaryError>?
    private var loadStarted = ContinuousClock.now
    private var store: KanjiStore?
    private var loadError: DictionaryError?
    /// The terminal's size, which page moves and scrolling follow.
    private var layout = Layout(width: 80, height: 24)
    private var notice: String?
    /// The first line of help shown, while help is open.
    private var helpTop = 0
    /// The help's rows, judged on the view it was opened over (which keys cannot change).
    private var helpRows: [HelpRow] = []
    /// How long the first frame waits for a load under way (idle()).
    private static let firstFrameWaitMilliseconds = 100
    /// Keys typed while they must wait (``keysMustWait``) that the app has no use for at once (a
    /// search begun before the list shows: `/itinerary`; `j j` before a page is cut into words),
    /// and every key after the first of them, so that `q` or `?` inside the query stays text: the
    /// screen takes them in order once it can.
    private var typedAhead: [Key] = []
    /// More than anyone types while a dictionary loads; a paste beyond it is cut, not kept growing.
    static let typedAheadLimit = 4096
    /// The kanji whose details were open when the dictionary's image was cut short, opened
    /// again over the list once the dictionary is read again.
    private var reopeningKanji: Character?
    /// Why the dictionary is being read again, shown from the loading screen until a key is typed
    /// on what was read (the keys typed meanwhile, taken once it shows, leave it).
    private var reloadNotice: String?
    /// Whether the keys kept while they had to wait are being taken.
    private var takingTypedAhead = false

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
        // The load goes first, on its own thread, while the machines and the chart are made (the
        // chart's start then finds it under way); the first frame waits for it (idle()).
        beginLoad()
        notice = log?.problem
        if let log {
            lifecycle.addObserver(log)
            loading.addObserver(log)
            log.depth = { [weak self] in self?.navigation?.stack.depth ?? 0 }
        }
        lifecycle.enter(.starting, event: AppLifecycle.Event.launch)
        loading.start()
        do {
            let chart = try AppFlow.chart(AppFlow.Actions(
                startLoading: { [weak self] in self?.startLoading() },
                startBrowsing: { [weak self] in self?.startBrowsing() },
                finish: { [weak self] code in self?.terminate(exitStatus: code) }))
            if let log { chart.addObserver(log) }
            flow = chart
            try chart.start()
        } catch {
            notice = "internal error: \(error)"
        }
    }

    /// Waits for the load to finish, at most `seconds`; for tests and tools that want the browsing
    /// state at once (a load still under way then leaves the loading screen showing).
    public func waitUntilLoaded(seconds: Double = 60) {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while loading.state == .loading, ContinuousClock.now < deadline {
            _ = idle()
            if loading.state == .loading { usleep(1000) }
        }
    }

    /// Waits for the load and then for the bookmarks' reads and writes under way, as the idle
    /// calls between keys take them in, at most `seconds` each; for tests that look at a change's
    /// outcome at once.
    func waitUntilSettled(seconds: Double = 60) {
        waitUntilLoaded(seconds: seconds)
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while navigation?.bookmarks?.isBusy == true, ContinuousClock.now < deadline {
            usleep(1000)
        }
        _ = idle()
    }

    /// Whether the load has ended and its outcome waits to be taken in (while help covers the
    /// loading screen); for tests.
    var loadOutcomeWaits: Bool { task?.outcome != nil }

    /// A finished load is told to the machines only while the loading screen shows: one that
    /// ends while help covers it waits until help closes and history returns to loading.
    ///
    /// Before the first frame a load under way is given up to 100 ms, which still reads as at
    /// once: a quick one (the dictionary's image, a millisecond or two on another thread) is then
    /// drawn in the first frame, not after a loading screen and the next idle call up to 5 ms
    /// later, which half of all starts waited for; a slow one (the JSON on first use) shows the
    /// loading screen as before.
    public func idle() -> Bool {
        if reloadIfImageCutShort() { return true }
        guard loading.state == .loading else {
            let changed = navigation?.refreshTop() ?? false
            guard !typedAhead.isEmpty, isBrowsing, !keysMustWait else { return changed }
            takeTypedAhead()
            return true
        }
        guard flowState == .loading else { return false }
        if lifecycle.currentState == .starting { task?.wait(milliseconds: Self.firstFrameWaitMilliseconds) }
        guard let outcome = task?.outcome else { return true }  // redraw the elapsed time
        task = nil
        switch outcome {
        case .failure(let error):
            loadError = error
            finishLoading(.didReceiveError)
        case .success(let loaded):
            store = loaded
            finishLoading(loaded.kanjiCount == 0 ? .didReceiveEmptyData : .didReceiveData)
        }
        takeTypedAhead()
        return true
    }

    public func resize(width: Int, height: Int) {
        layout = Layout(width: width, height: height)
    }

    public func didPresentFrame() {
        if lifecycle.currentState == .starting { lifecycle.enter(.running, event: AppLifecycle.Event.firstFrame) }
    }

    /// Ctrl-C quits whatever is on top; otherwise the screen on top sees the key first, then the
    /// navigation, and what they leave goes to the app's keymaps (help, quit, reload).
    public func handle(_ key: Key) -> TerminalAppStatus {
        notice = nil
        if isBrowsing, !takingTypedAhead { reloadNotice = nil }
        // Before the key reads the dictionary: one cut short is read again, and the key waits for it.
        _ = reloadIfImageCutShort()
        if key == .interrupt {
            perform(.quit)
        } else if keysMustWait, !typedAhead.isEmpty || appCommand(for: key) == nil {
            if typedAhead.count < Self.typedAheadLimit { typedAhead.append(key) }
        } else if let navigation, isBrowsing, navigation.handle(key, layout: layout) {
            // the screen used the key
        } else if let command = appCommand(for: key) {
            perform(command)
        }
        if let exitStatus { return .finished(exitCode: exitStatus) }
        return .running
    }

    private func appCommand(for key: Key) -> AppCommand? {
        view.appKeymaps.lazy.compactMap { $0.command(for: key) }.first
    }

    /// Whether a key typed now would be lost: the dictionary is loading, or the screen on top
    /// cannot act on keys yet (the Read screen's text before it is cut into words).
    private var keysMustWait: Bool {
        flowState == .loading || isBrowsing && navigation?.stack.top.content.keysMustWait == true
    }

    /// The keys typed while they had to wait go to the screen on top once it can take them: the
    /// list, or the page `read` opened once it is cut into words (until then they are kept); with
    /// no list (the load failed, or found no kanji) they meant nothing and are dropped. They stop
    /// at a key that quits, and any after a key that makes them wait again are kept again.
    private func takeTypedAhead() {
        guard isBrowsing else {
            typedAhead = []
            return
        }
        guard !keysMustWait else { return }
        let keys = typedAhead
        typedAhead = []
        takingTypedAhead = true
        defer { takingTypedAhead = false }
        for key in keys where exitStatus == nil { _ = handle(key) }
    }

    /// The mouse is the writing pad's, and only while the pad is on top and not under help.
    public var wantsMouse: Bool {
        guard case .browsing(let stack, _, _) = view, case .writing = stack.top else { return false }
        return true
    }

    /// A dictionary whose image was cut short is not drawn from, and a frame drawn while it was
    /// being cut may hold what its zero pages read as (rows of NUL characters): it is never shown,
    /// the loading screen is instead.
    public func frame(width: Int, height: Int) -> Frame {
        _ = reloadIfImageCutShort()
        let frame = AppFrameRenderer.frame(view, width: width, height: height, dictionaryPath: configuration.dictionaryPath,
                                           notice: navigation?.notice ?? notice ?? reloadNotice)
        guard reloadIfImageCutShort() else { return frame }
        return AppFrameRenderer.frame(view, width: width, height: height, dictionaryPath: configuration.dictionaryPath,
                                      notice: reloadNotice)
    }

    /// When the image the dictionary is read from was cut short in place since it was mapped
    /// (`truncate -s 4096 IMAGE`), whatever is read from it is zeros: the dictionary is loaded
    /// again (through the cache, which rebuilds the image from the JSON file), the loading screen
    /// saying why, and the kanji whose details were open is opened again. True when it did.
    private func reloadIfImageCutShort() -> Bool {
        guard isBrowsing, let store, store.imageWasCutShort else { return false }
        // Not looked up in the store, which can no longer be read: an entry read from its zeros
        // has U+0000 for its character, no kanji.
        reopeningKanji = navigation?.stack.screens.reversed().lazy.compactMap { screen -> Character? in
            guard case .kanjiDetail(let detail) = screen else { return nil }
            return detail.kanji.character
        }.first { $0.unicodeScalars.first?.properties.isIdeographic == true }
        let file = URL(fileURLWithPath: configuration.dictionaryPath).lastPathComponent
        reloadNotice = "The dictionary's cached image was cut short; reading \(file) again"
        loading.send(.didLoseImage)
        send(.lostImage)
        return true
    }

    /// What there is to see now.
    var view: AppView {
        switch flowState {
        case .help:
            .help(helpInfo, top: helpTop)
        case .failure: .failure(loadError)
        case .empty: .empty
        case .browsing:
            navigation.map { .browsing($0.stack, marks: $0.marks, due: $0.study?.dueCount ?? 0) }
                ?? .loading(elapsed: .zero, keysTypedAhead: 0)
        // app, content and resume are never the innermost state; nil before the chart starts.
        case .loading, .app, .content, .resume, nil:
            .loading(elapsed: ContinuousClock.now - loadStarted, keysTypedAhead: typedAhead.count)
        }
    }

    /// The flow chart's innermost state.
    private var flowState: AppFlow.State? { flow?.currentState(as: AppFlow.State.self) }

    private var helpInfo: HelpRenderer.Info {
        HelpRenderer.Info(dictionaryPath: configuration.dictionaryPath, dictionaryKind: configuration.dictionaryKind,
                          source: store?.source, logPath: log?.path ?? "none", rows: helpRows)
    }

    private var isBrowsing: Bool { flow?.isIn(AppFlow.State.browsing) == true }

    private func perform(_ command: AppCommand) {
        switch command {
        case .quit:
            navigation?.settleQuery()
            send(.quit)
        case .help:
            helpTop = 0
            helpRows = view.helpRows
            send(.help)
        case .closeHelp: send(.close)
        case .reload: send(.reload)
        case .scrollUp, .scrollDown, .scrollPageUp, .scrollPageDown, .scrollToTop, .scrollToEnd:
            scrollHelp(command)
        }
    }

    /// Help scrolls a line or a page at a time, between its first line and its last window.
    private func scrollHelp(_ command: AppCommand) {
        let page = max(1, layout.bodyHeight - 1)
        let last = HelpRenderer.lastTop(helpInfo, layout: layout)
        let moved = switch command {
        case .scrollUp: helpTop - 1
        case .scrollDown: helpTop + 1
        case .scrollPageUp: helpTop - page
        case .scrollPageDown: helpTop + page
        case .scrollToTop: 0
        default: last
        }
        helpTop = min(max(0, moved), last)
    }

    private func terminate(exitStatus status: Int32) {
        exitStatus = status
        lifecycle.enter(.terminating, event: AppLifecycle.Event.quit)
    }

    private func send(_ message: AppFlow.Message) {
        do {
            try flow?.send(message)
        } catch {
            notice = error.description
        }
    }

    /// Tells the loading machine how the load ended, then the flow, so the log shows cause before effect.
    private func finishLoading(_ event: DictionaryLoading.Event) {
        loading.send(event)
        if let message = AppFlow.message(reporting: loading.state) { send(message) }
    }

    /// Starts a load, unless one is already under way (the first, begun as the app was made) or
    /// waiting to be told (loading entered again on the way back from help).
    private func startLoading() {
        guard task == nil else { return }
        if loading.state != .loading { loading.send(.didTriggerReload) }
        store = nil
        loadError = nil
        navigation = nil
        loadStarted = .now
        beginLoad()
    }

    private func beginLoad() {
        task = BackgroundWork { [load, path = configuration.dictionaryPath] () throws(DictionaryError) in
            try load(path)
        }
    }

    private func startBrowsing() {
        guard navigation == nil, let store else { return }
        let study = configuration.reviewLogPath.map { path in
            StudyController(store: store, logPath: path, now: configuration.now, newPerDay: configuration.newPerDay,
                            settingsPath: configuration.studySettingsPath,
                            observers: log.map { [$0] } ?? [])
        }
        let coordinator = NavigationCoordinator(
            store: store, observers: log.map { [$0] } ?? [],
            bookmarks: configuration.bookmarksPath.map { BookmarksController(store: BookmarkStore(path: $0)) }, readHistory: log.map { log in { try History(logPath: log.path) } },
            study: study, listOrderFile: configuration.listOrderPath.map(ListOrderFile.init(path:)),
            knowledge: WordKnowledge(store: store, marksPath: configuration.knownMarksPath, reviewLogPath: configuration.reviewLogPath),
            showsWordStates: configuration.showsWordStates, speech: configuration.speech)
        navigation = coordinator
        if let reopening = reopeningKanji {
            reopeningKanji = nil
            coordinator.start(openingKanji: reopening)
            return
        }
        coordinator.start(openingKanji: configuration.openingKanji)
        if let opening = configuration.openingText { coordinator.read(opening.text, source: opening.source) }
    }
}
