import Glibc

/// An IPADIC feature string's fields: part of speech, three subclasses, conjugation type and
/// form, base form, reading, pronunciation (an unknown word has only the first seven). Read once
/// a string by its tokenizer and shared by every token of it (``MeCabToken``).
final class MeCabFeature: Equatable, Sendable {
    let bytes: [UInt8]
    /// Its number among the strings its tokenizer read (``MeCabToken/feature``).
    let serial: Int32
    let partOfSpeech: IPADICField
    let subclass: IPADICField
    let detail: IPADICField
    let conjugation: IPADICField?
    let form: IPADICField?
    let baseForm: String?
    let reading: String?
    let fields: [String]

    /// The fields of the feature string `bytes`, the `serial`th its tokenizer read.
    init(_ bytes: UnsafeRawBufferPointer, serial: Int32) {
        // Cut at each comma by hand: the generic split cost 3,000 instructions a string.
        var slices: [Range<Int>] = []
        slices.reserveCapacity(12)
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: ",") {
            slices.append(start..<index)
            start = index + 1
        }
        slices.append(start..<bytes.count)
        let fields = slices.map { String(decoding: UnsafeRawBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
        // "*" (no value) told by its byte: a string compared with "*" went through Unicode's
        // rules, 330 instructions a field.
        let field = { (index: Int) -> String? in
            guard index < fields.count else { return nil }
            let isStar = slices[index].count == 1 && bytes[slices[index].lowerBound] == UInt8(ascii: "*")
            return isStar ? nil : fields[index]
        }
        self.bytes = Array(bytes)
        self.serial = serial
        partOfSpeech = IPADICField(field(0) ?? "")
        subclass = IPADICField(field(1) ?? "")
        detail = IPADICField(field(2) ?? "")
        conjugation = field(4).map { IPADICField($0) }
        form = field(5).map { IPADICField($0) }
        baseForm = field(6)
        reading = field(7)
        self.fields = fields
    }

    /// These fields with the reading (7 and 8, the pronunciation read alike) or the base form (6)
    /// replaced, numbered `-serial - 1`: a number no string of its tokenizer's has, and each
    /// string is reread one way at most (``MeCabToken/reread(as:base:)``).
    func replacing(reading: String?, base: String?) -> MeCabFeature {
        var fields = self.fields
        if let reading {
            for field in 7..<max(7, min(fields.count, 9)) { fields[field] = reading }
        }
        if let base, fields.count > 6 { fields[6] = base }
        return Array(fields.joined(separator: ",").utf8).withUnsafeBytes { MeCabFeature($0, serial: -serial - 1) }
    }

    /// A token's fields where MeCab gave no feature string, or one outside its dictionary.
    static let unread = MeCabFeature(UnsafeRawBufferPointer(start: nil, count: 0), serial: 0)

    /// Whether this is the string `other` (memcmp: the generic comparison was a tenth of reading
    /// MeCab's tokens).
    func hasBytes(_ other: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count == other.count else { return false }
        guard !bytes.isEmpty, let theirs = other.baseAddress else { return true }
        return bytes.withUnsafeBytes { own in own.baseAddress.map { memcmp($0, theirs, own.count) == 0 } ?? false }
    }

    static func == (left: MeCabFeature, right: MeCabFeature) -> Bool {
        left === right || (left.serial == right.serial && left.bytes == right.bytes)
    }
}
