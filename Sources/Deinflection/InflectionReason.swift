/// One step of a deinflection, named as learners' grammars name it: 食べさせられなかった is the
/// causative, passive, negative and past of 食べる. `rawValue` is the label shown to the user.
public enum InflectionReason: String, CaseIterable, Hashable, Sendable {
    case polite
    case negative
    case past
    case teForm = "te-form"
    /// ている, てる: doing now, or the state after.
    case teIru = "-te iru"
    /// てしまう, ちゃう, じゃう: done completely, or regrettably.
    case teShimau = "-te shimau"
    /// ておく, とく: done in advance.
    case teOku = "-te oku"
    /// てください: a request.
    case request
    /// ても: even if (食べても, 高くても, 静かでも).
    case temo = "-temo"
    /// てある: done and left so (書いてある).
    case teAru = "-te aru"
    /// ながら: while doing (食べながら).
    case nagara = "-nagara"
    case potential
    case passive
    /// せる, させる, and the short す, さす (行かす).
    case causative
    case volitional
    /// 書け, 食べろ, 来い, and the polite なさい.
    case imperative
    /// The dictionary form and な: 書くな, 食べるな (don't).
    case prohibitive = "negative imperative"
    /// ば: 書けば, 高ければ.
    case conditional = "-ba"
    /// たら: 書いたら, 高かったら.
    case tara = "-tara"
    /// たり: 書いたり.
    case tari = "-tari"
    /// たい: wanting to.
    case desire = "-tai"
    /// たがる: someone else wants to (行きたがる).
    case othersDesire = "-tagaru"
    /// やすい: easy to (住みやすい).
    case easyTo = "-yasui"
    /// にくい, づらい: hard to (読みにくい, 読みづらい).
    case hardTo = "-nikui"
    /// そう: looks like (高そう, 降りそう).
    case appearance = "-sou"
    /// すぎる: too much.
    case excess = "-sugiru"
    /// An adjective's く used as an adverb (早く).
    case adverb = "-ku"
    /// A na-adjective's な before a noun (静かな部屋).
    case attributive = "-na"
    /// A na-adjective's に used as an adverb (静かに).
    case adverbNi = "-ni"
    /// A na-adjective's だ: it is so (静かだ).
    case copula = "da"
    /// An adjective's さ: the noun of its degree (高さ).
    case noun = "-sa"
    /// する after a noun: 勉強する from 勉強.
    case suru = "する"

    /// The label shown to the user.
    public var label: String { rawValue }
}
