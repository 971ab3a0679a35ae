import Foundation
import PropertyBased
import Testing
@testable import LearnerData

/// The fast scanner and the full JSON decoder read every line the log can write to the same value.
@Suite struct TransitionLogScannerPropertyTests {
    /// Pieces that need escaping or are more than one byte, and pieces that look like JSON syntax.
    static let pieces = ["a", "Z", " ", "\"", "\\", "\n", "\r", "\t", "\u{1}", "\u{1F}", "\u{7F}", "日", "本", "é", "😀",
                         "/", "{", "}", ",", ":", "null", "\\u0041"]

    static func text(_ indices: [Int]) -> String {
        indices.map { pieces[$0] }.joined()
    }

    @Test func scannerAndDecoderAgreeOnEveryWrittenLine() async {
        let piece = Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...10)
        await propertyCheck(count: 300, input: piece, piece, Gen.bool, Gen.int(in: 0...999_999)) { first, second, accepted, number in
            let line = TransitionLogLine(
                time: TransitionLogLine.timestamp(Date(timeIntervalSince1970: Double(number) * 4321.987)),
                machine: Self.text(first), event: first.count % 2 == 0 ? nil : Self.text(second), from: Self.text(second),
                to: second.isEmpty ? nil : Self.text(first), accepted: accepted, reason: accepted ? nil : Self.text(second),
                subject: Self.text(second + first), depth: number)
            let bytes = ArraySlice(Array(line.json.utf8))
            #expect(TransitionLogLineScanner.scan(bytes) == line)
            #expect((try? TransitionLogLine.decode(bytes).line) == line)
        }
    }

    @Test func whatTheWriterNeverWritesIsLeftToTheDecoder() throws {
        let canonical = #"{"time":"2026-11-21T22:41:07.042Z","machine":"navigation","event":null,"from":null,"to":"All","accepted":true,"reason":null,"subject":null,"depth":1}"#
        #expect(TransitionLogLineScanner.scan(ArraySlice(Array(canonical.utf8))) != nil)
        let variants = [
            canonical.replacingOccurrences(of: ",", with: ", "),
            canonical.replacingOccurrences(of: "\"All\"", with: "\"\\u0041ll\""),
            canonical.replacingOccurrences(of: "\"depth\":1", with: "\"depth\":01"),
            canonical.replacingOccurrences(of: "navigation", with: "navi\u{1}gation"),
            canonical + " ",
        ]
        for variant in variants {
            #expect(TransitionLogLineScanner.scan(ArraySlice(Array(variant.utf8))) == nil, "\(variant)")
        }
        let spaced = try TransitionLogLine.read(json: ArraySlice(Array(variants[0].utf8))).line
        let escaped = try TransitionLogLine.read(json: ArraySlice(Array(variants[1].utf8))).line
        #expect(spaced.to == "All" && escaped.to == "All")
    }
}
