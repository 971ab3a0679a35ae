import Foundation
import Segmentation
import Testing

/// Reading text to segment from real files: pieces at line breaks, the byte offset of bad UTF-8,
/// binary files, and lines longer than a piece.
@Suite struct TextInputTests {
    private func file(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("text-input-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func pieces(_ path: String) throws(TextInput.Failure) -> [TextInput.Piece] {
        var input = try TextInput(path: path)
        var found: [TextInput.Piece] = []
        while let piece = try input.next() { found.append(piece) }
        return found
    }

    /// The failure's message for `path`, nil when it reads.
    private func failure(_ path: String) -> String? {
        do {
            _ = try pieces(path)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func piecesEndAtLineBreaksWithScalarOffsets() throws {
        let path = try file(Array("日本語\nabc\n最後".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let found = try pieces(path)
        #expect(found.map(\.text) == ["日本語\n", "abc\n", "最後"])
        #expect(found.map(\.scalarOffset) == [0, 4, 8])
    }

    @Test func anEmptyFileHasNoPieces() throws {
        let path = try file([])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try pieces(path).isEmpty)
    }

    @Test func invalidUTF8IsNamedByItsByteOffset() throws {
        // あ is 3 bytes; then a line; then a lone continuation byte at offset 3 + 4 + 1.
        let path = try file(Array("あ\nok\nx".utf8) + [0x80] + Array("y".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(failure(path) == "\(path) is not valid UTF-8 text (at byte 8)")
        let overlong = try file([0x41, 0xC0, 0xAF])
        defer { try? FileManager.default.removeItem(atPath: overlong) }
        #expect(failure(overlong) == "\(overlong) is not valid UTF-8 text (at byte 1)")
    }

    @Test func aNULByteIsABinaryFile() throws {
        let path = try file([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x00, 0x01])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(failure(path) == "\(path) is a binary file, not text (a NUL byte at byte 5)")
    }

    @Test func aMissingFileOrAFolderIsSaid() {
        #expect(failure("/nonexistent/text") == "cannot read /nonexistent/text: No such file or directory")
        #expect(failure("/tmp") == "cannot read /tmp: it is a directory")
    }

    @Test func aLineLongerThanAPieceIsCutAtACharacterBoundary() throws {
        let line = String(repeating: "漢", count: TextInput.longestPiece / 3 + 10)
        let path = try file(Array(line.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let found = try pieces(path)
        #expect(found.count == 2)
        #expect(found.map(\.text).joined() == line)
        #expect(found[1].scalarOffset == found[0].text.unicodeScalars.count)
    }

    /// The cut fell anywhere, often inside a word: it is made after the last 、 (or 。, or a
    /// space) before the limit, where there is one in the 64 KB before it.
    @Test func aLongLineIsCutAfterItsLastCommaBeforeTheLimit() throws {
        let sentence = "日本語を勉強しています、"
        let line = String(repeating: sentence, count: TextInput.longestPiece / sentence.utf8.count + 10)
        let path = try file(Array(line.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let found = try pieces(path)
        #expect(found.count == 2 && found.map(\.text).joined() == line)
        #expect(found[0].text.hasSuffix("、") && found[1].text.hasPrefix("日本語"))
    }
}

/// A 50 MB file streams through in pieces: it is never in memory whole.
@Suite struct LargeTextInputTests {
    /// Streaming shown by what is read, not by the process's peak memory (which tests running
    /// beside this one also raise): fifty megabytes come through a FIFO whose writer holds back
    /// all but the first line until the reader has had its first piece, so an input that read
    /// the whole file before answering would wait for the writer's time-out and fail.
    @Test func fiftyMegabytesStreamInPiecesWithoutLoadingTheFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("text-input-fifo-\(UUID().uuidString)").path
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        let line = Array((String(repeating: "日本語の文章です。", count: 20) + "\n").utf8)
        let blocks = 50_000_000 / (line.count * 1000) + 1
        let block = Array((0..<1000).flatMap { _ in line })
        let firstPieceTaken = DispatchSemaphore(value: 0)
        let writer = Thread {
            let descriptor = open(path, O_WRONLY)
            guard descriptor >= 0 else { return }
            defer { close(descriptor) }
            func send(_ bytes: [UInt8]) {
                var sent = 0
                while sent < bytes.count {
                    let written = bytes[sent...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                    guard written > 0 else { return }
                    sent += written
                }
            }
            send(line)
            _ = firstPieceTaken.wait(timeout: .now() + 30)
            for _ in 0..<blocks { send(block) }
        }
        writer.start()
        let started = Date()
        var input = try TextInput(path: path)
        let first = try #require(try input.next())
        // The first piece came while the writer still held back the rest, not after its time-out.
        #expect(Date().timeIntervalSince(started) < 20)
        firstPieceTaken.signal()
        #expect(first.text.utf8.count == line.count)
        var bytes = first.text.utf8.count
        var longest = bytes
        while let piece = try input.next() {
            bytes += piece.text.utf8.count
            longest = max(longest, piece.text.utf8.count)
        }
        #expect(bytes == line.count * (1 + 1000 * blocks) && bytes > 50_000_000)
        #expect(longest == line.count)
    }
}
