import Foundation

/// Bytes a layer above derives from a dictionary and keeps in its image (the search index):
/// this module writes, maps and checks them without knowing what they hold, so it depends on no
/// layer above it. Built when the image is built (by import or a first start), read in place.
public struct ImageAttachment: Sendable {
    /// What the bytes are and which build of them (at most 55 bytes): an image whose attachment
    /// has another key, or none, is rebuilt, so a program that derives them differently never
    /// reads another's.
    public let key: String
    /// What deriving them is, for a progress line: "indexing for search".
    public let label: String
    /// Derives the bytes from the dictionary, scanned from its JSON.
    public let derive: @Sendable (KanjiStore) -> [UInt8]

    /// Names the running program's build (its executable's device, inode, size and change time,
    /// hashed): part of an attachment's key, so bytes derived by one build are never read by
    /// another, which may derive them differently. Empty where the executable cannot be found.
    public static let programBuild: String = {
        var status = stat()
        guard stat("/proc/self/exe", &status) == 0 else { return "" }
        let identity = [
            UInt64(status.st_dev), UInt64(status.st_ino), UInt64(status.st_size), UInt64(bitPattern: Int64(status.st_ctim.tv_sec)),
            UInt64(status.st_ctim.tv_nsec),
        ]
        return String(DictionaryImageCache.nameHash(identity.withUnsafeBytes { Array($0) }), radix: 16)
    }()

    public init(key: String, label: String, derive: @escaping @Sendable (KanjiStore) -> [UInt8]) {
        self.key = key
        self.label = label
        self.derive = derive
    }
}

/// An attachment's bytes: in place in the mapped image, or in memory when this process derived
/// them and no image could be written. Never trusted: `intact` checks the pages of what is read
/// against their hashes (each page once), and its reader bounds-checks every value.
public struct AttachedBytes: @unchecked Sendable {
    public let bytes: UnsafeRawBufferPointer
    /// Keeps the mapping (or the memory) alive.
    private let owner: AnyObject
    private let file: DictionaryFile?

    init(mappedIn file: DictionaryFile, bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        owner = file
        self.file = file
    }

    public init(derived: [UInt8]) {
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: derived.count, alignment: 16)
        derived.withUnsafeBytes { copy.copyMemory(from: $0) }
        let memory = Memory(copy)
        bytes = UnsafeRawBufferPointer(memory.buffer)
        owner = memory
        file = nil
    }

    /// Whether bytes `range` (offsets into `bytes`, inside it) are as written. A damaged page
    /// marks the store's image damaged (`KanjiStore.imageIsDamaged`), so the command that read it
    /// removes it and the next start rebuilds it.
    public func intact(_ range: Range<Int>) -> Bool {
        guard let file else { return true }
        return file.attachmentIsIntact(UnsafeRawBufferPointer(rebasing: bytes[range]))
    }

    /// Marks the store's image damaged, for a reader that found a value out of range in pages
    /// whose hashes matched: the image is then removed and rebuilt like one with a damaged page.
    public func markDamaged() {
        file?.markDamaged()
    }

    /// Memory of derived bytes, freed with the last copy of them.
    private final class Memory {
        let buffer: UnsafeMutableRawBufferPointer
        init(_ buffer: UnsafeMutableRawBufferPointer) { self.buffer = buffer }
        deinit { buffer.deallocate() }
    }
}
