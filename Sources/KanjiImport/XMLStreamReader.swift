import CXMLReader
import Foundation

/// libxml2's streaming reader over a file (plain or gzip, which libxml2 inflates itself) or bytes
/// in memory: one node at a time, so memory stays flat however large the file. Entity references
/// stay nodes of their own (JMdict's `&n;` arrives as the code "n"), and external DTDs and the
/// network are never fetched. Hostile input (a billion laughs, a huge node, countless attributes,
/// a compression bomb) is an error within a moment (see kl_xml_open_file).
final class XMLStreamReader {
    enum Node: Equatable {
        case start(name: String, isEmpty: Bool)
        case end(name: String)
        case text(String)
        case entityReference(String)
        case comment(String)
    }

    private let reader: OpaquePointer
    /// Names the input in errors.
    let file: String

    /// Reads the file at `path`, refusing it past `maxBytes` once inflated (a bound far above the
    /// real file's size, so a compression bomb stops at once).
    init(path: String, maxBytes: Int) throws {
        guard let reader = kl_xml_open_file(path, maxBytes) else { throw Self.openingError(file: path, otherwise: "cannot open the file") }
        self.reader = reader
        file = path
    }

    /// Reads `bytes`, which must stay alive and unmoved as long as the reader; `file` names them in errors.
    init(bytes: UnsafeRawBufferPointer, file: String) throws {
        guard let base = bytes.baseAddress, let reader = kl_xml_open_bytes(base, bytes.count) else {
            throw Self.openingError(file: file, otherwise: "cannot read it as XML")
        }
        self.reader = reader
        self.file = file
    }

    /// libxml2's absence when that is why no reader opened (it is opened at the first), else `otherwise`.
    private static func openingError(file: String, otherwise: String) -> ImportError {
        ImportError(file: file, message: kl_xml_library_error().map { String(cString: $0) } ?? otherwise)
    }

    deinit { kl_xml_close(reader) }

    /// The current node's line (see kl_xml_line for its limits past line 65535).
    var line: Int { Int(kl_xml_line(reader)) }

    /// Bytes of (decompressed) input consumed so far.
    var bytesConsumed: Int { kl_xml_bytes_consumed(reader) }

    /// The next node that matters, nil at the end; an error names the file and line libxml2 gives
    /// and `context`, where in the data the reader was (an entry).
    func next(context: @autoclosure () -> String? = nil) throws -> Node? {
        let node = kl_xml_next(reader)
        let current = { String(cString: kl_xml_current(self.reader)) }
        switch node {
        case kl_xml_end_of_input: return nil
        case kl_xml_element_start: return .start(name: current(), isEmpty: kl_xml_is_empty_element(reader) != 0)
        case kl_xml_element_end: return .end(name: current())
        case kl_xml_text: return .text(current())
        case kl_xml_entity_reference: return .entityReference(current())
        case kl_xml_comment: return .comment(current())
        default:
            var message = String(cString: kl_xml_error_message(reader))
            if let context = context() { message += " (\(context))" }
            let errorLine = Int(kl_xml_error_line(reader))
            throw ImportError(file: file, line: errorLine > 0 ? errorLine : line, message: message)
        }
    }

    /// The current element's attribute `name` (a qualified name such as "kvg:element").
    func attribute(_ name: String) -> String? {
        guard let value = kl_xml_attribute(reader, name) else { return nil }
        defer { free(value) }
        return String(cString: value)
    }

    /// The xml:lang in effect at the current node.
    var language: String? { kl_xml_language(reader).map { String(cString: $0) } }

    /// The replacement text the document's DTD declares for entity `code`.
    func entityText(_ code: String) -> String? {
        kl_xml_entity_text(reader, code).map { String(cString: $0) }
    }
}
