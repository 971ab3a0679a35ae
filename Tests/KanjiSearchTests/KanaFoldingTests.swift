@testable import KanjiSearch
import Testing

/// Readings compare as hiragana with long vowels folded, okurigana dots and affix dashes ignored.
@Suite struct KanaFoldingTests {
    @Test func katakanaAndHiraganaMeet() {
        #expect(KanaFolding.key("ニチ") == KanaFolding.key("にち"))
        #expect(KanaFolding.hiragana("コーヒー") == "こーひー")
        #expect(KanaFolding.katakana("にほん") == "ニホン")
    }

    @Test func longVowelsMeetWhicheverWayTheyAreWritten() {
        let tokyo = KanaFolding.key("とうきょう")
        #expect(KanaFolding.key("トーキョー") == tokyo)
        #expect(KanaFolding.key("とおきょお") == tokyo)
        #expect(KanaFolding.key("こーひー") == KanaFolding.key("コーヒー"))
        #expect(KanaFolding.key("おばさん") != KanaFolding.key("おばあさん"))
    }

    /// Kana that sound the same are typed the same: zu, ji and o (and the particle を as o).
    @Test func kanaThatSoundTheSameMeet() {
        #expect(KanaFolding.key("かたづける") == KanaFolding.key("かたずける"))
        #expect(KanaFolding.key("はなぢ") == KanaFolding.key("はなじ"))
        #expect(KanaFolding.key("きをつける") == KanaFolding.key("きおつける"))
        #expect(KanaFolding.key("すず") != KanaFolding.key("すじ"))
    }

    @Test func okuriganaDotsAndAffixDashesAreIgnored() {
        #expect(KanaFolding.key("つ.ぐ") == KanaFolding.key("つぐ"))
        #expect(KanaFolding.key("-び") == KanaFolding.key("び"))
    }

    @Test func otherCharactersCannotBeTakenForKana() {
        #expect(KanaFolding.key("A") != KanaFolding.key("ぁ"))
        #expect(KanaFolding.isKana("ニほん"))
        #expect(!KanaFolding.isKana("日本"))
    }
}
