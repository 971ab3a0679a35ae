/// The `source` field: where the data came from, its versions and its licence. Built from the
/// files' own headers, never from today's date, so the same input gives the same bytes.
public enum ImportSource {
    public static func credit(kanjidic: KanjidicHeader, edictCreated: String?) -> String {
        let kanjidicDetails = [
            kanjidic.fileVersion.map { "file version \($0)" },
            kanjidic.databaseVersion.map { "database version \($0)" },
            kanjidic.dateOfCreation.map { "created \($0)" },
        ].compactMap { $0 }
        let kanjidicPart = kanjidicDetails.isEmpty ? "KANJIDIC2" : "KANJIDIC2 (\(kanjidicDetails.joined(separator: ", ")))"
        let edictPart = edictCreated.map { "EDICT (created \($0))" } ?? "EDICT"
        return "\(kanjidicPart) and \(edictPart) by the Electronic Dictionary Research and Development Group, "
            + "https://www.edrdg.org/, licensed under Creative Commons Attribution-ShareAlike 4.0 (CC BY-SA 4.0)"
    }
}
