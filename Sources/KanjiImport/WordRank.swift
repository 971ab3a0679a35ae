/// A word's rank from JMdict's priority tags (`ke_pri`, `re_pri`): 1 is the most used. nf01–nf48
/// (the 500-word bands of a newspaper frequency list) give 1–48, except that spec1 puts a banded
/// word in the first band: the editors give spec1 to words that are common though the lists
/// underrate them (日本 is nf25, counted apart from 日本人 and 日本語). A word without a band ranks
/// after them by its best other tag: ichi1 or news1 49, spec1 or gai1 50, ichi2 or news2 51,
/// spec2 or gai2 52. The tags of all the word's forms and readings count.
public enum WordRank {
    /// The tags JMdict counts as common, its (P).
    static let commonTags: Set<String> = ["news1", "ichi1", "spec1", "spec2", "gai1"]

    private static let bandless: [String: Int] = [
        "ichi1": 49, "news1": 49, "spec1": 50, "gai1": 50, "ichi2": 51, "news2": 51, "spec2": 52, "gai2": 52,
    ]

    /// nil when no tag ranks.
    public static func rank(priorities: [String]) -> Int? {
        let band = priorities.compactMap(band(tag:)).min()
        if band != nil, priorities.contains("spec1") { return 1 }
        return band ?? priorities.compactMap { bandless[$0] }.min()
    }

    public static func isCommon(priorities: [String]) -> Bool {
        priorities.contains(where: commonTags.contains)
    }

    private static func band(tag: String) -> Int? {
        guard tag.hasPrefix("nf"), let band = Int(tag.dropFirst(2)), (1...48).contains(band) else { return nil }
        return band
    }
}
