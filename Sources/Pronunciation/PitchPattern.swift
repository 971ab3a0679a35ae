/// The four names learners know a Tokyo accent by, from where it drops in a word of so many morae.
public enum PitchPattern: String, Sendable, CaseIterable {
    /// Low, then high to the end and on into a particle: 端 はし, 飴 あめ.
    case heiban
    /// High on the first mora only: 箸 はし, 雨 あめ.
    case atamadaka
    /// High from the second mora, dropping inside the word: 心 こころ (2).
    case nakadaka
    /// High from the second mora to the last, dropping on the particle: 橋 はし, 紙 かみ.
    case odaka

    public init(accent: Int, moraCount: Int) {
        switch accent {
        case 0: self = .heiban
        case 1: self = .atamadaka
        case moraCount: self = .odaka
        default: self = .nakadaka
        }
    }
}
