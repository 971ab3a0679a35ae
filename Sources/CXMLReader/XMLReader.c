#include "XMLReader.h"
#include "LibXML2.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/// No node of KANJIDIC2, JMdict or KanjiVG runs 2.3 KB between two '<' (a tag with its attributes,
/// a text, a comment) nor has ten '=' (so ten attributes) in that stretch: these bounds are far
/// above both and far below what makes libxml2 slow (its duplicate-attribute check is quadratic).
enum { kl_xml_max_node_bytes = 64 * 1024, kl_xml_max_node_equals = 256 };

struct kl_xml_reader {
    /// libxml2, opened at the first reader.
    const kl_libxml2_functions *xml;
    xmlTextReaderPtr reader;
    /// The file, through zlib, which reads plain files as they are and gzip inflated; NULL for bytes.
    gzFile file;
    /// Bytes in memory, read through the same callback as a file; NULL for a file.
    const unsigned char *bytes;
    size_t length;
    /// Bytes handed to libxml2 so far, and how many (once inflated) the input may hold.
    size_t offset;
    size_t max_bytes;
    /// The scan of the bytes handed over: lines so far, and since the last '<' bytes and '='.
    int lines;
    size_t node_bytes;
    int node_equals;
    /// The first error: libxml2's, zlib's or a bound's, and its line; empty while there is none.
    char message[512];
    int line;
};

static void kl_xml_note(kl_xml_reader *wrapped, const char *message, int line) {
    if (wrapped->message[0]) return;
    snprintf(wrapped->message, sizeof wrapped->message, "%s", message);
    size_t length = strlen(wrapped->message);
    while (length > 0 && (wrapped->message[length - 1] == '\n' || wrapped->message[length - 1] == ' ')) wrapped->message[--length] = 0;
    wrapped->line = line;
}

/// Keeps libxml2's first error for the caller instead of letting libxml2 print it. An encoding
/// error comes without a line and in libxml2's words; it is said as what it means.
static void kl_xml_on_error(void *context, xmlErrorPtr error) {
    kl_xml_reader *wrapped = context;
    if (!error || !error->message) return;
    if (error->domain == XML_FROM_I18N || error->code == XML_ERR_INVALID_ENCODING) {
        char reason[300];
        snprintf(reason, sizeof reason, "%s", error->message);
        reason[strcspn(reason, "\n")] = 0;
        char message[400];
        snprintf(message, sizeof message, "not valid text in the encoding its XML declaration names (%s)", reason);
        int line = wrapped->reader ? wrapped->xml->textReaderGetParserLineNumber(wrapped->reader) : 0;
        kl_xml_note(wrapped, message, error->line > 0 ? error->line : line);
    } else if (error->code == XML_ERR_ENTITY_LOOP) {
        kl_xml_note(wrapped, "an entity expands to too much text (an entity loop, or entities nested to multiply)", error->line);
    } else {
        kl_xml_note(wrapped, error->message, error->line);
    }
}

/// Checks the bytes about to go to libxml2 against the bounds, noting the first one passed.
/// False when one is: the read then fails, so libxml2 stops before it parses them.
static int kl_xml_scan(kl_xml_reader *wrapped, const char *buffer, int length) {
    wrapped->offset += (size_t)length;
    if (wrapped->offset > wrapped->max_bytes) {
        int megabytes = wrapped->max_bytes >= (1 << 20);
        char message[200];
        snprintf(message, sizeof message, "holds more than %zu %s once decompressed, far more than the real file: refused",
                 wrapped->max_bytes >> (megabytes ? 20 : 10), megabytes ? "MB" : "KB");
        kl_xml_note(wrapped, message, wrapped->lines + 1);
        return 0;
    }
    for (int index = 0; index < length; index++) {
        char byte = buffer[index];
        if (byte == '<') {
            wrapped->node_bytes = 0;
            wrapped->node_equals = 0;
            continue;
        }
        if (byte == '\n') wrapped->lines++;
        if (byte == '=' && ++wrapped->node_equals > kl_xml_max_node_equals) {
            kl_xml_note(wrapped, "an element with hundreds of attributes, far more than the real files have: refused",
                        wrapped->lines + 1);
            return 0;
        }
        if (++wrapped->node_bytes > kl_xml_max_node_bytes) {
            kl_xml_note(wrapped, "a tag, text or comment longer than 64 KB, far longer than the real files have: refused",
                        wrapped->lines + 1);
            return 0;
        }
    }
    return 1;
}

static int kl_xml_read_bytes(void *context, char *buffer, int length) {
    kl_xml_reader *wrapped = context;
    size_t left = wrapped->length - wrapped->offset;
    int read = left < (size_t)length ? (int)left : length;
    memcpy(buffer, wrapped->bytes + wrapped->offset, (size_t)read);
    return kl_xml_scan(wrapped, buffer, read) ? read : -1;
}

static int kl_xml_read_file(void *context, char *buffer, int length) {
    kl_xml_reader *wrapped = context;
    int read = gzread(wrapped->file, buffer, (unsigned)length);
    if (read < 0 || (read == 0 && !gzeof(wrapped->file))) {
        int code = 0;
        const char *reason = gzerror(wrapped->file, &code);
        char message[400];
        snprintf(message, sizeof message, "the gzip stream is truncated or corrupt (zlib: %s)", reason ? reason : "read error");
        kl_xml_note(wrapped, message, 0);
        return -1;
    }
    if (read == 0 && gzeof(wrapped->file) && gzdirect(wrapped->file) == 0) {
        int code = 0;
        gzerror(wrapped->file, &code);
        if (code == Z_BUF_ERROR) {
            kl_xml_note(wrapped, "the gzip stream is truncated: the file ends before it does", 0);
            return -1;
        }
    }
    return kl_xml_scan(wrapped, buffer, read) ? read : -1;
}

static int kl_xml_close_file(void *context) {
    (void)context;
    return 0;
}

/// XML_PARSE_BIG_LINES: text nodes keep line numbers past 65535 (KANJIDIC2 has 538,000 lines).
/// Not XML_PARSE_HUGE: libxml2's own bounds stay (10 MB a node, entity amplification, depth 256).
static const int kl_xml_options = XML_PARSE_NONET | XML_PARSE_NOCDATA | XML_PARSE_BIG_LINES;

/// Errors libxml2 raises with no parser at hand (encoding conversion) go to the thread's handler,
/// which would print them: while a reader works, they go to the reader like the others.
/// libxml2 also prints a plain line of its own for some (xmlParseChunk's "encoder error"), which
/// repeats the structured error: those are dropped.
static void kl_xml_drop_error(void *context, const char *format, ...) {
    (void)context;
    (void)format;
}

static void kl_xml_catch_errors(kl_xml_reader *wrapped) {
    wrapped->xml->setStructuredErrorFunc(wrapped, kl_xml_on_error);
    wrapped->xml->setGenericErrorFunc(NULL, kl_xml_drop_error);
}

static void kl_xml_release_errors(kl_xml_reader *wrapped) {
    wrapped->xml->setStructuredErrorFunc(NULL, NULL);
    wrapped->xml->setGenericErrorFunc(NULL, NULL);
}

static kl_xml_reader *kl_xml_open(kl_xml_reader *wrapped, const char *name) {
    kl_xml_catch_errors(wrapped);
    xmlInputReadCallback read = wrapped->file ? kl_xml_read_file : kl_xml_read_bytes;
    wrapped->reader = wrapped->xml->readerForIO(read, kl_xml_close_file, wrapped, name, NULL, kl_xml_options);
    kl_xml_release_errors(wrapped);
    if (!wrapped->reader) {
        if (wrapped->file) gzclose(wrapped->file);
        free(wrapped);
        return NULL;
    }
    wrapped->xml->textReaderSetStructuredErrorHandler(wrapped->reader, kl_xml_on_error, wrapped);
    return wrapped;
}

/// A reader with libxml2 at hand, or NULL (kl_xml_library_error says when libxml2 is why).
static kl_xml_reader *kl_xml_new(void) {
    const kl_libxml2_functions *xml = kl_libxml2();
    if (!xml) return NULL;
    kl_xml_reader *wrapped = calloc(1, sizeof *wrapped);
    if (wrapped) wrapped->xml = xml;
    return wrapped;
}

const char *kl_xml_library_error(void) {
    return kl_libxml2_error();
}

kl_xml_reader *kl_xml_open_file(const char *path, size_t max_bytes) {
    kl_xml_reader *wrapped = kl_xml_new();
    if (!wrapped) return NULL;
    wrapped->max_bytes = max_bytes;
    wrapped->file = gzopen(path, "rb");
    if (!wrapped->file) {
        free(wrapped);
        return NULL;
    }
    gzbuffer(wrapped->file, 1 << 17);
    return kl_xml_open(wrapped, path);
}

kl_xml_reader *kl_xml_open_bytes(const void *bytes, size_t length) {
    kl_xml_reader *wrapped = kl_xml_new();
    if (!wrapped) return NULL;
    wrapped->bytes = bytes;
    wrapped->length = length;
    wrapped->max_bytes = length;
    return kl_xml_open(wrapped, NULL);
}

void kl_xml_close(kl_xml_reader *reader) {
    reader->xml->freeTextReader(reader->reader);
    if (reader->file) gzclose(reader->file);
    free(reader);
}

kl_xml_node kl_xml_next(kl_xml_reader *reader) {
    for (;;) {
        kl_xml_catch_errors(reader);
        int status = reader->xml->textReaderRead(reader->reader);
        kl_xml_release_errors(reader);
        if (status == 0) return kl_xml_end_of_input;
        if (status != 1) return kl_xml_error;
        switch (reader->xml->textReaderNodeType(reader->reader)) {
        case XML_READER_TYPE_ELEMENT: return kl_xml_element_start;
        case XML_READER_TYPE_END_ELEMENT: return kl_xml_element_end;
        case XML_READER_TYPE_TEXT:
        case XML_READER_TYPE_CDATA: return kl_xml_text;
        case XML_READER_TYPE_ENTITY_REFERENCE: return kl_xml_entity_reference;
        case XML_READER_TYPE_COMMENT: return kl_xml_comment;
        default: continue;
        }
    }
}

const char *kl_xml_current(kl_xml_reader *reader) {
    int type = reader->xml->textReaderNodeType(reader->reader);
    const xmlChar *text = (type == XML_READER_TYPE_ELEMENT || type == XML_READER_TYPE_END_ELEMENT)
        ? reader->xml->textReaderConstLocalName(reader->reader)
        : type == XML_READER_TYPE_ENTITY_REFERENCE ? reader->xml->textReaderConstName(reader->reader)
                                                   : reader->xml->textReaderConstValue(reader->reader);
    return text ? (const char *)text : "";
}

int kl_xml_is_empty_element(kl_xml_reader *reader) {
    return reader->xml->textReaderIsEmptyElement(reader->reader) == 1;
}

char *kl_xml_attribute(kl_xml_reader *reader, const char *name) {
    xmlChar *value = reader->xml->textReaderGetAttribute(reader->reader, (const xmlChar *)name);
    if (!value) return NULL;
    char *copy = strdup((const char *)value);
    (*reader->xml->free)(value);
    return copy;
}

const char *kl_xml_language(kl_xml_reader *reader) {
    return (const char *)reader->xml->textReaderConstXmlLang(reader->reader);
}

const char *kl_xml_entity_text(kl_xml_reader *reader, const char *name) {
    xmlDocPtr document = reader->xml->textReaderCurrentDoc(reader->reader);
    if (!document) return NULL;
    xmlEntityPtr entity = reader->xml->getDocEntity(document, (const xmlChar *)name);
    return entity && entity->content ? (const char *)entity->content : NULL;
}

int kl_xml_line(kl_xml_reader *reader) {
    xmlNodePtr node = reader->xml->textReaderCurrentNode(reader->reader);
    long line = node ? reader->xml->getLineNo(node) : -1;
    return line > 0 && line < INT_MAX ? (int)line : reader->xml->textReaderGetParserLineNumber(reader->reader);
}

long kl_xml_bytes_consumed(kl_xml_reader *reader) {
    return reader->xml->textReaderByteConsumed(reader->reader);
}

const char *kl_xml_error_message(kl_xml_reader *reader) {
    return reader->message[0] ? reader->message : "malformed XML";
}

int kl_xml_error_line(kl_xml_reader *reader) {
    return reader->line;
}
