// Transitions per second for each kind of StateMachineKit machine, and the heap bytes each
// transition leaves behind. Run in release mode: `swift run -c release statemachine-benchmark`.
import Glibc
import StateMachineKit

let transitionsPerRun = 2_000_000
let runs = 7

/// One kind of machine under test: `step` performs exactly `count` transitions.
struct Workload {
    let kind: String
    let step: (Int) -> Void
}

/// The calling thread's CPU time in seconds: on a machine shared with other work, the time
/// this thread ran, not the time it waited for a core.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Heap bytes in use, from glibc's `mallinfo2()`. Swift's Glibc module does not import
/// `<malloc.h>`, so the function is looked up by name. It returns its ten `size_t` fields through
/// a hidden result pointer, which on x86_64 arrives as the first argument: called as a C function
/// taking that pointer, it fills the buffer. A transition that allocates and keeps memory shows
/// here; one that allocates and frees within the run does not: count those by running
/// `valgrind statemachine-benchmark --once N` for two values of N and comparing the
/// "total heap usage" allocation counts.
func heapBytesInUse() -> Int? {
    #if arch(x86_64)
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallinfo2") else { return nil }
    let mallinfo2 = unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<Int>) -> Void).self)
    var fields = [Int](repeating: 0, count: 10)
    fields.withUnsafeMutableBufferPointer { mallinfo2($0.baseAddress!) }
    let mmappedBytes = fields[4]
    let allocatedBytes = fields[7]
    return mmappedBytes + allocatedBytes
    #else
    return nil
    #endif
}

func measure(_ workload: Workload) {
    workload.step(transitionsPerRun)
    var rates: [Double] = []
    for _ in 0..<runs {
        let start = threadCPUSeconds()
        workload.step(transitionsPerRun)
        rates.append(Double(transitionsPerRun) / (threadCPUSeconds() - start) / 1e6)
    }
    rates.sort()
    let before = heapBytesInUse()
    workload.step(transitionsPerRun)
    let after = heapBytesInUse()
    let retained = before.flatMap { before in after.map { Double($0 - before) / Double(transitionsPerRun) } }
    let best = rates.last ?? 0
    let median = rates[rates.count / 2]
    print(workload.kind.padding(34) + format(best).padding(10) + format(median).padding(10) + (retained.map(format) ?? "n/a"))
}

func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let fraction = magnitude % 100
    return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}

// MARK: GameplayKit-style

final class PingState: State {
    override func isValidNextState(_ stateClass: State.Type) -> Bool { stateClass == PongState.self }
}

final class PongState: State {
    override func isValidNextState(_ stateClass: State.Type) -> Bool { stateClass == PingState.self }
}

func classMachine() -> Workload {
    let machine = StateMachine(states: [PingState(), PongState()], name: "class")
    return Workload(kind: "GameplayKit-style class") { count in
        for index in 0..<count {
            machine.enter(index & 1 == 0 ? PingState.self : PongState.self)
        }
    }
}

// MARK: Enum states

enum Toggle: EnumState {
    case on, off
    func isValidNextState(_ next: Toggle) -> Bool { next != self }
}

func enumMachine() -> Workload {
    let machine = EnumStateMachine<Toggle>(name: "enum", states: [.on, .off])
    return Workload(kind: "enum states") { count in
        for index in 0..<count {
            machine.enter(index & 1 == 0 ? .on : .off)
        }
    }
}

// MARK: Event machines

enum Light: CaseIterable {
    case red, green, amber
    enum Event: CaseIterable { case next }
}

func eventMachine() -> Workload {
    let machine = EventMachine<Light, Light.Event>(name: "event", initial: .red) { state, _ in
        switch state {
        case .red: .green
        case .green: .amber
        case .amber: .red
        }
    }
    return Workload(kind: "event machine") { count in
        for _ in 0..<count {
            machine.send(.next)
        }
    }
}

enum Presence { case data, refresh }
enum Content { case loading, loaded(Presence) }
enum ContentEvent { case received, refresh }

func eventMachineWithChild() -> Workload {
    let child = ChildMachine<Content, ContentEvent>(
        state: { if case .loaded(let presence) = $0 { presence } else { nil } },
        embed: Content.loaded,
        transition: { presence, event in
            switch (presence, event) {
            case (.data, .refresh): .refresh
            case (.refresh, .received): .data
            default: nil
            }
        }
    )
    let machine = EventMachine<Content, ContentEvent>(name: "child", initial: .loaded(.data), child: child) { state, event in
        if case .loading = state, case .received = event { return .loaded(.data) }
        return nil
    }
    return Workload(kind: "event machine, child handles") { count in
        for index in 0..<count {
            machine.send(index & 1 == 0 ? .refresh : .received)
        }
    }
}

// MARK: Statechart

func statechart() -> Workload {
    let root = ChartState("root", children: [
        ChartState("outer", children: [ChartState("left", handlers: [.on("flip", goTo: "right")])]),
        ChartState("right", handlers: [.on("flip", goTo: "left")]),
    ])
    return chartWorkload(kind: "statechart (send, 2 levels)", root: root)
}

/// Two regions that each flip on every message: one step, two moves.
func parallelStatechart() -> Workload {
    func region(_ name: String) -> ChartState {
        ChartState(name, children: [
            ChartState("\(name)Left", handlers: [.on("flip", goTo: "\(name)Right")]),
            ChartState("\(name)Right", handlers: [.on("flip", goTo: "\(name)Left")]),
        ])
    }
    let root = ChartState.parallel("root", children: [region("first"), region("second")])
    return chartWorkload(kind: "statechart (parallel, 2 regions)", root: root)
}

/// Leaves a state with a deep history and comes back through it: one transition each.
func historyStatechart() -> Workload {
    let root = ChartState("root", children: [
        ChartState("away", handlers: [.on("flip", goTo: "back")]),
        ChartState("main", handlers: [.on("flip", goTo: "away")], children: [
            ChartState("outer", children: [ChartState("inner")]),
            .history("back", .deep),
        ]),
    ])
    return chartWorkload(kind: "statechart (deep history)", root: root)
}

func chartWorkload(kind: String, root: ChartState) -> Workload {
    guard let chart = try? Statechart(name: "chart", root: root) else {
        preconditionFailure("the benchmark chart \(kind) is valid")
    }
    try? chart.start()
    return Workload(kind: kind) { count in
        for _ in 0..<count {
            try? chart.send("flip")
        }
    }
}

let workloads = [classMachine(), enumMachine(), eventMachine(), eventMachineWithChild(), statechart(),
                 parallelStatechart(), historyStatechart()]
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--once", let count = Int(CommandLine.arguments[2]) {
    for workload in workloads {
        workload.step(count)
    }
    exit(0)
}

print("transitions per second of the thread's CPU time (millions), best and median of \(runs) runs of \(transitionsPerRun);")
print("heap bytes retained per transition (mallinfo2)")
print("kind".padding(34) + "best".padding(10) + "median".padding(10) + "bytes/transition")
for workload in workloads {
    measure(workload)
}
