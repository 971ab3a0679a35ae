/// The `source` field: where the data came from, its versions and its licence. Built from the
/// files' own headers, never from today's date, so the same input gives the same bytes.
public enum ImportSource {
    /// What the words came from.
    public enum Words {
        case edict(created: String?)
        case jmdict(created: String?)
    }

    public static func credit(
        kanjidic: KanjidicHeader, words: Words, kradfile: Bool = false, radkfile: Bool = false, kanjivg: Bool = false,
        jlpt: Bool = false, sentences: Bool = false, wordFrequency: Bool = false, accents: Bool = false, names: Bool = false
    ) -> String {
        let kanjidicDetails = [
            kanjidic.fileVersion.map { "file version \($0)" },
            kanjidic.databaseVersion.map { "database version \($0)" },
            kanjidic.dateOfCreation.map { "created \($0)" },
        ].compactMap { $0 }
        let kanjidicPart = kanjidicDetails.isEmpty ? "KANJIDIC2" : "KANJIDIC2 (\(kanjidicDetails.joined(separator: ", ")))"
        let wordsPart: String
        switch words {
        case .edict(let created): wordsPart = created.map { "EDICT (created \($0))" } ?? "EDICT"
        case .jmdict(let created): wordsPart = created.map { "JMdict (created \($0))" } ?? "JMdict"
        }
        let edrdgParts = [kanjidicPart, wordsPart] + (names ? ["JMnedict"] : []) + (kradfile ? ["KRADFILE"] : [])
            + (radkfile ? ["RADKFILE"] : [])
        let edrdgList = edrdgParts.count == 2
            ? edrdgParts.joined(separator: " and ")
            : edrdgParts.dropLast().joined(separator: ", ") + " and " + (edrdgParts.last ?? "")
        var credit = "\(edrdgList) by the Electronic Dictionary Research and Development Group, "
            + "https://www.edrdg.org/, licensed under Creative Commons Attribution-ShareAlike 4.0 (CC BY-SA 4.0)"
        if kanjivg {
            credit += "; stroke order from KanjiVG by Ulrich Apel, https://kanjivg.tagaini.net/, licensed under "
                + "Creative Commons Attribution-ShareAlike 3.0 (CC BY-SA 3.0)"
        }
        if jlpt {
            credit += "; JLPT N5-N1 levels from Jonathan Waller's lists, https://www.tanos.co.uk/jlpt/, licensed under "
                + "Creative Commons Attribution (CC BY)"
        }
        if sentences {
            credit += "; example sentences from the Tatoeba project, https://tatoeba.org/, licensed under "
                + "Creative Commons Attribution 2.0 France (CC BY 2.0 FR)"
        }
        if wordFrequency {
            credit += "; word frequencies from wordfreq by Robyn Speer, https://github.com/rspeer/wordfreq, licensed under "
                + "Creative Commons Attribution-ShareAlike 4.0 (CC BY-SA 4.0)"
        }
        if accents {
            credit += "; pitch accents from Open JTalk's NAIST-jdic by the Nara Institute of Science and Technology and the "
                + "Nagoya Institute of Technology (with words of UniDic by the UniDic Consortium), https://open-jtalk.sourceforge.net/, "
                + "licensed under the BSD 3-clause licence"
        }
        return credit
    }
}
