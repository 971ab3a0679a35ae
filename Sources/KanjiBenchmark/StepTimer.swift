import Foundation

/// Times work inside a step's child process; the parent reads the printed result.
enum StepTimer {
    /// Runs `body` once and returns its duration in seconds.
    static func once(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The mean duration of `body` over `repetitions` runs, in seconds.
    static func mean(repetitions: Int, _ body: () -> Void) -> Double {
        once { for _ in 0..<repetitions { body() } } / Double(repetitions)
    }

    /// What a step prints for the parent: its measured seconds.
    static func report(_ seconds: Double) {
        print("seconds=\(seconds)")
    }

    /// Reads a step's printed seconds.
    static func parse(_ output: String) -> Double? {
        output.split(separator: "\n").lazy.compactMap { line -> Double? in
            line.hasPrefix("seconds=") ? Double(line.dropFirst("seconds=".count)) : nil
        }.first
    }
}
