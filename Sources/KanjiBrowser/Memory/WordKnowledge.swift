import KanjiDictionary
import LearnerData
import Segmentation
import Synchronization

/// What the learner knows, for the browser: each word's state (``LearnerStates``) from the review
/// log and the known-words file, looked up by a dictionary word's index in a table filled as
/// words are met, so the Read screen asks an array, not the files, for every word it draws. The
/// files are read again when they change (at most once a second, from the idle loop), and K
/// writes the marks file at once. Shared by the screens that hold it, behind one lock.
final class WordKnowledge: Sendable {
    private struct Files {
        var marks: KnownMarksStore?
        var reviewLog: ReviewLog?
        var states = LearnerStates()
        /// A word index's state plus one; 0 where not looked up yet since the last change.
        var table: [UInt8]
        var lastCheck = ContinuousClock.now
        /// What could not be read, said once.
        var problem: String?
    }

    private let store: KanjiStore
    private let files: Mutex<Files>

    /// `marksPath` nil keeps no marks (K says so); `reviewLogPath` nil counts no reviews.
    init(store: KanjiStore, marksPath: String?, reviewLogPath: String?) {
        self.store = store
        var problem: String?
        var log: ReviewLog?
        if let reviewLogPath {
            do {
                log = try ReviewLog(path: reviewLogPath)
            } catch {
                problem = "\(error)"
            }
        }
        files = Mutex(Files(marks: marksPath.map(KnownMarksStore.init(path:)), reviewLog: log,
                            table: [UInt8](repeating: 0, count: store.wordCount), problem: problem))
        files.withLock { _ = Self.reread(&$0) }
    }

    /// No files: every word new but particles and names (a replay, tests that want none).
    static func none(store: KanjiStore) -> WordKnowledge {
        WordKnowledge(store: store, marksPath: nil, reviewLogPath: nil)
    }

    /// The states as the files last said.
    var states: LearnerStates { files.withLock { $0.states } }

    /// The state of dictionary word `index`.
    func state(ofWord index: Int) -> WordState {
        files.withLock { lookUp(index, in: &$0) }
    }

    /// The state of any kanji or word, looked up by its text: for the pages, one at a time.
    func state(of subject: StudySubject) -> WordState {
        let ignoredByNature = isIgnoredByNature(subject)
        return files.withLock { $0.states.state(of: subject, ignoredByNature: ignoredByNature) }
    }

    /// A particle's or a name's word: ignored unless the learner says otherwise.
    private func isIgnoredByNature(_ subject: StudySubject) -> Bool {
        subject.kind == .word && store.entries(written: subject.text).first.map(WordState.isIgnoredByNature) == true
    }

    /// Whether there is a marks file or a review log to tell states from (a replay has neither).
    var tracksTheLearner: Bool {
        files.withLock { $0.marks != nil || $0.reviewLog != nil }
    }

    /// A segment's state; nil for one that is no dictionary word.
    func state(of segment: Segment) -> WordState? {
        segment.word.map(state(ofWord:))
    }

    /// The share of the words among `segments` the learner knows; nil where none count.
    func knownShare(of segments: some Sequence<Segment>) -> Double? {
        files.withLock { files in
            var known = 0, counted = 0
            for segment in segments {
                guard let index = segment.word else { continue }
                let state = lookUp(index, in: &files)
                guard state != .ignored else { continue }
                counted += 1
                if state == .known { known += 1 }
            }
            return counted == 0 ? nil : Double(known) / Double(counted)
        }
    }

    /// Whether the learner knows or ignores any word at all (else there is nothing to order by).
    var knowsAnything: Bool {
        files.withLock { !$0.states.knownByReviews.isEmpty || $0.states.marks.values.contains { $0 != .unknown } }
    }

    /// `sentences` of `word`, those the learner can read first: ordered by how many of their other
    /// words are not known yet (new, learning, or Japanese the dictionary does not have), none
    /// first; otherwise as given.
    /// `segments` cuts a sentence into words, nil while it cannot yet (the order is then kept).
    func readableFirst(_ sentences: [ExampleSentence], of word: WordEntry, segments: (String) -> [Segment]?) -> [ExampleSentence] {
        guard sentences.count > 1, knowsAnything else { return sentences }
        var unknown: [Int] = []
        for sentence in sentences {
            guard let cut = segments(sentence.japanese) else { return sentences }
            unknown.append(files.withLock { files in
                cut.count { segment in
                    // Japanese the dictionary has no word for is no easier to read.
                    guard let index = segment.word else { return segment.kind == .word }
                    guard store.word(at: index).word != word.word else { return false }
                    let state = lookUp(index, in: &files)
                    return state == .new || state == .learning
                }
            })
        }
        return sentences.indices.sorted { (unknown[$0], $0) < (unknown[$1], $1) }.map { sentences[$0] }
    }

    private func lookUp(_ index: Int, in files: inout Files) -> WordState {
        guard files.table.indices.contains(index) else { return .new }
        if files.table[index] > 0 { return WordState.allCases[Int(files.table[index]) - 1] }
        let entry = store.word(at: index)
        let state = files.states.state(of: .word(entry.word), ignoredByNature: WordState.isIgnoredByNature(entry))
        files.table[index] = UInt8((WordState.allCases.firstIndex(of: state) ?? 0) + 1)
        return state
    }

    /// K: marks `subject` known, or not known any more; what to tell the user.
    func toggle(_ subject: StudySubject) -> String {
        let ignoredByNature = isIgnoredByNature(subject)
        return files.withLock { files in
            guard let marks = files.marks else { return "No known-words file" }
            let mark = files.states.toggledMark(of: subject, ignoredByNature: ignoredByNature)
            do {
                try marks.set(mark, for: [subject])
            } catch {
                return "\(error)"
            }
            Self.update(&files, to: LearnerStates(schedule: files.reviewLog?.schedule, marks: marks.marks))
            let known = files.states.state(of: subject, ignoredByNature: ignoredByNature) == .known
            return known ? "\(subject.text) known" : "\(subject.text) not known"
        }
    }

    /// Reads the files again if they changed (a stat each), at most once a second; true when the
    /// states changed.
    func refreshIfStale() -> Bool {
        files.withLock { files in
            guard ContinuousClock.now - files.lastCheck >= .seconds(1) else { return false }
            return Self.reread(&files)
        }
    }

    /// The problem not yet shown, then forgotten.
    func takeProblem() -> String? {
        files.withLock { files in
            defer { files.problem = nil }
            return files.problem
        }
    }

    private static func reread(_ files: inout Files) -> Bool {
        files.lastCheck = .now
        do {
            try files.marks?.reloadIfChanged()
            try files.reviewLog?.reloadIfChanged()
        } catch {
            files.problem = "\(error)"
        }
        return update(&files, to: LearnerStates(schedule: files.reviewLog?.schedule, marks: files.marks?.marks ?? [:]))
    }

    /// Takes new states in, forgetting the table; true when they differ.
    @discardableResult
    private static func update(_ files: inout Files, to next: LearnerStates) -> Bool {
        guard next != files.states else { return false }
        files.states = next
        files.table = [UInt8](repeating: 0, count: files.table.count)
        return true
    }
}
