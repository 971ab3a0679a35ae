/// A name's type, as JMnedict tags it ("s", "p", "g"…), and the words a learner reads for it.
public enum NameType {
    /// JMnedict's codes and their names, in the order its documentation lists them.
    static let names: [String: String] = [
        "s": "surname", "p": "place", "u": "unclassified name", "g": "given name", "f": "female given name",
        "m": "male given name", "h": "full name", "pr": "product", "c": "company", "o": "organization",
        "st": "station", "wk": "work", "dei": "deity", "ch": "character", "myth": "mythology", "ev": "event",
        "cr": "creature", "doc": "document", "fict": "fiction", "group": "group", "leg": "legend", "obj": "object",
        "oth": "other", "relig": "religion", "serv": "service", "ship": "ship",
    ]

    /// Whether JMnedict has the code.
    public static func isCode(_ code: Substring) -> Bool { names[String(code)] != nil }

    /// The code's name ("s" → "surname"); the code itself when JMnedict has no such code.
    public static func name(_ code: String) -> String { names[code] ?? code }

    /// The codes' names joined for a row or a page: "place, surname, female given name".
    public static func names(_ codes: [String]) -> String { codes.map(name).joined(separator: ", ") }
}
