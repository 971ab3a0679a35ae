/// The observer list and the ordering of reports, shared by every kind of machine.
///
/// Attempts are recorded when they happen and delivered when the outermost transition has
/// completed. A transition started from inside a hook (a `didEnter` that enters the next state, as
/// request flows do) is therefore reported after the one that caused it, in the order they
/// happened, and every report arrives after its transition's hooks have run.
/// Attempts are built by a closure that only runs when someone observes, so a machine nobody
/// observes builds no strings and allocates nothing per transition.
@usableFromInline
final class TransitionReporter {
    @usableFromInline let machine: String
    // Every transition of every machine touches these; Swift's dynamic exclusivity checks on
    // them cost more than the transition, and delivery reads `pending` one element at a time
    // and iterates a copy of `observers`, holding no access while observers run, so the checks
    // are turned off.
    @usableFromInline @exclusivity(unchecked) var observers: [TransitionObserver] = []
    @usableFromInline @exclusivity(unchecked) var pending: [TransitionAttempt] = []
    @usableFromInline @exclusivity(unchecked) var depth = 0
    @usableFromInline @exclusivity(unchecked) var isDelivering = false

    @usableFromInline
    init(machine: String) {
        self.machine = machine
    }

    @inlinable
    var isObserved: Bool { !observers.isEmpty }

    @usableFromInline
    func add(_ observer: TransitionObserver) {
        observers.append(observer)
    }

    /// Marks the start of a transition whose report must wait until it completes.
    @inlinable
    func begin() {
        depth += 1
    }

    /// Marks the end of a transition; the outermost one delivers everything recorded meanwhile.
    @inlinable
    func end() {
        depth -= 1
        if depth == 0 && !pending.isEmpty {
            deliver()
        }
    }

    /// Records an attempt, building it (from the machine's name) only when someone observes.
    /// Delivered at once unless a transition is in progress.
    @inlinable
    func record(_ attempt: (String) -> TransitionAttempt) {
        guard isObserved else { return }
        pending.append(attempt(machine))
        if depth == 0 {
            deliver()
        }
    }

    @usableFromInline
    func deliver() {
        guard !isDelivering else { return }
        isDelivering = true
        var index = 0
        while index < pending.count {
            let attempt = pending[index]
            index += 1
            for observer in observers {
                observer.machineDidAttempt(attempt)
            }
        }
        pending.removeAll(keepingCapacity: true)
        isDelivering = false
    }
}
