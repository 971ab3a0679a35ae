import Foundation
import KanjiDictionary
import Testing

/// Every kind of broken file gets a short message naming the file and what is wrong: which
/// entry, which field.
@Suite struct LoaderErrorTests {
    private func message(_ json: String) throws -> String? { try KanjiStoreFixture.loadError(json) }
    private func document(kanji: String = #"{"character":"日","meanings":["day"]}"#, words: String = "") -> String {
        KanjiStoreFixture.document(kanji: kanji, words: words)
    }

    @Test func missingFileAndDirectoryNameThePath() throws {
        let missing = "/nonexistent/kanji/dictionary.json"
        #expect(throws: DictionaryError(file: missing, message: "not found")) { try KanjiStore.load(contentsOf: missing) }
        let directory = FileManager.default.temporaryDirectory.path
        #expect(throws: DictionaryError(file: directory, message: "is a directory, not a dictionary file")) {
            try KanjiStore.load(contentsOf: directory)
        }
        #expect(DictionaryError(file: "a.json", message: "not found").description == "a.json: not found")
    }

    @Test func notJSONSaysWhereInTheFile() throws {
        #expect(try message("") == "the file is empty")
        let broken = try #require(try message("{\n\"format\": \"kanji-list-dictionary/1\",\n\"kanji\": [}\n"))
        #expect(broken.hasPrefix("not valid JSON at byte "))
        #expect(broken.contains("(line 3)"))
        let truncated = try #require(try message(#"{"format":"kanji-list-dictionary/1","kanji":[{"character":"日","meanings":["day""#))
        #expect(truncated.hasPrefix("not valid JSON at byte "))
        #expect(try message(document() + " []")?.hasPrefix("not valid JSON at byte ") == true)
        #expect(try message(document() + " []")?.contains("does not end where the file ends") == true)
        #expect(try message(document() + "}")?.contains("more content after the top-level object") == true)
        #expect(try message("[1, 2]") == "the top level must be a JSON object")
        #expect(try message("\u{FEFF}" + document()) == "starts with a byte-order mark; the format is UTF-8 without one")
    }

    @Test func invalidUTF8IsRefused() throws {
        var bytes = Data(document().utf8)
        let position = try #require(bytes.firstIndex(of: UInt8(ascii: "d")))
        bytes[position] = 0xFF
        let error = try #require(throws: DictionaryError.self) { try KanjiStoreFixture.load(data: bytes) }
        #expect(error.message.contains("UTF-8"))
    }

    @Test func badJSONInsideAnUnknownKeyIsStillFound() throws {
        #expect(try message(document(kanji: #"{"character":"日","meanings":[],"extra":{"a":[1,,2]}}"#))?.hasPrefix("not valid JSON") == true)
        #expect(try message(document(kanji: #"{"character":"日","meanings":[],"extra":tru}"#))?.hasPrefix("not valid JSON") == true)
    }

    @Test func aWordAfterTheNamesIsRefused() throws {
        let json = #"{"format":"kanji-list-dictionary/5","kanji":[],"words":[{"word":"田中","meanings":["Tanaka"],"name":["s"]},{"word":"日","meanings":["sun"]}]}"#
        #expect(try message(json) == #"words[1] (日): a word without "name" after the names; names come after every word"#)
    }

    @Test func unknownKeysAreIgnored() throws {
        let json = #"{"format":"kanji-list-dictionary/1","version":{"minor":[1,2.5,null,true]},"kanji":[{"character":"日","meanings":["day"],"svg":"x","variants":["曰"]}],"words":[{"word":"日","meanings":["sun"],"audio":[0]}]}"#
        #expect(try message(json) == nil)
    }

    @Test func otherFormatsAreRefused() throws {
        #expect(try message(#"{"format":"kanji-list-dictionary/6","kanji":[],"words":[]}"#) == #"format is "kanji-list-dictionary/6", expected "kanji-list-dictionary/1", "kanji-list-dictionary/2", "kanji-list-dictionary/3", "kanji-list-dictionary/4" or "kanji-list-dictionary/5""#)
        #expect(try message(#"{"kanji":[],"words":[]}"#) == #"missing field "format"; expected "kanji-list-dictionary/1", "kanji-list-dictionary/2", "kanji-list-dictionary/3", "kanji-list-dictionary/4" or "kanji-list-dictionary/5""#)
        #expect(try message(#"{"format":1,"kanji":[],"words":[]}"#) == #"field "format" must be the string "kanji-list-dictionary/1", "kanji-list-dictionary/2", "kanji-list-dictionary/3", "kanji-list-dictionary/4" or "kanji-list-dictionary/5""#)
        // Refused for its format even when the format comes last and the entries would be wrong too.
        #expect(try message(#"{"kanji":[1],"words":[],"format":"x"}"#) == #"format is "x", expected "kanji-list-dictionary/1", "kanji-list-dictionary/2", "kanji-list-dictionary/3", "kanji-list-dictionary/4" or "kanji-list-dictionary/5""#)
    }

    @Test func missingOrMistypedSections() throws {
        #expect(try message(#"{"format":"kanji-list-dictionary/1","words":[]}"#) == #"missing field "kanji""#)
        #expect(try message(#"{"format":"kanji-list-dictionary/1","kanji":[]}"#) == #"missing field "words""#)
        #expect(try message(#"{"format":"kanji-list-dictionary/1","kanji":{},"words":[]}"#) == #"field "kanji" must be an array"#)
        #expect(try message(#"{"format":"kanji-list-dictionary/1","kanji":[],"words":"x"}"#) == #"field "words" must be an array"#)
        #expect(try message(#"{"format":"kanji-list-dictionary/1","source":5,"kanji":[],"words":[]}"#) == #"field "source" must be a string"#)
    }

    @Test func kanjiCharacterMustBeOneScalar() throws {
        let second = #"{"character":"日","meanings":[]},"#
        #expect(try message(document(kanji: second + #"{"meanings":[]}"#)) == #"kanji[1]: missing field "character""#)
        #expect(try message(document(kanji: second + #"{"character":"日本","meanings":[]}"#)) == #"kanji[1]: field "character" must be exactly one Unicode scalar, not "日本""#)
        #expect(try message(document(kanji: second + #"{"character":"","meanings":[]}"#)) == #"kanji[1]: field "character" must be exactly one Unicode scalar, not """#)
        #expect(try message(document(kanji: second + #"{"character":7,"meanings":[]}"#)) == #"kanji[1]: field "character" must be a string of one Unicode scalar"#)
        #expect(try message(document(kanji: #"{"character":"\u65e5","meanings":[]}"#)) == nil)
    }

    @Test func duplicateCharacterIsNamed() throws {
        let kanji = #"{"character":"日","meanings":[]},{"character":"本","meanings":[]},{"character":"日","meanings":["sun"]}"#
        #expect(try message(document(kanji: kanji)) == #"kanji[2] (日): duplicate character "日", already kanji[0]"#)
    }

    @Test func kanjiListsMustHoldNonEmptyStrings() throws {
        #expect(try message(document(kanji: #"{"character":"日"}"#)) == #"kanji[0] (日): missing field "meanings""#)
        #expect(try message(document(kanji: #"{"character":"日","meanings":"day"}"#)) == #"kanji[0] (日): field "meanings" must be an array of non-empty strings"#)
        #expect(try message(document(kanji: #"{"character":"日","meanings":["day",""]}"#)) == #"kanji[0] (日): field "meanings"[1] must be a non-empty string"#)
        #expect(try message(document(kanji: #"{"character":"日","meanings":[],"onyomi":[3]}"#)) == #"kanji[0] (日): field "onyomi"[0] must be a non-empty string"#)
        #expect(try message(document(kanji: #"{"character":"日","meanings":[],"kunyomi":null}"#)) == #"kanji[0] (日): field "kunyomi" must be an array of non-empty strings"#)
        #expect(try message(document(kanji: #"{"character":"日","meanings":[],"nanori":[[]]}"#)) == #"kanji[0] (日): field "nanori"[0] must be a non-empty string"#)
    }

    @Test func kanjiNumbersMustBeInRange() throws {
        func number(_ field: String, _ value: String) throws -> String? {
            try message(document(kanji: #"{"meanings":[],"\#(field)":\#(value),"character":"日"}"#))
        }
        #expect(try number("strokes", "0") == #"kanji[0] (日): field "strokes" must be an integer from 1 to 99"#)
        #expect(try number("strokes", "null") == #"kanji[0] (日): field "strokes" must be an integer from 1 to 99"#)
        #expect(try number("strokes", "1.5") == #"kanji[0] (日): field "strokes" must be an integer from 1 to 99"#)
        #expect(try number("strokes", #""4""#) == #"kanji[0] (日): field "strokes" must be an integer from 1 to 99"#)
        #expect(try number("strokes", "100") == #"kanji[0] (日): field "strokes" must be an integer from 1 to 99"#)
        #expect(try number("grade", "11") == #"kanji[0] (日): field "grade" must be null or an integer from 1 to 10"#)
        #expect(try number("jlpt", "0") == #"kanji[0] (日): field "jlpt" must be null or an integer from 1 to 5"#)
        #expect(try number("frequency", "-3") == #"kanji[0] (日): field "frequency" must be null or an integer ≥ 1"#)
        #expect(try number("radical", "215") == #"kanji[0] (日): field "radical" must be null or an integer from 1 to 214"#)
        #expect(try number("radical", "99999999999999999999") == #"kanji[0] (日): field "radical" must be null or an integer from 1 to 214"#)
        #expect(try number("strokes", "4e")?.hasPrefix("not valid JSON") == true)
        #expect(try number("grade", "null") == nil)
    }

    @Test func kanjiEntryMustBeAnObject() throws {
        #expect(try message(document(kanji: #"{"character":"日","meanings":[]},"本""#)) == "kanji[1]: must be an object")
    }

    @Test func wordFieldsAreChecked() throws {
        let ok = #"{"word":"日","meanings":["sun"]},"#
        #expect(try message(document(words: ok + #""日本""#)) == "words[1]: must be an object")
        #expect(try message(document(words: ok + #"{"meanings":[]}"#)) == #"words[1]: missing field "word""#)
        #expect(try message(document(words: ok + #"{"word":"","meanings":[]}"#)) == #"words[1]: field "word" must be a non-empty string"#)
        #expect(try message(document(words: ok + #"{"word":["日本"],"meanings":[]}"#)) == #"words[1]: field "word" must be a non-empty string"#)
        #expect(try message(document(words: ok + #"{"word":"日本"}"#)) == #"words[1] (日本): missing field "meanings" (or "senses")"#)
        #expect(try message(document(words: ok + #"{"word":"日本","meanings":[""]}"#)) == #"words[1] (日本): field "meanings"[0] must be a non-empty string"#)
        #expect(try message(document(words: ok + #"{"readings":"にほん","word":"日本","meanings":[]}"#)) == #"words[1] (日本): field "readings" must be an array of non-empty strings"#)
        #expect(try message(document(words: ok + #"{"word":"日本","meanings":[],"common":"yes"}"#)) == #"words[1] (日本): field "common" must be true or false"#)
        #expect(try message(document(words: ok + #"{"word":"日本","meanings":[],"common":false}"#)) == nil)
    }
}
