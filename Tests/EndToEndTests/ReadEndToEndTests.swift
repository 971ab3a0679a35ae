import Foundation
import Testing

/// `kanji-list read` in a real terminal (tmux) on the bundled dictionary, with MeCab: a file read
/// word by word, a verb opened and back, the log; and R's empty page taking a bracketed paste.
@Suite(.serialized) struct ReadEndToEndTests {
    @Test(arguments: [(80, 24), (40, 12)])
    func readAFileMoveToAVerbOpenItAndComeBack(width: Int, height: Int) throws {
        let launch = try BrowserLaunch()
        let file = launch.folder.appendingPathComponent("page.txt")
        try Data("きのう友達と映画を見に行きました。\n日本語を勉強しています。\n".utf8).write(to: file)
        let terminal = try TmuxTerminal(
            [KanjiListBinary.path, "read", file.path, "--log", launch.logPath, "--dictionary", KanjiListBinary.bundledDictionary],
            width: width, height: height, environment: ["XDG_DATA_HOME": launch.folder.path])
        try terminal.waitUntil("the page with its first word") { try terminal.screen().contains("昨日") }
        for _ in 0..<7 { try terminal.press("Right") }
        // The candidates row says "polite, past" too, and may be drawn before the entry: both are waited for.
        try terminal.waitUntil("the verb's entry with its inflection") {
            let screen = try terminal.screen()
            return screen.contains("行きました → 行く") && screen.contains("polite, past")
        }
        try terminal.press("Enter")
        try terminal.waitUntil("the verb's screen") { try terminal.screen().contains("kanji of the word") }
        try terminal.press("Escape")
        try terminal.waitUntil("the page again, on the verb") { try terminal.screen().contains("行きました → 行く") }
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
        let log = try String(contentsOfFile: launch.logPath, encoding: .utf8)
        let navigation = log.split(separator: "\n").filter { $0.contains(#""machine":"navigation""#) }
        #expect(navigation.contains { $0.contains(#""event":"read","from":"All","to":"Read","accepted":true"#) && $0.contains(#""subject":"page.txt""#) })
        #expect(navigation.contains { $0.contains(#""event":"open","from":"Read","to":"List""#) && $0.contains(#""subject":"行く""#) })
        #expect(navigation.contains { $0.contains(#""event":"back","from":"List","to":"Read""#) })
        #expect(!log.contains("友達"), "the log holds the text")
        let replay = try KanjiListBinary.run(["replay", launch.logPath, "--dictionary", KanjiListBinary.bundledDictionary])
        #expect(replay.status == 0, "\(replay.standardError)")
    }

    /// Keys typed before the page is cut into words act once it is, in order: on a first start (an
    /// empty image cache) the loading screen shows while the dictionary's image is built, and
    /// → → → Enter q typed there move to the fourth word, open it and quit. They were dropped: the
    /// page, pushed as the load ended, took them before its lexicon was ready and had no word.
    @Test func keysTypedBeforeThePageIsCutActOnceItIs() throws {
        let launch = try BrowserLaunch()
        let file = launch.folder.appendingPathComponent("page.txt")
        try Data("きのう友達と映画を見に行きました。\n日本語を勉強しています。\n".utf8).write(to: file)
        let terminal = try TmuxTerminal(
            [KanjiListBinary.path, "read", file.path, "--log", launch.logPath, "--dictionary", KanjiListBinary.bundledDictionary],
            width: 80, height: 24,
            environment: ["XDG_DATA_HOME": launch.folder.path, "XDG_CACHE_HOME": launch.folder.appendingPathComponent("fresh-cache").path])
        try terminal.waitUntil("the loading screen, the image being built") { try terminal.screen().contains("Loading the dictionary") }
        try terminal.press("Right", "Right", "Right")
        try terminal.waitUntil("the keys kept") { try terminal.screen().contains("3 keys typed") }
        try terminal.press("Enter", "q")
        // The image of the whole bundled dictionary takes most of a minute in a debug build, more under load.
        #expect(try terminal.waitForExit(timeout: .seconds(600)) == 0)
        let log = try String(contentsOfFile: launch.logPath, encoding: .utf8)
        let navigation = log.split(separator: "\n").filter { $0.contains(#""machine":"navigation""#) }
        #expect(navigation.contains { $0.contains(#""event":"read","from":"All","to":"Read","accepted":true"#) })
        #expect(navigation.contains { $0.contains(#""event":"open","from":"Read","to":"List","accepted":true"#) && $0.contains(#""subject":"映画""#) },
                "the fourth word was not opened:\n\(navigation.joined(separator: "\n"))")
    }

    /// The text on standard input, the keys from the terminal: the browser starts itself again
    /// (for the crash reporter's setting) before it reads the text, not after.
    @Test func standardInputIsTheTextAndTheTerminalGivesTheKeys() throws {
        let launch = try BrowserLaunch()
        let command = "printf '日本語を勉強しています。' | '\(KanjiListBinary.path)' read - --log '\(launch.logPath)' "
            + "--dictionary '\(KanjiListBinary.bundledDictionary)'"
        let terminal = try TmuxTerminal(["/bin/sh", "-c", command], width: 80, height: 24, environment: ["XDG_DATA_HOME": launch.folder.path])
        try terminal.waitUntil("the page from standard input, cut into words") { try terminal.screen().contains("word 1 of 3") }
        try terminal.press("Right", "Right")
        try terminal.waitUntil("the third word") { try terminal.screen().contains("勉強しています → 勉強") }
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func anEmptyPageTakesABracketedPaste() throws {
        let launch = try BrowserLaunch()
        let terminal = try launch.start(["--dictionary", KanjiListBinary.bundledDictionary], width: 80, height: 24)
        try terminal.waitUntil("the kanji list") { try terminal.screen().contains("kanji, by frequency") }
        try terminal.press("R")
        try terminal.waitUntil("the empty page") { try terminal.screen().contains("paste or type Japanese text") }
        try terminal.press("x")
        try terminal.waitUntil("the empty page saying what it takes") { try terminal.screen().contains("or type it with an input method;") }
        try terminal.paste("食べさせられた")
        try terminal.waitUntil("the pasted words") { try terminal.screen().contains("causative, passive, past") }
        // Japanese typed (as an input method sends it, key by key) goes on the page too.
        try terminal.type("。住みやすい")
        try terminal.waitUntil("the typed words") { try terminal.screen().contains("word 1 of 2") }
        try terminal.press("End")
        try terminal.waitUntil("the typed word's entry") { try terminal.screen().contains("住みやすい → 住む") }
        try terminal.press("BSpace", "BSpace")
        try terminal.waitUntil("two characters taken back") { try terminal.screen().contains("住み → 住む") }
        try terminal.press("Escape")
        try terminal.waitUntil("the kanji list again") { try terminal.screen().contains("kanji, by frequency") }
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
    }

    private func emptyPage(_ launch: BrowserLaunch) throws -> TmuxTerminal {
        let terminal = try launch.start(["--dictionary", KanjiListBinary.bundledDictionary], width: 80, height: 24)
        try terminal.waitUntil("the kanji list") { try terminal.screen().contains("kanji, by frequency") }
        try terminal.press("R")
        try terminal.waitUntil("the empty page") { try terminal.screen().contains("paste or type Japanese text") }
        return terminal
    }

    /// A byte that is no UTF-8 inside a paste: curses gave up on it, so the paste ended there and
    /// its rest ran as keys (the q at its end quit the app). Now it is one U+FFFD in the text.
    @Test func aPasteWithAnInvalidByteStaysText() throws {
        let launch = try BrowserLaunch()
        let terminal = try emptyPage(launch)
        try terminal.paste(bytes: Data("本".utf8) + Data([0xFF]) + Data((String(repeating: "x", count: 150) + "q").utf8))
        try terminal.waitUntil("the paste's end on the page") { try terminal.screen().contains("xxxxxxxxq") }
        try terminal.paste(bytes: Data("日".utf8) + Data([0xC3]) + Data("abc".utf8))
        try terminal.waitUntil("a short tail kept") { try terminal.screen().contains("abc") }
        #expect(try terminal.screen().contains("本\u{FFFD}xxxx"))
        try terminal.press("Escape")
        try terminal.waitUntil("the kanji list again") { try terminal.screen().contains("kanji, by frequency") }
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
    }
}
