import StateMachineKit
import Testing

/// Three levels: a radio is off or on; on, it plays a song (intro, then verses); a verse is
/// the first or the second. Each level has its own transition function and knows only its own
/// states.
enum Radio: Equatable {
    case off
    case on(Song)

    enum Song: Equatable {
        case intro
        case verse(Verse)
    }

    enum Verse: Equatable {
        case first, second
    }

    enum Event: CaseIterable {
        case power, skip, turn
    }

    static let all: [Radio] = [.off, .on(.intro), .on(.verse(.first)), .on(.verse(.second))]

    static func machine() -> EventMachine<Radio, Event> {
        let verses = ChildMachine<Song, Event>(
            state: { if case .verse(let verse) = $0 { verse } else { nil } },
            embed: Song.verse,
            transition: { verse, event in event == .turn ? (verse == .first ? .second : .first) : nil })
        let songs = ChildMachine<Radio, Event>(
            state: { if case .on(let song) = $0 { song } else { nil } },
            embed: Radio.on,
            child: verses,
            transition: { song, event in song == .intro && event == .skip ? .verse(.first) : nil })
        return EventMachine(name: "radio", initial: .off, states: all, events: Event.allCases, child: songs) { state, event in
            switch (state, event) {
            case (.off, .power): .on(.intro)
            case (.on, .power): .off
            default: nil
            }
        }
    }
}

@Suite("Event machine children nested three deep")
struct NestedChildMachineTests {
    @Test func eachLevelHandlesWhatTheLevelAboveDoesNot() {
        let machine = Radio.machine()
        #expect(!machine.send(.turn), "off has no song and no verse")
        #expect(machine.send(.power))
        #expect(!machine.send(.turn), "the intro is not a verse")
        #expect(machine.send(.skip))
        #expect(machine.state == .on(.verse(.first)))
        #expect(machine.send(.turn))
        #expect(machine.state == .on(.verse(.second)))
        #expect(machine.send(.turn))
        #expect(machine.state == .on(.verse(.first)))
        #expect(machine.send(.power), "the outermost level still decides first")
        #expect(machine.state == .off)
    }

    @Test func aMoveThreeLevelsDownIsReportedAsTheOutermostMachines() {
        let machine = Radio.machine()
        machine.send(.power)
        machine.send(.skip)
        let recorder = TransitionRecorder()
        machine.addObserver(recorder)
        machine.send(.turn)
        #expect(recorder.attempts == [TransitionAttempt(machine: "radio", event: "turn", from: "on(verse(first))",
                                                        to: "on(verse(second))", outcome: .accepted)])
    }

    @Test func picturesNestEachLevelInItsParentsCluster() {
        let machine = Radio.machine()
        #expect(machine.graph(.dot) == """
            digraph "radio" {
                compound=true;
                "__start" [shape=point, label=""];
                "__start" -> "off";
                "off";
                subgraph "cluster_on(…)" {
                    label="on(…)";
                    "on(…)" [shape=point, label=""];
                    "on(intro)";
                    subgraph "cluster_on(verse(…))" {
                        label="on(verse(…))";
                        "on(verse(…))" [shape=point, label=""];
                        "on(verse(first))";
                        "on(verse(second))";
                    }
                }
                "off" -> "on(intro)" [label="power"];
                "on(intro)" -> "off" [label="power"];
                "on(intro)" -> "on(verse(first))" [label="skip"];
                "on(verse(first))" -> "off" [label="power"];
                "on(verse(first))" -> "on(verse(second))" [label="turn"];
                "on(verse(second))" -> "off" [label="power"];
                "on(verse(second))" -> "on(verse(first))" [label="turn"];
            }

            """)
        let mermaid = machine.graph(.mermaid)
        #expect(mermaid.contains("""
                state "on(…)" as on___
                state on___ {
                    state "on(intro)" as on_intro_
                    state "on(verse(…))" as on_verse____
                    state on_verse____ {
                        state "on(verse(first))" as on_verse_first__
            """))
    }
}
