@testable import Kana
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

    /// Romaji as English prints it (Tokyo, ryori, kohi) leaves long vowels out: they may go back
    /// after any syllable not long already, never inside one (between り and ょ).
    @Test func longVowelsLeftOutArePutBackAfterWholeSyllables() {
        let ryori = KanaFolding.withLongVowels(KanaFolding.key("りょり"))
        #expect(ryori.count == 3)
        #expect(ryori.contains(KanaFolding.key("りょうり")))
        #expect(ryori.contains(KanaFolding.key("りょりい")))
        #expect(!ryori.contains(KanaFolding.key("りーょり")))
        #expect(KanaFolding.withLongVowels(KanaFolding.key("ときょ")).contains(KanaFolding.key("とうきょう")))
        #expect(KanaFolding.withLongVowels(KanaFolding.key("こひ")).contains(KanaFolding.key("コーヒー")))
        #expect(KanaFolding.withLongVowels(KanaFolding.key("とうきょう")).isEmpty, "long already")
        #expect(KanaFolding.withLongVowels(KanaFolding.key("んっ")).isEmpty)
        let many = KanaFolding.withLongVowels(KanaFolding.key("あかさたなはまやらわ"))
        #expect(many.count == 63, "the first six syllables only")
        #expect(many.first?.count == 11, "one lengthening first")
    }

    /// Kana that sound the same are typed the same: zu, ji and o (and the particle を as o).
    @Test func kanaThatSoundTheSameMeet() {
        #expect(KanaFolding.key("かたづける") == KanaFolding.key("かたずける"))
        #expect(KanaFolding.key("はなぢ") == KanaFolding.key("はなじ"))
        #expect(KanaFolding.key("きをつける") == KanaFolding.key("きおつける"))
        // The list of kana folded into others is the folding's: each has another's key.
        let scalarKey = { (kana: String) in kana.unicodeScalars.map { UInt8($0.value - 0x3040) } }
        #expect(KanaFolding.foldedKana.allSatisfy { KanaFolding.key($0) != scalarKey($0) })
        #expect(["ず", "じ", "お", "か"].allSatisfy { KanaFolding.key($0) == scalarKey($0) })
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
