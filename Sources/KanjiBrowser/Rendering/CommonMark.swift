/// The mark before a common word in the lists of words (a kanji's details, the search's results),
/// which the help explains.
enum CommonMark {
    static let symbol = "*"
}
