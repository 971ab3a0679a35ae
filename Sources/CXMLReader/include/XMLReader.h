#ifndef KL_XML_READER_H
#define KL_XML_READER_H

// libxml2's streaming reader behind a small C interface. Swift cannot import libxml2's headers
// beside Foundation (both bring ICU's types), so only these functions cross over.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct kl_xml_reader kl_xml_reader;

/// The nodes a reader reports; others are skipped.
typedef enum {
    kl_xml_end_of_input = 0,
    kl_xml_element_start = 1,
    kl_xml_element_end = 2,
    kl_xml_text = 3,
    kl_xml_entity_reference = 4,
    kl_xml_comment = 5,
    kl_xml_error = -1,
} kl_xml_node;

/// Opens a file, plain or gzip (read through zlib, so a truncated stream is an error, not an
/// early end). Never fetches external DTDs or anything over the network. NULL if it cannot be
/// opened. Errors are kept for kl_xml_error_message, never printed. Reading fails with an error
/// past `max_bytes` of (inflated) input, at a tag, text or comment over 64 KB, at an element with
/// hundreds of attributes, and at entities that expand to too much: bounds far above the real
/// files', so a compression bomb or a billion laughs fails at once instead of taking minutes.
kl_xml_reader *_Nullable kl_xml_open_file(const char *_Nonnull path, size_t max_bytes);

/// Why no reader can be opened when libxml2 itself cannot (it is opened at the first reader, not
/// as the program starts), or NULL when it is there.
const char *_Nullable kl_xml_library_error(void);

/// Reads bytes in memory, which must outlive the reader.
kl_xml_reader *_Nullable kl_xml_open_bytes(const void *_Nonnull bytes, size_t length);

void kl_xml_close(kl_xml_reader *_Nonnull reader);

/// Moves to the next node that matters.
kl_xml_node kl_xml_next(kl_xml_reader *_Nonnull reader);

/// The current element's local name, the entity reference's name, or a text's or comment's value.
const char *_Nonnull kl_xml_current(kl_xml_reader *_Nonnull reader);

/// Whether the current element is written `<name/>`.
int kl_xml_is_empty_element(kl_xml_reader *_Nonnull reader);

/// The current element's attribute by qualified name, or NULL; free() it.
char *_Nullable kl_xml_attribute(kl_xml_reader *_Nonnull reader, const char *_Nonnull name);

/// The xml:lang in effect at the current node, or NULL.
const char *_Nullable kl_xml_language(kl_xml_reader *_Nonnull reader);

/// The text the document's DTD declares for entity `name`, or NULL.
const char *_Nullable kl_xml_entity_text(kl_xml_reader *_Nonnull reader, const char *_Nonnull name);

/// The current node's line: exact for a text (the line it ends on) and for an element before line
/// 65535; past it, libxml2 gives an element the line of its first child's end. The parser's line,
/// which runs up to a chunk ahead, when there is no node.
int kl_xml_line(kl_xml_reader *_Nonnull reader);

/// Bytes of (decompressed) input consumed so far.
long kl_xml_bytes_consumed(kl_xml_reader *_Nonnull reader);

/// After kl_xml_error: the first error's message, libxml2's or zlib's, trimmed of its trailing
/// newline and spaces (never NULL), and its line (0 if unknown).
const char *_Nonnull kl_xml_error_message(kl_xml_reader *_Nonnull reader);
int kl_xml_error_line(kl_xml_reader *_Nonnull reader);

#ifdef __cplusplus
}
#endif

#endif
