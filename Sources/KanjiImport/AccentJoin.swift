import Segmentation

/// A compound's accent from its parts', as Open JTalk joins the words of one accent phrase
/// (njd_set_accent_type.c): each part after the first carries a rule of joining in NAIST-jdic
/// (its eleventh field: C1–C5 for nouns, F1–F5 for what follows a word, P for prefixes, chosen by
/// the part of speech before it, "動詞%F2@1/名詞%F1"), which moves the phrase's accent. The result
/// is an estimate: the dictionary has no entry for the whole.
enum AccentJoin {
    /// One part: its accent and morae ("2/3" in the dictionary), part of speech and rule.
    struct Part: Equatable, Sendable {
        var accent: Int
        var morae: Int
        var partOfSpeech: String
        var rule: String
    }

    /// The phrase's accent, clamped to its morae.
    static func accent(of parts: [Part]) -> Int? {
        guard var accent = parts.first?.accent else { return nil }
        var morae = parts[0].morae
        for (previous, part) in zip(parts, parts.dropFirst()) {
            let (rule, add) = chosenRule(part.rule, after: previous.partOfSpeech)
            accent = joined(rule: rule, add: add, accent: accent, morae: morae, part: part)
            morae += part.morae
        }
        return min(accent, morae)
    }

    /// The rule of `rules` for a part after one of `partOfSpeech`: the first naming it, else the
    /// first naming none; "*" when neither is there.
    static func chosenRule(_ rules: String, after partOfSpeech: String) -> (rule: String, add: Int) {
        var fallback: (String, Int)?
        for token in rules.split(separator: "/") {
            let parts = token.split(separator: "%", maxSplits: 1)
            let body = parts.count == 2 ? parts[1] : parts[0]
            let pieces = body.split(separator: "@", maxSplits: 1)
            let rule = (String(pieces[0]), pieces.count == 2 ? Int(pieces[1]) ?? 0 : 0)
            if parts.count == 2 {
                if parts[0] == partOfSpeech { return rule }
            } else if fallback == nil {
                fallback = rule
            }
        }
        return fallback ?? ("*", 0)
    }

    /// The phrase's accent after `part` joins it under `rule`, `morae` being the phrase's so far.
    private static func joined(rule: String, add: Int, accent: Int, morae: Int, part: Part) -> Int {
        switch rule {
        case "F2": accent == 0 ? morae + add : accent
        case "F3": accent != 0 ? morae + add : accent
        case "F4": morae + add
        case "F5", "C4", "P6": 0
        case "C1": morae + part.accent
        case "C2": morae + 1
        case "C3": morae
        case "P1": part.accent == 0 ? 0 : morae + part.accent
        case "P2": part.accent == 0 ? morae + 1 : morae + part.accent
        case "P14": part.accent != 0 ? morae + part.accent : accent
        default: accent  // F1, C5, "*": the phrase keeps its accent
        }
    }
}

extension AccentJoin.Part {
    /// A morpheme of NAIST-jdic as a part; nil without an accent ("2/3") in its features.
    init?(_ token: MeCabToken) {
        guard token.features.count > 10, let (accents, morae) = AccentDictionary.accents(token.features[9]),
              let first = accents.first
        else { return nil }
        self.init(accent: first, morae: morae, partOfSpeech: token.partOfSpeech.text, rule: token.features[10])
    }
}
