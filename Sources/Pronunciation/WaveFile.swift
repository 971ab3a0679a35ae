import Foundation

/// A RIFF WAVE file of 16-bit PCM, as Open JTalk writes it: read to join the pieces of a long text
/// and to measure what was said, written whole.
public struct WaveFile: Equatable, Sendable {
    public var sampleRate: Int
    public var channels: Int
    /// The samples, channels interleaved.
    public var samples: [Int16]

    public init(sampleRate: Int, channels: Int = 1, samples: [Int16]) {
        self.sampleRate = sampleRate
        self.channels = channels
        self.samples = samples
    }

    /// Writes the file for a player to read, under a new name in the temporary folder: created
    /// exclusively, so a link planted at a name there is never written through. The caller removes it.
    public func writeForPlaying() throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-list-\(UUID().uuidString).wav")
        try Data(bytes).write(to: file, options: .withoutOverwriting)
        return file
    }

    /// How long it plays.
    public var seconds: Double { Double(samples.count) / Double(max(1, sampleRate * channels)) }

    /// The root mean square of the samples, 0 for silence, 32767 at most.
    public var loudness: Double {
        guard !samples.isEmpty else { return 0 }
        let sum = samples.reduce(0.0) { $0 + Double($1) * Double($1) }
        return (sum / Double(samples.count)).squareRoot()
    }

    /// Reads `bytes`; nil unless they are a WAVE file of 16-bit PCM with its data whole.
    public init?(bytes: [UInt8]) {
        func integer(_ at: Int, _ size: Int) -> Int? {
            guard at >= 0, at + size <= bytes.count else { return nil }
            return (0..<size).reversed().reduce(0) { $0 << 8 | Int(bytes[at + $1]) }
        }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8) else { return nil }
        var offset = 12
        var format: (channels: Int, rate: Int, bits: Int)?
        while offset + 8 <= bytes.count, let size = integer(offset + 4, 4) {
            let body = offset + 8
            let name = bytes[offset..<(offset + 4)]
            if name.elementsEqual("fmt ".utf8), let code = integer(body, 2), let channels = integer(body + 2, 2),
               let rate = integer(body + 4, 4), let bits = integer(body + 14, 2) {
                guard code == 1, bits == 16, channels > 0, rate > 0 else { return nil }
                format = (channels, rate, bits)
            } else if name.elementsEqual("data".utf8), let format {
                guard body + size <= bytes.count, size % 2 == 0 else { return nil }
                samples = stride(from: body, to: body + size, by: 2).map { Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8) }
                sampleRate = format.rate
                channels = format.channels
                return
            }
            offset = body + size + size % 2
        }
        return nil
    }

    /// The file's bytes: a RIFF header, "fmt " and "data".
    public var bytes: [UInt8] {
        var out: [UInt8] = []
        func append(_ value: Int, _ size: Int) { for index in 0..<size { out.append(UInt8(truncatingIfNeeded: value >> (8 * index))) } }
        let dataSize = samples.count * 2
        out += Array("RIFF".utf8); append(36 + dataSize, 4); out += Array("WAVE".utf8)
        out += Array("fmt ".utf8); append(16, 4); append(1, 2); append(channels, 2); append(sampleRate, 4)
        append(sampleRate * channels * 2, 4); append(channels * 2, 2); append(16, 2)
        out += Array("data".utf8); append(dataSize, 4)
        for sample in samples { append(Int(UInt16(bitPattern: sample)), 2) }
        return out
    }
}
