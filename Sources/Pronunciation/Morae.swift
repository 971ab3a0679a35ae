/// A kana reading cut into morae, the unit pitch accent counts in: a small ゃ, ゅ, ょ, ぁ…ぉ or ゎ
/// goes with the kana before it (きょ is one); っ, ん and ー are morae of their own.
public enum Morae {
    /// The morae of `reading` in order; a leading small kana stands alone.
    public static func of(_ reading: String) -> [String] {
        var morae: [String] = []
        for character in reading {
            if isSmall(character), let last = morae.popLast() {
                morae.append(last + String(character))
            } else {
                morae.append(String(character))
            }
        }
        return morae
    }

    /// How many morae `reading` has.
    public static func count(_ reading: String) -> Int { of(reading).count }

    /// The small kana that join the one before them (っ and ッ do not: they are a mora).
    private static let small: Set<Character> = Set("ゃゅょぁぃぅぇぉゎャュョァィゥェォヮ")

    private static func isSmall(_ character: Character) -> Bool { small.contains(character) }
}
