import Foundation
import Segmentation
import Synchronization

/// A long text cut into words on a thread of its own, a piece at a time (``Segmenter/pieces(of:)``,
/// in order), so that the Read screen shows its first page at once and takes every key while the
/// rest is read. The screen takes in the pieces done when it is idle (``takeFinished()``) and cuts
/// a piece itself the moment it needs one (the end for G, the text the cursor moves onto), which the
/// thread then skips. The thread stops when the last screen holding the text has gone.
final class ReadingText: Sendable {
    let scalars: [Unicode.Scalar]
    let pieces: [Range<Int>]
    private let shared: Shared

    /// What the screen and the thread share.
    private final class Shared: Sendable {
        struct State {
            /// Pieces cut or being cut, by the thread or by the screen.
            var claimed: [Bool]
            /// Pieces the thread has cut, not yet taken in by the screen.
            var finished: [(piece: Int, segments: [Segment])] = []
            var cancelled = false
        }

        let state: Mutex<State>

        init(claimed: [Bool]) {
            state = Mutex(State(claimed: claimed))
        }

        /// Claims `piece` for whoever asks; false when it was claimed already or the text is given up.
        func claim(_ piece: Int) -> Bool {
            state.withLock { state in
                guard !state.cancelled, !state.claimed[piece] else { return false }
                state.claimed[piece] = true
                return true
            }
        }
    }

    /// The text's pieces, those in `done` claimed by the screen (which cuts them first).
    init(scalars: [Unicode.Scalar], pieces: [Range<Int>], done: Range<Int>, build: ReadingBuild) {
        self.scalars = scalars
        self.pieces = pieces
        var claimed = [Bool](repeating: false, count: pieces.count)
        for piece in done { claimed[piece] = true }
        shared = Shared(claimed: claimed)
    }

    /// Starts the thread that cuts the pieces no one has claimed, in order.
    func start(build: ReadingBuild) {
        let thread = Thread { [shared, scalars, pieces] in
            for piece in pieces.indices where shared.claim(piece) {
                guard let segments = build.withSegmenter({ $0.segments(of: scalars, piece: pieces[piece]) }) else { return }
                shared.state.withLock { $0.finished.append((piece, segments)) }
            }
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    deinit {
        shared.state.withLock { $0.cancelled = true }
    }

    /// The pieces the thread has cut since last asked.
    func takeFinished() -> [(piece: Int, segments: [Segment])] {
        shared.state.withLock { state in
            defer { state.finished.removeAll() }
            return state.finished
        }
    }

    /// Piece `piece`'s segments, cut now (waiting at most for the piece the thread is cutting,
    /// which holds the segmenter); the thread then leaves it.
    func cut(_ piece: Int, build: ReadingBuild) -> [Segment]? {
        _ = shared.claim(piece)
        return build.withSegmenter { $0.segments(of: scalars, piece: pieces[piece]) }
    }
}
