import KanjiDictionary
import Pronunciation
import TestSupport
import Testing

/// The bundled dictionary carries the accents: the known ones right, and nine in ten of its common
/// words with one (estimated ones included, and marked).
struct BundledAccentsTests {
    @Test func everyKnownAccentIsInTheBundledDictionary() throws {
        let store = try BundledDictionary.store.get()
        let words = Dictionary(grouping: (0..<store.wordCount).map(store.word(at:)), by: \.word)
        for word in KnownAccents.words {
            let pitch = words[word.written]?.lazy.compactMap { $0.pitchAccent(of: word.reading) }.first
            #expect(pitch?.accents.first == word.accent && pitch?.isEstimated == false, "\(word): \(String(describing: pitch))")
        }
    }

    @Test func nineInTenCommonWordsHaveAPitchAccent() throws {
        let store = try BundledDictionary.store.get()
        let common = (0..<store.wordCount).map(store.word(at:)).filter(\.common)
        let withPitch = common.count { !$0.pitchAccents.isEmpty }
        let estimatedOnly = common.count { !$0.pitchAccents.isEmpty && $0.pitchAccents.allSatisfy(\.isEstimated) }
        #expect(common.count > 20_000)
        #expect(withPitch * 10 >= common.count * 9, "\(withPitch) of \(common.count)")
        // Estimates fill gaps; the dictionary gives most.
        #expect(estimatedOnly * 5 < withPitch, "\(estimatedOnly) estimated only")
    }
}
