import ArgumentParser
import KanjiDictionary

/// `kanji-list cache status|clear`: the derived images of dictionaries under $XDG_CACHE_HOME.
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        _superCommandName: "kanji-list",
        abstract: "Show or clear the cached images of dictionaries.",
        discussion: """
            Each dictionary file read is kept as an image under $XDG_CACHE_HOME/kanji-list \
            (~/.cache/kanji-list when unset), mapped at the next start instead of reading the \
            whole file again. An image is used only while the file is as it was when the image \
            was made (same device, inode, size and change time) and passes its checks; otherwise \
            it is rebuilt. The JSON file stays the source of truth: clearing the cache loses nothing. \
            status marks a build's temporary file "unfinished"; one left by a build that was killed is \
            removed by the next build once it is an hour old, or by clear.
            """,
        subcommands: [Status.self, Clear.self],
        defaultSubcommand: Status.self)

    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "status", abstract: "List the cached images: size, dictionary, whether current.")

        func run() throws {
            let cache = DictionaryImageCache.standard()
            let images = cache.images()
            try printOutput("cache folder: \(cache.folder)\n")
            if images.isEmpty { try printOutput("no images\n") }
            for image in images {
                let state = image.isUnfinished ? "unfinished" : image.origin == nil ? "unreadable" : image.isCurrent ? "current" : "stale"
                try printOutput("\(image.path)\t\(image.bytes / 1_000_000).\(image.bytes / 100_000 % 10) MB\t\(state)\t\(image.origin ?? "-")\n")
            }
        }
    }

    struct Clear: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "clear", abstract: "Remove every cached image (they are rebuilt when needed).")

        func run() throws {
            let cache = DictionaryImageCache.standard()
            do {
                let removed = try cache.clear()
                try printOutput("removed \(removed) file\(removed == 1 ? "" : "s") from \(cache.folder)\n")
            } catch {
                printError("kanji-list cache clear: \(cache.folder): \(error.localizedDescription)")
                throw ExitCode.failure
            }
        }
    }
}
