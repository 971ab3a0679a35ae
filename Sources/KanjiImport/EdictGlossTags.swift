/// The parenthesised tags EDICT puts in front of a gloss, sorted into those the importer drops and
/// those it keeps.
///
/// Dropped: part-of-speech tags, sense numbers, (P) and the tags about how the headword is written
/// (uk, iK, ateji…): they describe grammar or spelling, not the meaning. Kept: field, register and
/// dialect tags such as (comp), (sl), (arch), (ksb:), which qualify the meaning a reader sees.
/// Only a run of known tags at the start of a gloss counts; "(the) morning" or "(company) director"
/// keep their parentheses.
enum EdictGlossTags {
    static let partOfSpeech: Set<Substring> = [
        "adj-f", "adj-i", "adj-ix", "adj-kari", "adj-ku", "adj-na", "adj-nari", "adj-no", "adj-pn",
        "adj-shiku", "adj-t", "adv", "adv-to", "aux", "aux-adj", "aux-v", "conj", "cop", "ctr", "exp",
        "int", "n", "n-adv", "n-pr", "n-pref", "n-suf", "n-t", "num", "pn", "pref", "prt", "suf", "unc",
        "v-unspec", "v1", "v1-s", "v2a-s", "v2b-k", "v2b-s", "v2d-k", "v2d-s", "v2g-k", "v2g-s", "v2h-k",
        "v2h-s", "v2k-k", "v2k-s", "v2m-k", "v2m-s", "v2n-s", "v2r-k", "v2r-s", "v2s-s", "v2t-k", "v2t-s",
        "v2w-s", "v2y-k", "v2y-s", "v2z-s", "v4b", "v4g", "v4h", "v4k", "v4m", "v4n", "v4r", "v4s", "v4t",
        "v5aru", "v5b", "v5g", "v5k", "v5k-s", "v5m", "v5n", "v5r", "v5r-i", "v5s", "v5t", "v5u", "v5u-s",
        "v5uru", "vi", "vk", "vn", "vr", "vs", "vs-c", "vs-i", "vs-s", "vt", "vz",
    ]

    /// Tags about the written form or the entry, not the sense.
    static let writing: Set<Substring> = ["P", "uk", "ik", "iK", "io", "oK", "ok", "ateji", "gikun", "rK", "sK", "eK"]

    /// Field, register and usage tags that stay in the gloss text.
    static let qualifiers: Set<Substring> = [
        "abbr", "arch", "chn", "col", "dated", "derog", "fam", "fem", "hist", "hon", "hum", "id", "joc",
        "litf", "m-sl", "male", "net-sl", "obs", "obsc", "on-mim", "poet", "pol", "proverb", "quote", "rare",
        "sens", "sl", "vulg", "yoji", "anat", "archit", "astron", "baseb", "biochem", "biol", "bot", "Buddh",
        "bus", "chem", "Christn", "comp", "econ", "electr", "engr", "finc", "food", "geol", "geom", "genet",
        "hanaf", "law", "ling", "MA", "mahj", "math", "med", "mil", "music", "physics", "physiol", "psych",
        "Shinto", "shogi", "sports", "sumo", "tradem", "zool",
    ]

    enum Kind {
        case dropped, kept
    }

    /// What `tag` (the text between the parentheses) is, or nil when it is not a known tag.
    /// A dialect tag ends in a colon: (ksb:), (kyb:).
    static func kind(of tag: Substring) -> Kind? {
        if !tag.isEmpty, tag.allSatisfy(\.isASCIIDigit) { return .dropped }
        if writing.contains(tag) { return .dropped }
        if qualifiers.contains(tag) { return .kept }
        if tag.count > 1, tag.last == ":", tag.dropLast().allSatisfy(\.isLetter) { return .kept }
        let parts = tag.split(separator: ",", omittingEmptySubsequences: false)
        return parts.allSatisfy { partOfSpeech.contains($0) } ? .dropped : nil
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
