import Foundation
import KanjiDictionary
import LearnerData
import StateMachineKit

/// A session reproduced from its transition log, without a terminal: every navigation line is
/// done again (start, open the kanji or word it names, back, all, search, history, bookmarks, components) on
/// a fresh navigation over `store`, and the move the replay makes must be the move the log
/// records: the same event and states, accepted or refused alike, the same subject and depth.
/// The first line that differs ends the replay and says how (a log from another dictionary, a
/// tampered line). Lines of the other machines are passed over; lines that are not kanji-list's
/// are counted.
///
/// A replay makes only what its output needs, once: every session of the log shares one All list,
/// the search index is built only when screens are printed (the moves do not depend on what a
/// query finds), and the history is kept up to date line by line and read only when screens are
/// printed, so the cost grows with the log's length, not with its square.
public final class SessionReplay {
    /// One navigation line checked: its line number, the move, and the screen after it when asked.
    public struct Step: Sendable {
        public var line: Int
        public var move: ReplayedMove
        public var screen: String?
    }

    public struct Summary: Equatable, Sendable {
        public var steps: Int
        /// Lines of the other machines (loading, app, lifecycle), which replay does not drive.
        public var otherLines: Int
        public var skipped: [TransitionLogReader.SkippedLine]
    }

    /// The first line where the replay went another way than the log.
    public struct Difference: Error, Equatable, CustomStringConvertible {
        public var line: Int
        public var logged: ReplayedMove
        /// What the replay did instead, or why it could not do it.
        public var replayed: String

        public var description: String {
            "line \(line) differs: the log says \(logged.description); the replay: \(replayed)"
        }
    }

    private let store: KanjiStore
    private let dictionaryPath: String
    private let log: TransitionLogReader
    private let screenSize: (width: Int, height: Int)?
    private let recorder = MoveRecorder()
    /// What every session of the log shares.
    let resources: NavigationResources
    private(set) var navigation: NavigationCoordinator?
    /// Where in the log the replay is.
    private var position = 0
    /// The history as of the line being replayed, for the history screen as the session saw it.
    private var history = History.Reading()

    /// The smallest screen the app draws (smaller shows only "too small").
    public static let smallestScreen = (width: Layout.minimumWidth, height: Layout.minimumHeight)

    /// `screenSize` asks for each screen as text after each step.
    public init(store: KanjiStore, dictionaryPath: String, log: TransitionLogReader, screenSize: (width: Int, height: Int)? = nil) {
        self.store = store
        self.dictionaryPath = dictionaryPath
        self.log = log
        self.screenSize = screenSize
        // A log holds no strokes, so a replayed writing pad never recognises anything.
        resources = NavigationResources(store: store, buildsSearchIndex: screenSize != nil, buildsRecognizer: false)
    }

    /// Replays the whole log, handing each checked step to `each` as it goes.
    public func run(each: (Step) -> Void = { _ in }) throws(Difference) -> Summary {
        var summary = Summary(steps: 0, otherLines: 0, skipped: log.skipped)
        let lines = log.lines
        while position < lines.count {
            let numbered = lines[position]
            defer { history.add(numbered) }
            guard numbered.line.machine == MachineCatalog.navigation else {
                summary.otherLines += 1
                position += 1
                continue
            }
            let logged = ReplayedMove(numbered.line)
            if recorder.moves.isEmpty { try act(on: numbered, logged: logged) }
            guard !recorder.moves.isEmpty else {
                throw Difference(line: numbered.number, logged: logged, replayed: "no move was made")
            }
            let replayed = recorder.moves.removeFirst()
            guard replayed == logged else {
                throw Difference(line: numbered.number, logged: logged, replayed: replayed.description)
            }
            summary.steps += 1
            position += 1
            each(Step(line: numbered.number, move: replayed, screen: screen()))
        }
        return summary
    }

    /// Does what the line records. A query is typed into the search, then the line after it is
    /// done too: the app logs the query the user settled on only as the search is left.
    private func act(on numbered: TransitionLogReader.NumberedLine, logged: ReplayedMove) throws(Difference) {
        let line = numbered.line
        guard let event = line.event.flatMap(NavigationEvent.init(rawValue:)) else {
            throw Difference(line: numbered.number, logged: logged,
                             replayed: "the event \(line.event.map { ControlCharacters.escaped($0) } ?? "null") is not one the navigation has")
        }
        if event == .start {
            navigation = startSession(at: numbered.number, order: line.subject.flatMap(KanjiListOrder.init(rawValue:)))
            return
        }
        guard let navigation else {
            throw Difference(line: numbered.number, logged: logged, replayed: "no session has started yet (no start line before it)")
        }
        switch event {
        case .start: break
        case .open where line.to == NavigationState.read.rawValue: navigation.open(.sentence(line.subject ?? ""))
        case .open where line.to == NavigationState.conjugation.rawValue: navigation.open(.conjugation(line.subject ?? ""))
        case .open: navigation.open(try destination(of: numbered, logged: logged))
        case .back: navigation.back()
        case .all: navigation.showAll()
        case .order:
            guard let order = line.subject.flatMap(KanjiListOrder.init(rawValue:)) ?? (line.subject == nil ? .frequency : nil) else {
                throw Difference(line: numbered.number, logged: logged, replayed: "the order \(ControlCharacters.escaped(line.subject ?? "")) is not one the All list has")
            }
            navigation.reorder(to: order)
        case .show(.read): navigation.read("", source: line.subject)
        case .show(let state): navigation.show(state)
        case .query:
            type(line.subject ?? "", into: navigation)
            let next = log.lines.dropFirst(position + 1).first { $0.line.machine == MachineCatalog.navigation }
            if let next {
                try act(on: next, logged: ReplayedMove(next.line))
            } else {
                navigation.settleQuery()
            }
        }
    }

    /// A new session over the shared resources. Its history screen shows the log as far as the
    /// replay has gone, and only when screens are printed: no move depends on it.
    private func startSession(at lineNumber: Int, order: KanjiListOrder?) -> NavigationCoordinator {
        let readHistory: (() throws -> History)? = screenSize == nil ? nil : { [unowned self] in
            history.history(skippedLines: log.skipped.count { $0.number < lineNumber })
        }
        let coordinator = NavigationCoordinator(resources: resources, observers: [recorder], readHistory: readHistory,
                                                order: order ?? .frequency)
        coordinator.start()
        return coordinator
    }

    /// The kanji or word an open line names, looked up in this replay's dictionary.
    private func destination(of numbered: TransitionLogReader.NumberedLine, logged: ReplayedMove) throws(Difference) -> ScreenResponse.Destination {
        guard let kind = LoggedNavigation.subjectKind(ofState: numbered.line.to) else {
            throw Difference(line: numbered.number, logged: logged,
                             replayed: "opening \(numbered.line.to.map { ControlCharacters.escaped($0) } ?? "null") is not a move the navigation has")
        }
        let subject = StudySubject(text: numbered.line.subject ?? "", kind: kind)
        // A card says the dictionary has it; for a kanji it also takes exactly one character.
        let card = StudyCard(subject, in: store)
        guard card != nil, let destination = StudyList.destination(of: subject, card: card, in: store) else {
            throw Difference(line: numbered.number, logged: logged,
                             replayed: "\(ControlCharacters.escaped(subject.text)) is not in \(dictionaryPath); was the log made with another dictionary?")
        }
        return destination
    }

    /// Types `query` into the search on top (over what it held); when screens are printed, waits
    /// (at most ten seconds) for the search index so that the screen shows what the user saw.
    private func type(_ query: String, into navigation: NavigationCoordinator) {
        let layout = Layout(width: screenSize?.width ?? 80, height: screenSize?.height ?? 24)
        let keys = [Keymap.textField.key(for: .clearLine)].compactMap { $0 } + query.map { Key.character($0) }
        for key in keys { _ = navigation.handle(key, layout: layout) }
        guard screenSize != nil else { return }
        for _ in 0..<1000 {
            guard case .search(let search) = navigation.stack.top, search.outcome == .indexing else { return }
            if !navigation.refreshTop() { usleep(10_000) }
        }
    }

    /// The whole frame as the user saw it, trailing blanks trimmed.
    private func screen() -> String? {
        guard let screenSize, let navigation else { return nil }
        let frame = AppFrameRenderer.frame(.browsing(navigation.stack, marks: []), width: screenSize.width,
                                           height: screenSize.height, dictionaryPath: dictionaryPath, notice: navigation.notice)
        return frame.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }
}

/// Hears the navigation's attempts during a replay, in order.
private final class MoveRecorder: NavigationObserver {
    var moves: [ReplayedMove] = []

    func navigationDidAttempt(_ attempt: TransitionAttempt, subject: String?, depth: Int) {
        moves.append(ReplayedMove(event: attempt.event, from: attempt.from, to: attempt.to, accepted: attempt.outcome.isAccepted,
                                  subject: subject, depth: depth))
    }
}
