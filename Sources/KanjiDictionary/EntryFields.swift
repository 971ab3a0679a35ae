import CSimdjsonBridge

/// The fields of one kind of entry, as the one table in `CSimdjsonBridge/include/EntryFields.h`
/// declares them: their keys, kinds, ranges and how the file spells an absent value. The bridge's
/// scanner and decoder read by it, ``EntryValues`` stores by it and ``DictionaryWriter`` writes
/// by it, so a new field is a row there and a property on ``KanjiEntry`` or ``WordEntry``.
protocol EntryField: RawRepresentable, Hashable, Sendable where RawValue == UInt32 {
    /// How many rows the table has.
    static var count: Int { get }
    /// The table's rows, `count` of them, in the file's order.
    static var descriptions: UnsafePointer<kl_field_description> { get }
}

extension kl_kanji_field: EntryField, @retroactive @unchecked Sendable {
    static var count: Int { Int(kl_kanji_field_count.rawValue) }
    static var descriptions: UnsafePointer<kl_field_description> { kl_kanji_field_descriptions() }
}

extension kl_word_field: EntryField, @retroactive @unchecked Sendable {
    static var count: Int { Int(kl_word_field_count.rawValue) }
    static var descriptions: UnsafePointer<kl_field_description> { kl_word_field_descriptions() }
}

extension EntryField {
    /// Every field, in the table's order.
    static var all: [Self] { (0..<count).compactMap { Self(rawValue: UInt32($0)) } }

    var description: kl_field_description { Self.descriptions[Int(rawValue)] }
    var key: String { String(cString: description.key) }
    var isList: Bool { description.kind == kl_field_list }
}

/// An entry's plain field values, by the table's row: the storage behind the properties of
/// ``KanjiEntry`` and ``WordEntry``. A number is nil where the entry has none, so 0 is a value
/// like any other.
struct EntryValues<Field: EntryField>: Hashable, Sendable {
    private var numbers = [Int?](repeating: nil, count: Field.count)
    private var lists = [[String]](repeating: [], count: Field.count)

    init() {}

    subscript(number field: Field) -> Int? {
        get { numbers[Int(field.rawValue)] }
        set { numbers[Int(field.rawValue)] = newValue }
    }

    subscript(list field: Field) -> [String] {
        get { lists[Int(field.rawValue)] }
        set { lists[Int(field.rawValue)] = newValue }
    }

    /// The lowest format version with every field that has a value.
    var lowestVersion: Int {
        Field.all.reduce(1) { version, field in
            let hasValue = field.isList ? !self[list: field].isEmpty : self[number: field] != nil
            return hasValue ? max(version, Int(field.description.version)) : version
        }
    }
}

extension kl_entry {
    /// The value in row `row` of the entry's table (a sentence's English and the tags are row 0).
    func value(row: Int) -> kl_field_value {
        withUnsafeBytes(of: fields) { $0.load(fromByteOffset: row * MemoryLayout<kl_field_value>.stride, as: kl_field_value.self) }
    }

    /// A number field's value; nil where the entry has none.
    func number<Field: EntryField>(_ field: Field) -> Int? {
        let value = value(row: Int(field.rawValue))
        return value.present ? Int(value.number) : nil
    }

    /// Where a list's strings are among `strings`.
    func list(row: Int) -> Range<Int> {
        let value = value(row: row)
        return value.first..<(value.first + value.count)
    }

    func list<Field: EntryField>(_ field: Field) -> Range<Int> { list(row: Int(field.rawValue)) }

    /// The values of every field of `Field`'s table, copied out.
    func values<Field: EntryField>(of _: Field.Type) -> EntryValues<Field> {
        var values = EntryValues<Field>()
        for field in Field.all {
            if field.isList { values[list: field] = strings(in: list(field)) } else { values[number: field] = number(field) }
        }
        return values
    }

    /// The strings at `positions`, straight into the array's storage: a list of words decodes
    /// thousands of these.
    func strings(in positions: Range<Int>) -> [String] {
        guard let strings, !positions.isEmpty else { return [] }
        return [String](unsafeUninitializedCapacity: positions.count) { buffer, initialized in
            for (offset, position) in positions.enumerated() { buffer.initializeElement(at: offset, to: String(strings[position])) }
            initialized = positions.count
        }
    }
}

extension String {
    /// The bridge's UTF-8 run as a string; "" for none.
    init(_ text: kl_string) {
        guard let bytes = text.bytes else {
            self = ""
            return
        }
        self = String(decoding: UnsafeRawBufferPointer(start: bytes, count: text.length), as: UTF8.self)
    }
}
