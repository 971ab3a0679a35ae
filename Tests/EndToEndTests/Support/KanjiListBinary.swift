import TestSupport
import Foundation

/// The built `kanji-list` executable, as a user runs it: the path in KANJI_LIST_BINARY, else the
/// one built beside this test bundle (whatever the scratch path), else `.build/debug/kanji-list`.
enum KanjiListBinary {
    struct Output {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath)  // Tests/EndToEndTests/Support/KanjiListBinary.swift
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static var path: String {
        if let path = ProcessInfo.processInfo.environment["KANJI_LIST_BINARY"] { return path }
        if let besideTests = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("kanji-list").path,
           FileManager.default.isExecutableFile(atPath: besideTests) {
            return besideTests
        }
        return packageRoot.appendingPathComponent(".build/debug/kanji-list").path
    }

    static var bundledDictionary: String {
        packageRoot.appendingPathComponent("Resources/dictionary.json.gz").path
    }

    /// What every run of the binary gets unless its test says otherwise: the dictionaries' images
    /// in a cache folder of this test process's own (removed when it exits), never the user's
    /// ~/.cache, which would otherwise keep an image of every temporary dictionary a test made.
    /// The bundled dictionary's image is built there once, first: the tests that start together
    /// would otherwise each build it (most of a minute each in a debug build), and those that wait
    /// for a screen would wait for that.
    static let isolatedEnvironment: [String: String] = {
        let environment = ["XDG_CACHE_HOME": TestFolders.unused("image-cache").path]
        let build = Process()
        build.executableURL = URL(fileURLWithPath: path)
        build.arguments = ["search", "sun", "--limit", "1", "--dictionary", bundledDictionary]
        build.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        build.standardOutput = FileHandle.nullDevice
        build.standardInput = FileHandle.nullDevice
        // A failure shows in the tests themselves, which run the same command.
        if (try? build.run()) != nil { build.waitUntilExit() }
        return environment
    }()

    /// Runs the binary without a terminal and collects what it printed.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Output {
        try collect(URL(fileURLWithPath: path), arguments, environment: environment)
    }

    /// Runs `command` with bash (`$K` is the binary), for redirections such as `>&-` that close
    /// or replace the binary's standard streams.
    static func run(shellCommand command: String) throws -> Output {
        try collect(URL(fileURLWithPath: "/bin/bash"), ["-c", command], environment: ["K": path])
    }

    /// Runs `command` with bash started as a login shell would start it (see CleanSpawn), for tests
    /// that signal the binary: `Process` would pass on the test runner's blocked signals.
    static func run(cleanShellCommand command: String) throws -> Output {
        let folder = try temporaryFolder()
        let output = folder.appendingPathComponent("standard-output"), errors = folder.appendingPathComponent("standard-error")
        let status = try CleanSpawn.run(
            "/bin/bash", ["bash", "-c", command], environment: ProcessInfo.processInfo.environment.merging(isolatedEnvironment) { $1 }.merging(["K": path]) { $1 },
            output: output.path, errors: errors.path)
        return Output(
            status: status, standardOutput: try String(contentsOf: output, encoding: .utf8),
            standardError: try String(contentsOf: errors, encoding: .utf8))
    }

    private static func collect(_ executable: URL, _ arguments: [String], environment: [String: String]) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(isolatedEnvironment) { $1 }.merging(environment) { $1 }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh folder for one test's files, removed when the test process exits.
    static func temporaryFolder() throws -> URL {
        try TestFolders.make("kanji-list-test")
    }

    /// XDG data and state folders of the test's own under `folder`, so a run never meets the
    /// learner's real bookmarks, reviews or marks.
    static func ownFolders(under folder: URL) -> [String: String] {
        ["XDG_DATA_HOME": folder.appendingPathComponent("data").path, "XDG_STATE_HOME": folder.appendingPathComponent("state").path]
    }
}
