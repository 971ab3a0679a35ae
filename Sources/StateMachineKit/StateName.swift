/// How value states and events are named in logs and pictures.
///
/// A type that is `CustomStringConvertible` names itself. Otherwise the name is Swift's own
/// description without module and type qualifiers, so `.loaded(.data)` reads "loaded(data)"
/// rather than "loaded(MyApp.DataPresence.data)". Only called when a name is needed: when someone
/// observes, or for a picture.
@usableFromInline
func displayName(of value: Any) -> String {
    if let described = value as? CustomStringConvertible {
        return described.description
    }
    return withoutQualifiers(String(describing: value))
}

/// Drops every `Qualifier.` that starts with a letter, leaving numbers such as `2.5` alone.
func withoutQualifiers(_ text: String) -> String {
    var result = ""
    var word = ""
    for character in text {
        if character == ".", let first = word.first, first.isLetter || first == "_" {
            word = ""
        } else if character.isLetter || character.isNumber || character == "_" || character == "." {
            word.append(character)
        } else {
            result += word
            result.append(character)
            word = ""
        }
    }
    return result + word
}
