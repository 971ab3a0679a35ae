import CSimdjsonBridge
import Foundation

/// The folder of dictionary images: what a scan of a dictionary file finds, written once so that
/// later starts map it instead of scanning the JSON again (see DictionaryImage.cpp). The JSON
/// stays the source of truth; an image is only ever a cache of it, named after the file's path,
/// used only while it was made from the file as it is now (device, inode, size, change time: one
/// stat), and rebuilt when it is missing, stale or damaged.
public struct DictionaryImageCache: Sendable {
    /// $XDG_CACHE_HOME/kanji-list (or ~/.cache/kanji-list).
    public let folder: String
    /// What layers above keep in each image (the search index): an image without one of them is
    /// rebuilt with it.
    public let attachments: [ImageAttachment]
    /// Hears what building an image is doing ("reading dictionary.json.gz", "indexing for search"),
    /// step by step, for a progress line; not called when the image is mapped.
    public let progress: (@Sendable (String) -> Void)?

    public init(folder: String, attachments: [ImageAttachment] = [], progress: (@Sendable (String) -> Void)? = nil) {
        self.folder = folder
        self.attachments = attachments
        self.progress = progress
    }

    /// The user's cache folder.
    public static func standard(
        attachments: [ImageAttachment] = [], progress: (@Sendable (String) -> Void)? = nil,
        environment: [String: String] = ProcessEnvironment.current()
    ) -> DictionaryImageCache {
        DictionaryImageCache(
            folder: DictionaryLocations.xdgDirectory("XDG_CACHE_HOME", fallback: ".cache", environment: environment) + "/kanji-list",
            attachments: attachments, progress: progress)
    }

    /// The image of the dictionary at `dictionaryPath`: one a file, named by a hash of the file's
    /// absolute path, so a re-imported dictionary replaces its own image.
    public func imagePath(for dictionaryPath: String) -> String {
        folder + "/dictionary-" + String(Self.nameHash(Self.absolute(dictionaryPath).utf8), radix: 16) + ".image"
    }

    /// The path as the image names its origin: absolute and resolved, so the image is the same
    /// file's from any folder (a relative origin, read from elsewhere, looked stale and orphaned).
    /// realpath(3) for a file that exists, as it does at every start: Foundation's URL cost 0.46M
    /// instructions there (a tenth of `lookup 日`'s own work).
    static func absolute(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        return URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// A short hash to name things by (FNV-1a): no defence against anyone, just distinct names.
    static func nameHash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01B3
        }
        return hash
    }

    /// Loads the dictionary at `path` through its image: maps the image when it is current, whole
    /// and has every attachment; otherwise scans the JSON, derives the attachments and writes the
    /// image for next time. What the user should hear of it (a damaged image rebuilt, a cache that
    /// cannot be written) goes to `notice`.
    func load(_ path: String, notice: (String) -> Void) throws(DictionaryError) -> KanjiStore {
        let image = imagePath(for: path)
        var damage: String?
        switch DictionaryFile.mapImage(at: image, madeFrom: path) {
        case .loaded(let file) where attachments.allSatisfy({ file.attachment($0.key) != nil }):
            return KanjiStore(file: file)
        case .damaged(let reason):
            damage = "the cached image \(image) was damaged (\(reason))"
        case .loaded, .missingOrStale:
            break
        }
        progress?("reading \(URL(fileURLWithPath: path).lastPathComponent)")
        let scanned = KanjiStore(file: try DictionaryFile(path: path))
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            // Nothing derived either: a command costs one scan of the file, not an index built.
            notice(cannotWrite(image, (error as NSError).localizedFailureReason ?? "its folder cannot be made", path, damage))
            return scanned
        }
        let derived = attachments.map { attachment in
            progress?(attachment.label)
            return (key: attachment.key, bytes: attachment.derive(scanned))
        }
        progress?("writing it")
        if let problem = scanned.file.writeImage(to: image, origin: Self.absolute(path), attachments: derived) {
            notice(cannotWrite(image, problem, path, damage))
        } else {
            if let damage { notice("\(damage); rebuilt from \(path)") }
            removeOrphans()
        }
        return KanjiStore(file: scanned.file, derived: Dictionary(derived.map { ($0.key, AttachedBytes(derived: $0.bytes)) }) { first, _ in first })
    }

    /// A damaged image that could not be rebuilt says both, and nothing of a rebuild.
    private func cannotWrite(_ image: String, _ problem: String, _ path: String, _ damage: String?) -> String {
        let reading = "reading \(path) in full each time"
        guard let damage else { return "cannot write the cached image \(image): \(problem); \(reading)" }
        return "\(damage) and cannot be rebuilt: \(problem); \(reading)"
    }

    /// What `kanji-list cache status` lists: each image, the dictionary it was made from and
    /// whether it is that file's current image, and the temporary files of builds (under way,
    /// or killed before they renamed it into place).
    public func images() -> [CachedImage] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix("dictionary-") && $0.contains(".image") }.sorted().map { name in
            let path = folder + "/" + name
            guard name.hasSuffix(".image") else { return CachedImage(path: path, origin: nil, isCurrent: false, bytes: Self.size(of: path), isUnfinished: true) }
            var description = kl_image_description()
            guard kl_image_describe(path, &description) else { return CachedImage(path: path, origin: nil, isCurrent: false, bytes: Self.size(of: path)) }
            let origin = withUnsafeBytes(of: description.origin) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            let current = description.is_current && imagePath(for: origin) == path
            return CachedImage(path: path, origin: origin, isCurrent: current, bytes: Self.size(of: path))
        }
    }

    /// Removes every image and every temporary file a build left; returns how many files went.
    public func clear() throws -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var removed = 0
        for name in names where name.hasPrefix("dictionary-") && name.contains(".image") {
            try FileManager.default.removeItem(atPath: folder + "/" + name)
            removed += 1
        }
        return removed
    }

    /// Removes the images of dictionary files that no longer exist (an import's temporary output, a
    /// dictionary deleted or moved), so the folder does not grow with every file ever opened.
    /// Called after an image is written, which is rare, so a start pays nothing for it. An image
    /// that cannot be read (another version's) is left alone, and so is a build's temporary file
    /// until it is ``abandonedAfter`` seconds old: a build writes its file from start to end in
    /// seconds, so by then it was killed.
    func removeOrphans() {
        for image in images() {
            if image.isUnfinished, let age = Self.secondsSinceChange(image.path), age > Self.abandonedAfter { unlink(image.path) }
            guard let origin = image.origin, !origin.isEmpty else { continue }
            var status = stat()
            if stat(origin, &status) != 0, errno == ENOENT { unlink(image.path) }
        }
    }

    /// Removes the image of `dictionaryPath`, after decoding found it damaged.
    public func remove(imageOf dictionaryPath: String) {
        unlink(imagePath(for: dictionaryPath))
    }

    static let abandonedAfter = 3600

    private static func secondsSinceChange(_ path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return time(nil) - status.st_mtim.tv_sec
    }

    private static func size(of path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }
}

/// One image in the cache folder.
public struct CachedImage: Sendable, Equatable {
    public let path: String
    /// The dictionary file it was made from; nil for a file that is no readable image.
    public let origin: String?
    /// Whether it was made from that file as the file is now.
    public let isCurrent: Bool
    public let bytes: Int
    /// A build's temporary file, not yet renamed into place (or never, the build killed).
    public var isUnfinished = false
}
