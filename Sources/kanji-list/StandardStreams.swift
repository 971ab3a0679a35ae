import ArgumentParser
import Glibc
import LearnerData

/// Standard output and error, written with write(2) until every byte is out or an error says why
/// not: a closed or full stream is an ordinary failure with a message, where FileHandle's write
/// traps. What goes out has its control characters escaped (ControlCharacters), so an argument
/// or a dictionary's text cannot put raw escape sequences on the user's terminal.
enum StandardStreams {
    struct WriteFailure: Error {
        let stream: String
        let code: Int32

        var description: String { "cannot write to \(stream): \(String(cString: strerror(code)))" }
    }

    /// Standard input, output and error that were closed before the program started get /dev/null,
    /// opened read-only: a file opened later cannot take their numbers and receive the program's
    /// output, and writing to a closed stdout or stderr still fails (EBADF) as it should.
    static func reserveClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    /// Writes all of `text` as it is. Each pass writes at least one byte or ends in an error (a
    /// write that takes nothing counts as an I/O error), so the loop ends.
    static func write(_ text: String, to descriptor: Int32) throws(WriteFailure) {
        try write(bytes: Array(text.utf8), to: descriptor)
    }

    /// Writes all of `bytes` (a WAVE file `say` sends to standard output, or to the FIFO or
    /// device `name`).
    static func write(bytes: [UInt8], to descriptor: Int32, name: String? = nil) throws(WriteFailure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                let stream = name ?? (descriptor == STDOUT_FILENO ? "standard output" : "standard error")
                throw WriteFailure(stream: stream, code: written == 0 ? EIO : errno)
            }
        }
    }
}

/// A command's output on standard output, its tabs and newlines kept; a failure is said on
/// standard error and ends the command with status 1.
func printOutput(_ text: String) throws {
    try writeOutput(Array(ControlCharacters.escaped(text, keeping: ["\n", "\t"]).utf8))
}

/// ``printOutput(_:)`` of a text's UTF-8 (valid, as a string's is), written as it is where it
/// holds no control to escape: parse makes its output as bytes, and making them a string to
/// escape it read every byte twice more and copied them.
func printOutput(utf8 bytes: [UInt8]) throws {
    guard !ControlCharacters.holdsControl(utf8: bytes, keeping: ["\n", "\t"]) else {
        return try printOutput(String(decoding: bytes, as: UTF8.self))
    }
    try writeOutput(bytes)
}

/// Bytes whose every field was escaped as it went in (``ControlCharacters/appendEscaped(_:to:)``),
/// so they hold no control but the tabs and newlines between the fields: written as they are, not
/// read through again for controls (parse's text output, 2% of its time on a novel). A debug build
/// (the tests) checks that none slipped in.
func printOutput(escapedUTF8 bytes: [UInt8]) throws {
    assert(!ControlCharacters.holdsControl(utf8: bytes, keeping: ["\n", "\t"]), "parse's text output holds an unescaped control")
    try writeOutput(bytes)
}

private func writeOutput(_ bytes: [UInt8]) throws {
    do {
        try StandardStreams.write(bytes: bytes, to: STDOUT_FILENO)
    } catch {
        printError("kanji-list: \(error.description)")
        throw ExitCode(1)
    }
}

/// A message on standard error: every message the commands give outside a terminal UI. When
/// standard error itself cannot be written there is nowhere left to say so; the command's exit
/// status still tells.
func printError(_ line: String) {
    try? StandardStreams.write(ControlCharacters.escaped(line, keeping: ["\n"]) + "\n", to: STDERR_FILENO)
}
