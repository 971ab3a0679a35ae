import Foundation
import Testing
@testable import KanjiImport

/// XML built to exhaust the parser: each is refused with an error naming what is wrong, where
/// libxml2 with XML_PARSE_HUGE took minutes and gigabytes (and then accepted the billion laughs).
struct ImportHostileXMLTests {
    private func error(parsing xml: String) -> ImportError? {
        #expect(throws: ImportError.self) { try KanjidicFile.parse(xml: Array(xml.utf8), file: "hostile.xml") }
    }

    /// Ten entities of ten of the one before, nine deep: 10⁹ "lol"s from 1 KB.
    private static let laughs = "<!DOCTYPE kanjidic2 [\n<!ENTITY lol0 \"lol\">\n"
        + (1...9).map { level in "<!ENTITY lol\(level) \"\(String(repeating: "&lol\(level - 1);", count: 10))\">\n" }.joined()
        + "]>\n"

    @Test func aBillionLaughsInAnAttributeIsRefused() {
        let xml = Self.laughs + "<kanjidic2><character><literal>日</literal><reading_meaning><rmgroup>"
            + "<reading r_type=\"&lol9;\">ニチ</reading></rmgroup></reading_meaning></character></kanjidic2>\n"
        let error = error(parsing: xml)
        #expect(error?.message.contains("an entity expands to too much text") == true, "\(String(describing: error))")
    }

    @Test func aBillionLaughsInTextIsRefused() {
        let xml = Self.laughs + "<kanjidic2><character><literal>日</literal><reading_meaning><rmgroup>"
            + "<meaning>&lol9;</meaning></rmgroup></reading_meaning></character></kanjidic2>\n"
        let error = error(parsing: xml)
        #expect(error?.message.contains("an entity expands to too much text") == true, "\(String(describing: error))")
    }

    /// The issue's 20 MB nodes took minutes; 1 MB, which libxml2 with XML_PARSE_HUGE accepted, is
    /// past the bound all the same and keeps the tests' memory small beside others measuring theirs.
    @Test(arguments: [
        "<kanjidic2><header a=\"\(String(repeating: "x", count: 1_000_000))\"/></kanjidic2>",
        "<kanjidic2><!--\(String(repeating: "x", count: 1_000_000))--></kanjidic2>",
        "<kanjidic2><header>\(String(repeating: "x", count: 1_000_000))</header></kanjidic2>",
    ])
    func aMegabyteNodeIsRefused(xml: String) {
        let error = error(parsing: xml)
        #expect(error?.message == "a tag, text or comment longer than 64 KB, far longer than the real files have: refused")
        #expect(error?.line == 1)
    }

    @Test func twoHundredThousandAttributesAreRefused() {
        let attributes = (0..<200_000).map { "a\($0)=\"1\"" }.joined(separator: "\n")
        let error = error(parsing: "<kanjidic2>\n<header \(attributes)/></kanjidic2>")
        #expect(error?.message == "an element with hundreds of attributes, far more than the real files have: refused")
        // The 257th attribute, one a line from line 2.
        #expect(error?.line == 258)
    }

    @Test func textNotInTheDeclaredEncodingIsOneClearError() {
        let bytes = Array("<?xml version=\"1.0\" encoding=\"EUC-JP\"?>\n<kanjidic2><header>".utf8) + [0xFF, 0xFE]
            + Array("</header></kanjidic2>\n".utf8)
        let error = #expect(throws: ImportError.self) { try KanjidicFile.parse(xml: bytes, file: "euc.xml") }
        #expect(error?.message.hasPrefix("not valid text in the encoding its XML declaration names (input conversion failed") == true,
                "\(String(describing: error))")
    }

    @Test func textInTheDeclaredEncodingIsRead() throws {
        // 日 in EUC-JP.
        let bytes = Array("<?xml version=\"1.0\" encoding=\"EUC-JP\"?>\n<kanjidic2><character><literal>".utf8) + [0xC6, 0xFC]
            + Array("</literal></character></kanjidic2>\n".utf8)
        let file = try KanjidicFile.parse(xml: bytes, file: "euc.xml")
        #expect(file.kanji.map(\.character) == ["日"])
    }
}
