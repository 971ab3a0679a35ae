import Deinflection
import KanjiDictionary
import LearnerData

/// `kanji-list conjugate`'s output: a word's table as aligned text, or one JSON object a word.
public enum ConjugationReport {
    /// The column the forms start at, past the longest form's name.
    static let nameWidth = 34

    /// `行く【いく】 Godan verb - Iku/Yuku special class`, then each form: its name, the form and
    /// its reading where it has kanji (`past   行った【いった】`). Text from the dictionary has its
    /// control characters escaped.
    public static func text(_ word: WordConjugation, tagName: (String) -> String) -> String {
        var out = ""
        for section in word.table.sections {
            let dictionaryForm = section.dictionaryForm
            var heading = ruby(dictionaryForm.text, dictionaryForm.reading) + "  " + tagName(section.wordClass.rawValue)
            if let foundAs = word.foundAs { heading += "  (from \(foundAs))" }
            out += (out.isEmpty ? "" : "\n") + ControlCharacters.escaped(heading) + "\n"
            for form in section.forms {
                let name = form.name.description
                out += name + String(repeating: " ", count: max(1, nameWidth - name.count)) + ControlCharacters.escaped(ruby(form.text, form.reading)) + "\n"
            }
        }
        return out
    }

    /// `行った【いった】`, or the text alone when it is its own reading.
    static func ruby(_ text: String, _ reading: String) -> String {
        text == reading ? text : "\(text)【\(reading)】"
    }

    /// `{"word":"行く","reading":"いく","from":null,"sections":[{"class":"v5k-s","dictionaryForm":"行く","forms":[{"name":"past","kind":"past","polite":false,"negative":false,"text":"行った","reading":"いった","reasons":["past"],"chain":["行く","行った"]},…]}]}`
    public static func json(_ word: WordConjugation) -> String {
        var out: [UInt8] = []
        out.append(contentsOf: #"{"word":"#.utf8)
        JSONString.append(word.entry.word, to: &out)
        out.append(contentsOf: #","reading":"#.utf8)
        out.append(contentsOf: JSONString.literal(word.entry.readings.first).utf8)
        out.append(contentsOf: #","from":"#.utf8)
        out.append(contentsOf: JSONString.literal(word.foundAs).utf8)
        out.append(contentsOf: #","sections":["#.utf8)
        for (index, section) in word.table.sections.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: #"{"class":"#.utf8)
            JSONString.append(section.wordClass.rawValue, to: &out)
            out.append(contentsOf: #","dictionaryForm":"#.utf8)
            JSONString.append(section.dictionaryForm.text, to: &out)
            out.append(contentsOf: #","forms":["#.utf8)
            for (index, form) in section.forms.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                appendJSON(form, to: &out)
            }
            out.append(contentsOf: "]}".utf8)
        }
        out.append(contentsOf: "]}\n".utf8)
        return String(decoding: out, as: UTF8.self)
    }

    private static func appendJSON(_ form: ConjugatedForm, to out: inout [UInt8]) {
        out.append(contentsOf: #"{"name":"#.utf8)
        JSONString.append(form.name.description, to: &out)
        out.append(contentsOf: #","kind":"#.utf8)
        JSONString.append(form.name.kind.rawValue, to: &out)
        out.append(contentsOf: #","polite":\#(form.name.polite),"negative":\#(form.name.negative),"text":"#.utf8)
        JSONString.append(form.text, to: &out)
        out.append(contentsOf: #","reading":"#.utf8)
        JSONString.append(form.reading, to: &out)
        out.append(contentsOf: #","reasons":"#.utf8)
        JSONString.appendArray(form.reasons.map(\.label), to: &out)
        out.append(contentsOf: #","chain":"#.utf8)
        JSONString.appendArray(form.chain, to: &out)
        out.append(UInt8(ascii: "}"))
    }
}
