/// The conjugation class a dictionary word must have for a deinflection to be right, named by its
/// JMdict part-of-speech code: 書かない is 書く only if 書く is a godan verb in -く (`v5k`).
public enum WordClass: String, CaseIterable, Hashable, Sendable {
    /// Ichidan verbs (食べる, 見る).
    case ichidan = "v1"
    /// くれる: ichidan, but its imperative is くれ (and 暮れる's, read くれる too, is 暮れろ).
    case kureru = "v1-s"
    case godanK = "v5k"
    /// 行く and the verbs made with it: godan -く, but 行って, 行った.
    case godanIku = "v5k-s"
    case godanG = "v5g"
    case godanS = "v5s"
    case godanT = "v5t"
    case godanN = "v5n"
    case godanB = "v5b"
    case godanM = "v5m"
    case godanR = "v5r"
    /// ある: godan -る whose negative is the adjective ない, never あらない.
    case godanAru = "v5r-i"
    /// The honorific なさる, くださる, いらっしゃる, ござる, おっしゃる: なさいます, なさい.
    case godanHonorific = "v5aru"
    case godanU = "v5u"
    /// 問う, 請う: 問うて, 問うた.
    case godanUSpecial = "v5u-s"
    /// 来る (くる).
    case kuru = "vk"
    /// する and the verbs written with it (勉強する as one word).
    case suru = "vs-i"
    /// 愛する, 察する: する's forms and some of godan -す's (愛さない).
    case suruSpecial = "vs-s"
    /// Nouns that take する (勉強, 料理): the base of 勉強した once する is taken off.
    case suruNoun = "vs"
    /// 信ずる, 感ずる.
    case zuru = "vz"
    case adjectiveI = "adj-i"
    /// いい (よい): its other forms come from よい (よくない, よかった).
    case adjectiveIi = "adj-ix"
    /// Adjectives in な (静か, 綺麗): the な, に, だ, です after them are taken off a word typed
    /// alone (静かな, kireidesu), as a learner looks them up.
    case adjectiveNa = "adj-na"

    /// The class a JMdict (or EDICT) part-of-speech code names; nil for codes no rule conjugates
    /// (nouns, adverbs).
    public init?(partOfSpeech code: String) {
        switch code {
        case "vs-c": self = .godanS
        default: self.init(rawValue: code)
        }
    }

    /// The classes among a word's part-of-speech codes.
    public static func classes<Codes: Sequence>(ofPartsOfSpeech codes: Codes) -> Set<WordClass> where Codes.Element == String {
        Set(codes.compactMap(WordClass.init(partOfSpeech:)))
    }
}
