import TestSupport
import Foundation
import KanjiDictionary
import StateMachineKit
import Synchronization
import Testing
@testable import KanjiBrowser

/// Loads that fail a given number of times before succeeding, to drive the error screen and retry.
final class FlakyLoad: Sendable {
    private let failuresLeft: Mutex<Int>
    private let store: KanjiStore

    init(failures: Int, store: KanjiStore) {
        failuresLeft = Mutex(failures)
        self.store = store
    }

    func load(_ path: String) throws(DictionaryError) -> KanjiStore {
        let fail = failuresLeft.withLock { left in
            defer { left -= 1 }
            return left > 0
        }
        if fail { throw DictionaryError(file: path, message: "kanji[3] (日): field \"meanings\" must be an array") }
        return store
    }
}

@Suite struct AppFlowTests {
    let configuration = BrowserConfiguration(dictionaryPath: "dict.json", dictionaryKind: "bundled")

    func app(failures: Int, store: KanjiStore? = nil, observer: TransitionObserver? = nil) throws -> BrowserApp {
        let flaky = FlakyLoad(failures: failures, store: try store ?? SampleDictionary.store())
        let app = BrowserApp(configuration: configuration, log: nil, load: flaky.load)
        if let observer {
            app.loading.addObserver(observer)
            app.flow?.addObserver(observer)
        }
        app.waitUntilLoaded()
        return app
    }

    @Test func aFailedLoadShowsTheFileAndTheProblemAndRetries() throws {
        let app = try app(failures: 1)
        #expect(app.loading.state == .error)
        #expect(app.flow?.currentState == "failure")
        let frame = app.frame(width: 70, height: 12).text
        #expect(frame.contains("dict.json"))
        #expect(frame.contains("field \"meanings\""))
        #expect(frame.contains("r retry"))
        #expect(app.handle(.character("r")) == .running)
        app.waitUntilLoaded()
        #expect(app.loading.state == .data)
        #expect(app.flow?.currentState == "browsing")
        #expect(app.navigation?.stack.depth == 1)
    }

    @Test func quittingFromTheErrorScreenExitsNonZero() throws {
        let app = try app(failures: 5)
        #expect(app.handle(.character("q")) == .finished(exitCode: 1))
    }

    @Test func quittingWhileBrowsingExitsZero() throws {
        let app = try app(failures: 0)
        #expect(app.handle(.interrupt) == .finished(exitCode: 0))
    }

    @Test func anEmptyDictionaryGetsItsOwnScreen() throws {
        let app = try app(failures: 0, store: try KanjiStore(source: nil, kanji: [], words: []))
        #expect(app.loading.state == .empty)
        #expect(app.flow?.currentState == "empty")
        #expect(app.frame(width: 60, height: 12).text.contains("no kanji"))
    }

    @Test func helpIsHandledNearTheRootAndReturnsToTheSameScreens() throws {
        let app = try app(failures: 0)
        _ = app.handle(.enter)
        let stack = app.navigation?.stack.screens
        _ = app.handle(.character("?"))
        #expect(app.flow?.currentState == "help")
        _ = app.handle(.down)  // keys other than close do nothing in help
        _ = app.handle(.escape)
        #expect(app.flow?.currentState == "browsing")
        #expect(app.navigation?.stack.screens == stack)
        _ = app.handle(.character("?"))
        _ = app.handle(.character("?"))
        #expect(app.flow?.currentState == "browsing")
    }

    @Test func backKeysGoBackWhileBrowsing() throws {
        let app = try app(failures: 0)
        for back: Key in [.left, .character("h"), .backspace, .escape] {
            _ = app.handle(.enter)
            #expect(app.navigation?.stack.depth == 2)
            _ = app.handle(back)
            #expect(app.navigation?.stack.depth == 1, "\(back) did not go back")
        }
    }

    @Test func helpFromTheErrorScreenReturnsToIt() throws {
        let app = try app(failures: 3)
        _ = app.handle(.character("?"))
        #expect(app.flow?.currentState == "help")
        _ = app.handle(.character("?"))
        #expect(app.flow?.currentState == "failure")
    }

    /// Help is left through the chart's history: the app's content is exited when help opens,
    /// so closing help goes back to the content state the user left, with nothing else asked.
    @Test func closingHelpReturnsThroughHistory() throws {
        let recorder = TransitionRecorder()
        let app = try app(failures: 0, observer: recorder)
        _ = app.handle(.character("?"))
        _ = app.handle(.escape)
        #expect(recorder.attempts.suffix(2).map { [$0.event, $0.from, $0.to] } == [
            ["help", "browsing", "help"], ["close", "help", "resume"],
        ])
        #expect(app.flow?.currentState == "browsing")
    }

    /// A load that ends while help is open is told to the machines once help closes: loading
    /// is entered again through history, keeps the same load, and then moves on.
    @Test func aLoadEndingWhileHelpIsOpenShowsOnceHelpCloses() throws {
        let store = try SampleDictionary.store()
        let loads = Mutex(0)
        let app = BrowserApp(configuration: configuration, log: nil, load: { _ in
            loads.withLock { $0 += 1 }
            return store
        })
        _ = app.handle(.character("?"))
        #expect(app.flow?.currentState == "help")
        // The load has ended and its outcome waits: the case this test is about.
        #expect(Polling.until { app.loadOutcomeWaits }, "the load did not end within 60 s")
        #expect(loads.withLock { $0 } == 1)
        #expect(app.idle() == false, "help stays as it is")
        #expect(app.loading.state == .loading)
        #expect(app.flow?.currentState == "help")
        _ = app.handle(.escape)
        #expect(app.flow?.currentState == "loading")
        app.waitUntilLoaded()
        #expect(app.flow?.currentState == "browsing")
        #expect(loads.withLock { $0 } == 1, "the load was not started again")
    }

    @Test func everyMachineReportsToTheSameObserver() throws {
        let recorder = TransitionRecorder()
        let app = try app(failures: 1, observer: recorder)
        _ = app.handle(.character("r"))
        app.waitUntilLoaded()
        let machines = Set(recorder.attempts.map(\.machine))
        #expect(machines == ["loading", "app"])
        let loading = recorder.attempts.filter { $0.machine == "loading" && $0.outcome.isAccepted }.compactMap(\.to)
        #expect(loading == ["error", "loading", "data"])
        _ = app.handle(.character("r"))  // no reload while browsing: not sent
        #expect(recorder.attempts.last?.to == "browsing")
    }

    @Test func theLoadingMachineFollowsTheSeed() {
        #expect(DictionaryLoading.next(.loading, on: .didReceiveData) == .data)
        #expect(DictionaryLoading.next(.loading, on: .didReceiveEmptyData) == .empty)
        #expect(DictionaryLoading.next(.loading, on: .didReceiveError) == .error)
        #expect(DictionaryLoading.next(.error, on: .didTriggerReload) == .loading)
        #expect(DictionaryLoading.next(.empty, on: .didTriggerReload) == .loading)
        #expect(DictionaryLoading.next(.data, on: .didTriggerReload) == nil)
        #expect(DictionaryLoading.next(.loading, on: .didTriggerReload) == nil)
        let machine = DictionaryLoading.makeMachine()
        #expect(machine.send(.didTriggerReload) == false)
        #expect(machine.state == .loading)
    }
}

@Suite struct AppLifecycleTests {
    @Test func startsRunsAndTerminatesWithTheExitStatusAsItsModel() throws {
        let store = try SampleDictionary.store()
        let app = BrowserApp(
            configuration: BrowserConfiguration(dictionaryPath: "d.json", dictionaryKind: "bundled"),
            log: nil, load: { _ in store })
        #expect(app.lifecycle.currentState == .starting)
        _ = app.frame(width: 80, height: 24)
        #expect(app.lifecycle.currentState == .starting, "drawing a frame changes nothing")
        app.didPresentFrame()
        #expect(app.lifecycle.currentState == .running)
        #expect(app.handle(.character("q")) == .finished(exitCode: 0))
        #expect(app.lifecycle.currentState == .terminating)
        #expect(app.exitStatus == 0)
    }

    @Test func onlyForwardMovesAreValid() {
        #expect(AppLifecycle.starting.isValidNextState(.running))
        #expect(AppLifecycle.running.isValidNextState(.terminating))
        #expect(!AppLifecycle.running.isValidNextState(.starting))
        #expect(!AppLifecycle.terminating.isValidNextState(.running))
        #expect(!AppLifecycle.running.isValidNextState(.running))
    }
}

@Suite struct LoadingScreenTests {
    @Test func theLoadingScreenNamesTheFileAndCountsTimeUntilTheLoadEnds() throws {
        let gate = LoadGate()
        let store = try SampleDictionary.store()
        let app = Self.slowApp(gate) { store }
        #expect(app.idle(), "a load under way redraws its elapsed time")
        let frame = app.frame(width: 60, height: 12).text
        #expect(frame.contains("Loading the dictionary…"))
        #expect(frame.contains("slow.json"))
        #expect(app.handle(.enter) == .running)
        #expect(app.navigation == nil)
        gate.open()
        app.waitUntilLoaded()
        #expect(app.flow?.currentState == "browsing")
    }

    /// Holds a load until opened, as the JSON's first load takes seconds.
    final class LoadGate: Sendable {
        private let isOpen = Mutex(false)

        func open() { isOpen.withLock { $0 = true } }

        func wait() {
            // Runs on the load's thread: a gate never opened lets the load end after 60 s, and the
            // test then fails on what it sees.
            _ = Polling.until { isOpen.withLock { $0 } }
        }
    }

    /// An app whose load waits for `gate`.
    static func slowApp(_ gate: LoadGate, store: @escaping @Sendable () throws(DictionaryError) -> KanjiStore) -> BrowserApp {
        BrowserApp(
            configuration: BrowserConfiguration(dictionaryPath: "slow.json", dictionaryKind: "bundled"),
            log: nil,
            load: { _ throws(DictionaryError) in
                gate.wait()
                return try store()
            })
    }

    @Test func keysTypedWhileLoadingReachTheListOnceItShows() throws {
        let gate = LoadGate()
        let store = try SampleDictionary.store()
        let app = Self.slowApp(gate) { store }
        _ = app.idle()
        // "q" and "?" inside the query are text, not quit and help: the first key the loading
        // screen has no use for ("/") holds every key after it.
        #expect(app.frame(width: 60, height: 12).text.contains("q quit"))
        for character in "/q?" { #expect(app.handle(.character(character)) == .running) }
        #expect(app.flow?.currentState(as: AppFlow.State.self) == .loading)
        let frame = app.frame(width: 60, height: 12).text
        #expect(frame.contains("3 keys typed, kept for the next screen"))
        #expect(!frame.contains("? help") && !frame.contains("q quit"), "the footer offers no key that is now text:\n\(frame)")
        gate.open()
        app.waitUntilLoaded()
        guard case .search(let search)? = app.navigation?.stack.top else {
            Issue.record("the typed / did not open the search: \(String(describing: app.navigation?.stack.top))")
            return
        }
        #expect(search.query == "q?")
        #expect(app.exitStatus == nil)
    }

    @Test func aKeyTheLoadingScreenTakesActsAtOnceAndATypedQuitQuitsOnceLoaded() throws {
        let store = try SampleDictionary.store()
        let held = LoadGate()
        let quitAtOnce = Self.slowApp(held) { store }
        #expect(quitAtOnce.handle(.character("q")) == .finished(exitCode: 0))
        held.open()

        let gate = LoadGate()
        let app = Self.slowApp(gate) { store }
        for key in [Key.character("j"), .character("q")] { #expect(app.handle(key) == .running) }
        gate.open()
        app.waitUntilLoaded()
        #expect(app.exitStatus == 0, "the list took j, then q quit it")
    }

    @Test func keysTypedBeforeALoadThatFailsAreDropped() throws {
        let gate = LoadGate()
        let app = Self.slowApp(gate) { () throws(DictionaryError) -> KanjiStore in
            throw DictionaryError(file: "slow.json", message: "unreadable")
        }
        for character in "/abc" { _ = app.handle(.character(character)) }
        gate.open()
        app.waitUntilLoaded()
        #expect(app.flow?.currentState(as: AppFlow.State.self) == .failure)
        #expect(app.navigation == nil)
        #expect(!app.frame(width: 60, height: 12).text.contains("typed"))
        #expect(app.exitStatus == nil)
    }

    @Test func aQuickLoadIsInTheFirstFrameRatherThanALoadingScreen() throws {
        let store = try SampleDictionary.store()
        let app = BrowserApp(
            configuration: BrowserConfiguration(dictionaryPath: "quick.json", dictionaryKind: "bundled"),
            log: nil, load: { _ in store })
        // The terminal's one idle call before the first frame: the load on its thread may not
        // have finished yet, and is waited for.
        #expect(app.idle())
        #expect(app.flow?.currentState == "browsing")
        #expect(!app.frame(width: 60, height: 12).text.contains("Loading the dictionary…"))
        app.didPresentFrame()
        #expect(app.lifecycle.currentState == .running)
    }
}
