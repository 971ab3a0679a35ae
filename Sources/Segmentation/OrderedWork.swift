import Dispatch
import Foundation
import Synchronization

/// Inputs shared out among a few threads, each with a worker of its own (a ``Segmenter`` is not
/// safe from two threads: MeCab's tagger and its caches), and their outputs handed back on the
/// calling thread in the inputs' order: `parse` cuts a long text's lines on every core and prints
/// them as one thread would. Inputs are read ahead of the output only while their sizes add up to
/// less than ``readAhead``, so a text of any size is never all in memory (nor its output: parse's
/// JSON is 170 times its text).
public enum OrderedWork {
    /// A worker, used by one thread at a time: the thread working on an input holds its lock.
    public final class Worker<State>: Sendable {
        private let state: Mutex<State>

        public init(_ state: sending State) {
            self.state = Mutex(state)
        }

        public func withState<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
            state.withLock { body(&$0) }
        }
    }

    /// The machine's cores: at most as many threads as these gain anything.
    public static var cores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// How much input (by the caller's measure: parse's bytes of text) may wait for the output.
    public static let readAhead = 1 << 16

    /// Runs `work` on each input `next` reads (nil at the end) on a thread for each of `workers`,
    /// and hands each output to `take`, in the inputs' order, on the calling thread; `size` is an
    /// input's share of ``readAhead`` (one input is always read). A failure of
    /// `next` ends the reading: the outputs of the inputs before it are taken, then it is thrown. A
    /// failure of `take` is thrown once the threads have stopped.
    public static func run<State, Input: Sendable, Output: Sendable>(
        workers: [Worker<State>], work: @escaping @Sendable (inout State, Input) -> Output,
        next: () throws -> Input?, size: (Input) -> Int, take: (Output) throws -> Void
    ) throws {
        precondition(!workers.isEmpty, "no worker to run the inputs")
        let queue = Queue<Input, Output>()
        for worker in workers {
            let thread = Thread {
                while let (index, input) = queue.nextInput() {
                    queue.finish(index, worker.withState { work(&$0, input) })
                }
                queue.exited.leave()
            }
            queue.exited.enter()
            // The main thread's stack, as the Read screen's segmenting thread has.
            thread.stackSize = 8 << 20
            thread.start()
        }
        defer { queue.close(threads: workers.count) }
        var reading = Reading()
        while true {
            while reading.wantsInput {
                do {
                    if let input = try next() { queue.add(reading.started(size: size(input)), input) } else { reading.ended(failure: nil) }
                } catch {
                    reading.ended(failure: error)
                }
            }
            guard reading.inFlight > 0 else { break }
            queue.outputs.wait()
            while let output = queue.takeOutput(reading.nextToTake) {
                reading.took()
                try take(output)
            }
        }
        if let failure = reading.failure { throw failure }
    }

    /// The calling thread's count of inputs read and outputs taken.
    private struct Reading {
        var nextIndex = 0
        var nextToTake = 0
        /// The sizes of the inputs read and not yet taken, and their sum.
        var sizes: [Int: Int] = [:]
        var waiting = 0
        var atEnd = false
        var failure: (any Error)?

        var inFlight: Int { nextIndex - nextToTake }
        var wantsInput: Bool { !atEnd && (inFlight == 0 || waiting < readAhead) }

        /// The index of an input of `size` read.
        mutating func started(size: Int) -> Int {
            waiting += size
            sizes[nextIndex] = size
            defer { nextIndex += 1 }
            return nextIndex
        }

        mutating func took() {
            waiting -= sizes.removeValue(forKey: nextToTake) ?? 0
            nextToTake += 1
        }

        mutating func ended(failure: (any Error)?) {
            atEnd = true
            self.failure = failure
        }
    }

    /// What the threads and the calling thread share: the inputs waiting, the outputs done, and a
    /// signal for each.
    private final class Queue<Input: Sendable, Output: Sendable>: Sendable {
        private struct State {
            var inputs: [(Int, Input)] = []
            var firstInput = 0
            var outputs: [Int: Output] = [:]
            var closed = false
        }

        private let state = Mutex(State())
        /// Signalled once for each input added, and once for each thread when closed.
        private let inputs = DispatchSemaphore(value: 0)
        /// Signalled once for each output done.
        let outputs = DispatchSemaphore(value: 0)
        /// Left by each thread as it ends.
        let exited = DispatchGroup()

        func add(_ index: Int, _ input: Input) {
            state.withLock { $0.inputs.append((index, input)) }
            inputs.signal()
        }

        /// The next input waiting, waiting for one; nil once closed.
        func nextInput() -> (Int, Input)? {
            inputs.wait()
            return state.withLock { state in
                guard !state.closed, state.firstInput < state.inputs.count else { return nil }
                defer {
                    state.firstInput += 1
                    if state.firstInput == state.inputs.count {
                        state.inputs.removeAll(keepingCapacity: true)
                        state.firstInput = 0
                    }
                }
                return state.inputs[state.firstInput]
            }
        }

        func finish(_ index: Int, _ output: Output) {
            state.withLock { $0.outputs[index] = output }
            outputs.signal()
        }

        func takeOutput(_ index: Int) -> Output? {
            state.withLock { $0.outputs.removeValue(forKey: index) }
        }

        /// Stops the threads (an input still waiting is left) and waits for them to end.
        func close(threads: Int) {
            state.withLock { $0.closed = true }
            for _ in 0..<threads { inputs.signal() }
            exited.wait()
        }
    }
}
