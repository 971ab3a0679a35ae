@testable import Segmentation
import Testing

/// Numbers read with their counters (``Counting``): the values of numbers written in kanji.
@Suite struct CountingTests {
    @Test func kanjiNumeralsHaveTheirValue() {
        #expect(Counting.value(of: "二〇〇四") == 2004)
        #expect(Counting.value(of: "三万二千五百") == 32500)
        #expect(Counting.value(of: "十六") == 16)
        #expect(Counting.value(of: "百") == 100)
        #expect(Counting.value(of: "一億二千万") == 120_000_000)
        #expect(Counting.value(of: "万一") == nil)
        #expect(Counting.value(of: "十十") == nil)
        #expect(Counting.value(of: "二三百") == nil)
    }

    @Test func aCounterReadsTheNumberBeforeIt() {
        #expect(Counting.reading(digits: "四", counter: "時", afterMonth: false) == "よじ")
        #expect(Counting.reading(digits: "1", counter: "点", afterMonth: false) == "いってん")
        #expect(Counting.reading(digits: "4", counter: "年生", afterMonth: false) == "よねんせい")
        #expect(Counting.reading(digits: "13", counter: "月", afterMonth: false) == nil)
        // 6 and 100 double before the か and は rows only.
        #expect(Counting.reading(digits: "100", counter: "回", afterMonth: false) == "ひゃっかい")
        #expect(Counting.reading(digits: "100", counter: "歳", afterMonth: false) == "ひゃくさい")
        #expect(Counting.reading(digits: "100", counter: "点", afterMonth: false) == "ひゃくてん")
        #expect(Counting.reading(digits: "6", counter: "件", afterMonth: false) == "ろっけん")
    }
}
