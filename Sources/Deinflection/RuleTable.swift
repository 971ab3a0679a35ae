/// The project's own deinflection rules, written from the conjugation of each class: the stems
/// a verb shows before each ending (書か・書き・書く・書け・書こう・書いて) and the endings each stem
/// takes. A verb's forms are made from these stems by the same few families of endings, so each
/// family is written once below and applied to every class.
enum RuleTable {
    static let rules: [DeinflectionRule] = {
        var table = RuleBuilder()
        table.addGodanVerbs()
        table.addIchidanVerbs()
        table.addAruNegative()
        table.addSuru()
        table.addZuru()
        table.addKuru()
        table.addAdjectives()
        table.addNaAdjectives()
        table.addPoliteEndings()
        return table.rules
    }()

    /// The rules by the last two scalars of the ending they undo, the longest ending first (in the
    /// table's order among endings as long): a text's rules are those whose ending it ends with.
    static let byLastScalars = RulesByLastScalars(rules)

    /// The rules `Conjugator` makes forms by (no variants), by the inflection each adds, in the
    /// table's order.
    static let byReason: [InflectionReason: [DeinflectionRule]] = Dictionary(grouping: rules.filter { !$0.isVariant }, by: \.reason)
}

/// A godan class's stems: the kana of its row for each vowel, and its te-form.
private struct GodanRow {
    let forms: FormSet
    /// あ, い, う, え, お row kana: か き く け こ.
    let a: String, i: String, u: String, e: String, o: String
    let te: String
    /// ある has no あらない: its negative is the adjective ない.
    var hasNegative = true
    /// The honorific verbs: なさい, なさいます.
    var imperative: String? = nil
    var continuative: String? = nil
}

private struct RuleBuilder {
    var rules: [DeinflectionRule] = []

    mutating func add(
        _ inflected: String, _ base: String, _ reason: InflectionReason, makes inflectedForms: FormSet = [],
        from baseForms: FormSet, wholeWord: Bool = false, variant: Bool = false
    ) {
        rules.append(DeinflectionRule(
            inflected: inflected, base: base, reason: reason, inflectedForms: inflectedForms, baseForms: baseForms,
            wholeWord: wholeWord, isVariant: variant))
    }

    // MARK: The families of endings

    /// ない and the older ず, ぬ, ん after the negative stem (書か, 食べ, し, こ).
    mutating func addNegatives(stem: String, classical: String? = nil, _ base: String, _ forms: FormSet, wholeWord: Bool = false) {
        add(stem + "ない", base, .negative, makes: .negative, from: forms, wholeWord: wholeWord)
        let old = classical ?? stem
        for ending in ["ず", "ずに", "ぬ", "ん"] {
            add(old + ending, base, .negative, from: forms, wholeWord: wholeWord, variant: true)
        }
    }

    /// The endings after the continuative stem (書き, 食べ, し, き): ます, たい, たがる, やすい,
    /// にくい, づらい, そう, すぎる, なさい.
    mutating func addContinuative(stem: String, _ base: String, _ forms: FormSet, wholeWord: Bool = false) {
        add(stem + "ます", base, .polite, makes: .masu, from: forms, wholeWord: wholeWord)
        add(stem + "たい", base, .desire, makes: .desire, from: forms, wholeWord: wholeWord)
        add(stem + "たがる", base, .othersDesire, makes: FormSet(.godanR), from: forms, wholeWord: wholeWord)
        add(stem + "やすい", base, .easyTo, makes: FormSet(.adjectiveI), from: forms, wholeWord: wholeWord)
        add(stem + "にくい", base, .hardTo, makes: FormSet(.adjectiveI), from: forms, wholeWord: wholeWord)
        add(stem + "づらい", base, .hardTo, makes: FormSet(.adjectiveI), from: forms, wholeWord: wholeWord)
        add(stem + "そう", base, .appearance, from: forms, wholeWord: wholeWord)
        add(stem + "すぎる", base, .excess, makes: FormSet(.ichidan), from: forms, wholeWord: wholeWord)
        add(stem + "過ぎる", base, .excess, makes: FormSet(.ichidan), from: forms, wholeWord: wholeWord, variant: true)
        add(stem + "なさい", base, .imperative, from: forms, wholeWord: wholeWord, variant: true)
        add(stem + "ながら", base, .nagara, from: forms, wholeWord: wholeWord)
    }

    /// The te-form and what is made from it: た, たら, たり, ている (てる), てしまう (ちゃう),
    /// ておく (とく), てください. `te` ends in て or で (書いて, 泳いで).
    mutating func addTeForms(te: String, _ base: String, _ forms: FormSet, wholeWord: Bool = false) {
        let stem = String(te.dropLast())
        let voiced = te.hasSuffix("で")
        let ta = stem + (voiced ? "だ" : "た")
        add(te, base, .teForm, from: forms, wholeWord: wholeWord)
        add(ta, base, .past, from: forms, wholeWord: wholeWord)
        add(ta + "ら", base, .tara, from: forms, wholeWord: wholeWord)
        add(ta + "り", base, .tari, from: forms, wholeWord: wholeWord)
        let ichidan = FormSet(.ichidan), godanU = FormSet(.godanU), godanK = FormSet(.godanK)
        add(te + "いる", base, .teIru, makes: ichidan, from: forms, wholeWord: wholeWord)
        add(te + "る", base, .teIru, makes: ichidan, from: forms, wholeWord: wholeWord, variant: true)
        add(te + "しまう", base, .teShimau, makes: godanU, from: forms, wholeWord: wholeWord)
        add(stem + (voiced ? "じゃう" : "ちゃう"), base, .teShimau, makes: godanU, from: forms, wholeWord: wholeWord, variant: true)
        add(te + "おく", base, .teOku, makes: godanK, from: forms, wholeWord: wholeWord)
        add(stem + (voiced ? "どく" : "とく"), base, .teOku, makes: godanK, from: forms, wholeWord: wholeWord, variant: true)
        add(te + "ください", base, .request, from: forms, wholeWord: wholeWord)
        add(te + "下さい", base, .request, from: forms, wholeWord: wholeWord, variant: true)
        add(te + "も", base, .temo, from: forms, wholeWord: wholeWord)
        add(te + "ある", base, .teAru, makes: FormSet(.godanAru), from: forms, wholeWord: wholeWord)
    }

    /// Passive, causative (and the short す), each a verb of its own conjugating further.
    mutating func addVoices(passive: String, causative: String, shortCausative: String, _ base: String, _ forms: FormSet, wholeWord: Bool = false) {
        add(passive, base, .passive, makes: FormSet(.ichidan), from: forms, wholeWord: wholeWord)
        add(causative, base, .causative, makes: FormSet(.ichidan), from: forms, wholeWord: wholeWord)
        add(shortCausative, base, .causative, makes: FormSet(.godanS), from: forms, wholeWord: wholeWord, variant: true)
    }

    // MARK: The classes

    mutating func addGodanVerbs() {
        let rows = [
            GodanRow(forms: FormSet(.godanK), a: "か", i: "き", u: "く", e: "け", o: "こ", te: "いて"),
            GodanRow(forms: FormSet(.godanIku), a: "か", i: "き", u: "く", e: "け", o: "こ", te: "って"),
            GodanRow(forms: FormSet(.godanG), a: "が", i: "ぎ", u: "ぐ", e: "げ", o: "ご", te: "いで"),
            GodanRow(forms: FormSet(.godanS), a: "さ", i: "し", u: "す", e: "せ", o: "そ", te: "して"),
            GodanRow(forms: FormSet(.godanT), a: "た", i: "ち", u: "つ", e: "て", o: "と", te: "って"),
            GodanRow(forms: FormSet(.godanN), a: "な", i: "に", u: "ぬ", e: "ね", o: "の", te: "んで"),
            GodanRow(forms: FormSet(.godanB), a: "ば", i: "び", u: "ぶ", e: "べ", o: "ぼ", te: "んで"),
            GodanRow(forms: FormSet(.godanM), a: "ま", i: "み", u: "む", e: "め", o: "も", te: "んで"),
            GodanRow(forms: FormSet(.godanR), a: "ら", i: "り", u: "る", e: "れ", o: "ろ", te: "って"),
            GodanRow(forms: FormSet(.godanAru), a: "ら", i: "り", u: "る", e: "れ", o: "ろ", te: "って", hasNegative: false),
            GodanRow(
                forms: FormSet(.godanHonorific), a: "ら", i: "り", u: "る", e: "れ", o: "ろ", te: "って",
                imperative: "い", continuative: "い"),
            GodanRow(forms: FormSet(.godanU), a: "わ", i: "い", u: "う", e: "え", o: "お", te: "って"),
            GodanRow(forms: FormSet(.godanUSpecial), a: "わ", i: "い", u: "う", e: "え", o: "お", te: "うて"),
        ]
        for row in rows {
            let base = row.u, forms = row.forms
            if row.hasNegative { addNegatives(stem: row.a, base, forms) }
            addVoices(passive: row.a + "れる", causative: row.a + "せる", shortCausative: row.a + "す", base, forms)
            addContinuative(stem: row.continuative ?? row.i, base, forms)
            add(row.e + "る", base, .potential, makes: FormSet(.ichidan), from: forms)
            add(row.e + "ば", base, .conditional, from: forms)
            add(row.imperative ?? row.e, base, .imperative, from: forms)
            add(row.o + "う", base, .volitional, from: forms)
            add(row.u + "な", base, .prohibitive, from: forms)
            addTeForms(te: row.te, base, forms)
        }
    }

    /// ある's negative is the adjective ない, in kana however ある is written (有る, 在る). It comes
    /// after the ichidan verbs' ない, so that of two chains as long the deinflector gives ている's
    /// contracted negative first: てない is far more often 食べて(い)ない than 食べてある's negative.
    mutating func addAruNegative() {
        for aru in ["ある", "有る", "在る"] {
            add("ない", aru, .negative, makes: .negative, from: FormSet(.godanAru), wholeWord: true)
        }
    }

    mutating func addIchidanVerbs() {
        let forms = FormSet(.ichidan, .kureru)
        addNegatives(stem: "", "る", forms)
        addVoices(passive: "られる", causative: "させる", shortCausative: "さす", "る", forms)
        add("られる", "る", .potential, makes: FormSet(.ichidan), from: forms)
        add("れる", "る", .potential, makes: FormSet(.ichidan), from: forms, variant: true)
        addContinuative(stem: "", "る", forms)
        add("れば", "る", .conditional, from: forms)
        add("ろ", "る", .imperative, from: forms)
        add("よ", "る", .imperative, from: forms, variant: true)
        add("くれ", "くれる", .imperative, from: FormSet(.kureru), wholeWord: true)
        add("よう", "る", .volitional, from: forms)
        add("るな", "る", .prohibitive, from: forms)
        addTeForms(te: "て", "る", forms)
    }

    /// する, and a noun before it (勉強する → 勉強).
    mutating func addSuru() {
        let forms = FormSet(.suru, .suruSpecial)
        addNegatives(stem: "し", classical: "せ", "する", forms, wholeWord: true)
        addVoices(passive: "される", causative: "させる", shortCausative: "さす", "する", forms, wholeWord: true)
        add("できる", "する", .potential, makes: FormSet(.ichidan), from: FormSet(.suru), wholeWord: true)
        addContinuative(stem: "し", "する", forms, wholeWord: true)
        add("すれば", "する", .conditional, from: forms, wholeWord: true)
        add("しろ", "する", .imperative, from: forms, wholeWord: true)
        add("せよ", "する", .imperative, from: forms, wholeWord: true, variant: true)
        add("しよう", "する", .volitional, from: forms, wholeWord: true)
        add("するな", "する", .prohibitive, from: forms, wholeWord: true)
        addTeForms(te: "して", "する", forms, wholeWord: true)
        // 愛する also conjugates as 愛す: 愛さない, 愛せる.
        add("さない", "する", .negative, makes: .negative, from: FormSet(.suruSpecial), variant: true)
        add("せる", "する", .potential, makes: FormSet(.ichidan), from: FormSet(.suruSpecial))
        add("する", "", .suru, makes: FormSet(.suru), from: FormSet(.suruNoun))
    }

    /// 信ずる: じない, じます, ずれば.
    mutating func addZuru() {
        let forms = FormSet(.zuru)
        addNegatives(stem: "じ", classical: "ぜ", "ずる", forms)
        addVoices(passive: "じられる", causative: "じさせる", shortCausative: "じさす", "ずる", forms)
        add("ぜられる", "ずる", .passive, makes: FormSet(.ichidan), from: forms, variant: true)
        addContinuative(stem: "じ", "ずる", forms)
        add("ずれば", "ずる", .conditional, from: forms)
        add("じろ", "ずる", .imperative, from: forms)
        add("ぜよ", "ずる", .imperative, from: forms, variant: true)
        add("じよう", "ずる", .volitional, from: forms)
        add("ずるな", "ずる", .prohibitive, from: forms)
        addTeForms(te: "じて", "ずる", forms)
    }

    /// 来る, in kanji (来ない, 来ます: the kanji stays, its reading changes) and in kana (こない, きます).
    mutating func addKuru() {
        let forms = FormSet(.kuru)
        for (base, negative, continuative, conditional) in [("来る", "来", "来", "来"), ("くる", "こ", "き", "く")] {
            addNegatives(stem: negative, base, forms, wholeWord: true)
            addVoices(
                passive: negative + "られる", causative: negative + "させる", shortCausative: negative + "さす", base, forms,
                wholeWord: true)
            add(negative + "られる", base, .potential, makes: FormSet(.ichidan), from: forms, wholeWord: true)
            add(negative + "れる", base, .potential, makes: FormSet(.ichidan), from: forms, wholeWord: true, variant: true)
            addContinuative(stem: continuative, base, forms, wholeWord: true)
            add(conditional + "れば", base, .conditional, from: forms, wholeWord: true)
            add(negative + "い", base, .imperative, from: forms, wholeWord: true)
            add(negative + "よう", base, .volitional, from: forms, wholeWord: true)
            add(base + "な", base, .prohibitive, from: forms, wholeWord: true)
            addTeForms(te: continuative + "て", base, forms, wholeWord: true)
        }
    }

    /// The endings of adjectives in い, which ない and たい share. いい takes them on よ (よくない),
    /// or on 良 where written so (良くない), never on い (いくない, いく are no forms of いい).
    mutating func addAdjectives() {
        let adjectives: FormSet = [FormSet(.adjectiveI), .negative, .desire]
        let ii = FormSet(.adjectiveIi)
        let endings: [(String, InflectionReason, FormSet, Bool)] = [
            ("くない", .negative, .negative, false), ("かった", .past, .adjectivePast, false), ("かったら", .tara, [], false),
            ("かったり", .tari, [], false), ("くて", .teForm, [], false), ("くても", .temo, [], false),
            ("ければ", .conditional, [], false), ("く", .adverb, [], false), ("さ", .noun, [], false),
            ("すぎる", .excess, FormSet(.ichidan), false), ("過ぎる", .excess, FormSet(.ichidan), true),
        ]
        for (ending, reason, makes, variant) in endings {
            add(ending, "い", reason, makes: makes, from: adjectives, variant: variant)
            for (stem, base) in [("よ", "いい"), ("良", "良い")] {
                add(stem + ending, base, reason, makes: makes, from: ii, wholeWord: true, variant: variant)
            }
        }
        add("そう", "い", .appearance, from: adjectives)
        add("よさそう", "いい", .appearance, from: ii, wholeWord: true)
        add("良さそう", "良い", .appearance, from: ii, wholeWord: true)
        add("なさそう", "ない", .appearance, from: [FormSet(.adjectiveI), .negative], wholeWord: true)
        // ないで beside なくて: the negative te-form before ください and of doing without (食べないで寝た).
        add("ないで", "ない", .teForm, from: .negative, variant: true)
        add("ないでください", "ない", .request, from: .negative, wholeWord: true)
        // Spoken contractions a learner meets early: なきゃ of なければ, なくちゃ of なくては.
        add("なきゃ", "ない", .conditional, from: .negative, variant: true)
        add("なくちゃ", "ない", .teForm, from: .negative, variant: true)
        // です after an adjective is its polite form (高いです, 食べたいです, 行かないです, 高かったです).
        add("いです", "い", .polite, from: FormSet.adjectiveLike)
        add("です", "", .polite, from: .adjectivePast)
    }

    /// What follows a na-adjective (静か): な, に, the copula だ and its forms, and です and its
    /// forms. じゃない and ではない inflect as the adjective ない (静かじゃなかった); じゃありません as
    /// ません (静かじゃありませんでした).
    mutating func addNaAdjectives() {
        let adjective = FormSet(.adjectiveNa)
        let endings: [(String, InflectionReason, FormSet, Bool)] = [
            ("な", .attributive, [], false), ("に", .adverbNi, [], false), ("だ", .copula, [], false), ("だった", .past, [], false),
            ("だったら", .tara, [], false), ("で", .teForm, [], false), ("でも", .temo, [], false), ("だろう", .volitional, [], false),
            ("じゃない", .negative, .negative, false), ("ではない", .negative, .negative, true), ("です", .polite, .desu, false),
            ("すぎる", .excess, FormSet(.ichidan), false), ("過ぎる", .excess, FormSet(.ichidan), true),
            ("そう", .appearance, [], false), ("さ", .noun, [], false),
        ]
        for (ending, reason, makes, variant) in endings {
            add(ending, "", reason, makes: makes, from: adjective, variant: variant)
        }
        add("でした", "です", .past, from: .desu)
        add("でしょう", "です", .volitional, from: .desu)
        add("じゃありません", "です", .negative, makes: .masen, from: .desu)
        add("ではありません", "です", .negative, makes: .masen, from: .desu, variant: true)
    }

    /// ます's own forms: ません, ました, ませんでした, ましょう, まして, ませ, ましたら, ませんでしたら.
    mutating func addPoliteEndings() {
        add("ません", "ます", .negative, makes: .masen, from: .masu)
        add("ませんでした", "ません", .past, from: .masen)
        add("ました", "ます", .past, from: .masu)
        add("ましょう", "ます", .volitional, from: .masu)
        add("まして", "ます", .teForm, from: .masu)
        add("ませ", "ます", .imperative, from: .masu)
        add("ましたら", "ます", .tara, from: .masu)
        add("ませんでしたら", "ません", .tara, from: .masen)
    }
}
