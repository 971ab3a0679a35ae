import Testing
@testable import Segmentation

/// How a name's reading is made of its kanji's readings (``NameReading``), on readings written
/// here as KANJIDIC2 gives them.
@Suite struct NameReadingTests {
    private let saka = KanjiReadings(on: ["はん"], kun: ["さか"], nanori: [])
    private let moto = KanjiReadings(on: ["ほん"], kun: ["もと"], nanori: [])
    private let naka = KanjiReadings(on: ["ちゅう"], kun: ["なか"], nanori: [])

    @Test func aReadingOfItsKanjisReadingsFits() {
        #expect(NameReading.fit(of: "さかもと", to: [saka, moto]) == .consistent)
        #expect(NameReading.fit(of: "なかほん", to: [naka, moto]) == .mixed)
        #expect(NameReading.fit(of: "かるめら", to: [saka, moto]) == .none)
        // Each kanji read once, in turn: not one left out, nor read twice.
        #expect(NameReading.fit(of: "さか", to: [saka, moto]) == .none)
        #expect(NameReading.fit(of: "もとさか", to: [saka, moto]) == .none)
    }

    @Test func soundChangesBetweenKanjiFit() {
        // Rendaku (山崎 やま|ざき) and a doubled consonant before the last kanji (日光 にっ|こう).
        let yama = KanjiReadings(on: ["さん"], kun: ["やま"], nanori: [])
        let saki = KanjiReadings(on: ["き"], kun: ["さき"], nanori: [])
        #expect(NameReading.fit(of: "やまざき", to: [yama, saki]) == .consistent)
        let nichi = KanjiReadings(on: ["にち"], kun: ["ひ"], nanori: [])
        let kou = KanjiReadings(on: ["こう"], kun: ["ひかり"], nanori: [])
        #expect(NameReading.fit(of: "にっこう", to: [nichi, kou]) == .consistent)
        // Only before another kanji: a last kanji's く or ち is not っ.
        #expect(NameReading.fit(of: "こうにっ", to: [kou, nichi]) == .none)
    }

    @Test func aNamesOwnReadingGoesWithEither() {
        // 圭 けい is on, 佑 すけ a name's own: けい|すけ is no mix.
        let kei = KanjiReadings(on: ["けい"], kun: [], nanori: [])
        let suke = KanjiReadings(on: ["ゆう"], kun: ["たす"], nanori: ["すけ"])
        #expect(NameReading.fit(of: "けいすけ", to: [kei, suke]) == .consistent)
    }
}
