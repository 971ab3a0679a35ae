/// The text cut into runs a segmenter treats alike: Japanese (kana and kanji, looked up), and what
/// passes through: Latin text, numbers, space, each punctuation mark on its own.
enum ScriptRuns {
    enum Script: Equatable {
        case japanese
        case latin
        case number
        case space
        case punctuation
    }

    static func script(of scalar: Unicode.Scalar) -> Script {
        let value = scalar.value
        switch value {
        case 0x3041...0x309F, 0x30A1...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F,
             0x3005...0x3007, 0x3031...0x3035, 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x20000...0x3FFFF,
             0xFE00...0xFE0F, 0xE0100...0xE01EF:
            return .japanese
        case 0x30...0x39, 0xFF10...0xFF19:
            return .number
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
            return .latin
        default:
            return scalar.properties.isWhitespace ? .space : .punctuation
        }
    }

    /// The runs of `scalars`, in order, covering every scalar once. A punctuation mark is a run
    /// of its own; a decimal point or comma between digits stays in the number.
    static func runs(_ scalars: [Unicode.Scalar]) -> [(script: Script, range: Range<Int>)] {
        var runs: [(script: Script, range: Range<Int>)] = []
        var start = 0
        while start < scalars.count {
            let script = script(of: scalars[start])
            var end = start + 1
            if script != .punctuation {
                while end < scalars.count {
                    let next = Self.script(of: scalars[end])
                    if next == script {
                        end += 1
                    } else if script == .number, next == .punctuation, ".,".unicodeScalars.contains(scalars[end]),
                              end + 1 < scalars.count, Self.script(of: scalars[end + 1]) == .number {
                        end += 2
                    } else {
                        break
                    }
                }
            }
            runs.append((script, start..<end))
            start = end
        }
        return runs
    }
}
