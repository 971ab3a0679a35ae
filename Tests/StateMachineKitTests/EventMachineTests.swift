import StateMachineKit
import Testing

/// The seed's child machine: whether loaded content has data.
enum DataPresence: CaseIterable, Equatable {
    case empty, data, refresh

    static func transition(_ state: DataPresence, _ event: RemoteContent.Event) -> DataPresence? {
        switch (state, event) {
        case (.data, .didTriggerRefresh), (.empty, .didTriggerRefresh), (.refresh, .didTriggerRefresh): .refresh
        case (.refresh, .didReceiveData): .data
        case (.refresh, .didReceiveEmptyData): .empty
        default: nil
        }
    }
}

/// The seed's remote content, with the loaded state carrying the child's state.
enum RemoteContent: Equatable {
    case loading
    case loaded(DataPresence)
    case error

    enum Event: CaseIterable {
        case didReceiveError, didTriggerReload, didReceiveEmptyData, didReceiveData, didTriggerRefresh
    }

    static let all: [RemoteContent] = [.loading, .error] + DataPresence.allCases.map(RemoteContent.loaded)

    static func transition(_ state: RemoteContent, _ event: Event) -> RemoteContent? {
        switch (state, event) {
        case (.loading, .didReceiveError): .error
        case (.loading, .didReceiveData): .loaded(.data)
        case (.loading, .didReceiveEmptyData): .loaded(.empty)
        case (.error, .didTriggerReload): .loading
        default: nil
        }
    }

    static var presence: ChildMachine<RemoteContent, Event> {
        ChildMachine(
            state: { if case .loaded(let presence) = $0 { presence } else { nil } },
            embed: RemoteContent.loaded,
            transition: DataPresence.transition
        )
    }

    static func machine(name: String = "content") -> EventMachine<RemoteContent, Event> {
        EventMachine(name: name, initial: .loading, states: all, events: Event.allCases, child: presence,
                     transition: transition)
    }
}

enum Light: CaseIterable {
    case red, green, amber
    enum Event: CaseIterable { case next }
}

@Suite("Event machine")
struct EventMachineTests {
    @Test func eventsMoveThroughTheTransitionFunction() {
        let machine = RemoteContent.machine()
        #expect(machine.send(.didReceiveError))
        #expect(machine.state == .error)
        #expect(machine.send(.didTriggerReload))
        #expect(machine.state == .loading)
    }

    @Test func eventWithoutTransitionIsReportedAndChangesNothing() {
        let machine = RemoteContent.machine()
        let recorder = TransitionRecorder()
        machine.addObserver(recorder)
        #expect(!machine.send(.didTriggerReload))
        #expect(machine.state == .loading)
        #expect(recorder.attempts == [
            TransitionAttempt(machine: "content", event: "didTriggerReload", from: "loading", to: nil,
                              outcome: .refused("no transition for event didTriggerReload in state loading")),
        ])
    }

    @Test func startAnnouncesTheInitialStateToDelegateAndObservers() {
        let machine = RemoteContent.machine()
        let recorder = TransitionRecorder()
        machine.addObserver(recorder)
        var announced: [RemoteContent] = []
        machine.onChange = { announced.append($0) }
        machine.start()
        machine.send(.didReceiveData)
        #expect(announced == [.loading, .loaded(.data)])
        #expect(recorder.attempts.map(\.to) == ["loading", "loaded(data)"])
        #expect(recorder.attempts.first?.from == nil)
        #expect(recorder.attempts.first?.event == "start")
    }

    @Test func unhandledEventsGoToTheChildAndAreReportedAsTheParents() {
        let machine = RemoteContent.machine()
        let recorder = TransitionRecorder()
        machine.addObserver(recorder)
        machine.send(.didReceiveData)
        #expect(machine.send(.didTriggerRefresh))
        #expect(machine.state == .loaded(.refresh))
        #expect(machine.send(.didReceiveEmptyData))
        #expect(machine.state == .loaded(.empty))
        #expect(!machine.send(.didReceiveError), "neither the parent nor the child handles it in loaded")
        #expect(recorder.attempts.map(\.from) == ["loading", "loaded(data)", "loaded(refresh)", "loaded(empty)"])
        #expect(recorder.attempts[1] == TransitionAttempt(machine: "content", event: "didTriggerRefresh",
                                                          from: "loaded(data)", to: "loaded(refresh)", outcome: .accepted))
    }

    @Test func childWithItsOwnEventType() {
        let child = ChildMachine<RemoteContent, String>(
            state: { if case .loaded(let presence) = $0 { presence } else { nil } },
            embed: RemoteContent.loaded,
            events: { $0 == "refresh" ? RemoteContent.Event.didTriggerRefresh : nil },
            transition: DataPresence.transition
        )
        let machine = EventMachine<RemoteContent, String>(initial: .loaded(.data), child: child) { _, _ in nil }
        #expect(!machine.send("reload"))
        #expect(machine.send("refresh"))
        #expect(machine.state == .loaded(.refresh))
    }

    @Test func caseIterableMachinesDrawEveryEventFromEveryState() {
        let machine = EventMachine<Light, Light.Event>(name: "light", initial: .red) { state, _ in
            switch state {
            case .red: .green
            case .green: .amber
            case .amber: .red
            }
        }
        #expect(machine.graph(.dot) == """
            digraph "light" {
                compound=true;
                "__start" [shape=point, label=""];
                "__start" -> "red";
                "red";
                "green";
                "amber";
                "red" -> "green" [label="next"];
                "green" -> "amber" [label="next"];
                "amber" -> "red" [label="next"];
            }

            """)
    }

    @Test func graphIncludesTheChildsTransitions() {
        let mermaid = RemoteContent.machine().graph(.mermaid)
        #expect(mermaid.contains("    state \"loaded(…)\" as loaded___\n    state loaded___ {\n"))
        #expect(mermaid.contains("        state \"loaded(refresh)\" as loaded_refresh_\n"))
        #expect(mermaid.contains("    loaded_data_ --> loaded_refresh_ : didTriggerRefresh\n"))
        #expect(mermaid.contains("    loading --> error : didReceiveError\n"))
    }
}
