#include "XMLReader.h"

#include <libxml/xmlreader.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

struct kl_xml_reader {
    xmlTextReaderPtr reader;
    /// The file, through zlib, which reads plain files as they are and gzip inflated; NULL for bytes.
    gzFile file;
    /// The first error: libxml2's or zlib's, and its line; empty while there is none.
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

/// Keeps libxml2's first error for the caller instead of letting libxml2 print it.
static void kl_xml_on_error(void *context, xmlErrorPtr error) {
    kl_xml_reader *wrapped = context;
    if (error && error->message) kl_xml_note(wrapped, error->message, error->line);
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
    return read;
}

static int kl_xml_close_file(void *context) {
    (void)context;
    return 0;
}

/// XML_PARSE_BIG_LINES: text nodes keep line numbers past 65535 (KANJIDIC2 has 538,000 lines).
static const int kl_xml_options = XML_PARSE_NONET | XML_PARSE_HUGE | XML_PARSE_NOCDATA | XML_PARSE_BIG_LINES;

kl_xml_reader *kl_xml_open_file(const char *path) {
    kl_xml_reader *wrapped = calloc(1, sizeof *wrapped);
    if (!wrapped) return NULL;
    wrapped->file = gzopen(path, "rb");
    if (!wrapped->file) {
        free(wrapped);
        return NULL;
    }
    gzbuffer(wrapped->file, 1 << 17);
    wrapped->reader = xmlReaderForIO(kl_xml_read_file, kl_xml_close_file, wrapped, path, NULL, kl_xml_options);
    if (!wrapped->reader) {
        gzclose(wrapped->file);
        free(wrapped);
        return NULL;
    }
    xmlTextReaderSetStructuredErrorHandler(wrapped->reader, kl_xml_on_error, wrapped);
    return wrapped;
}

kl_xml_reader *kl_xml_open_bytes(const void *bytes, size_t length) {
    if (length > 0x7FFFFFFF) return NULL;
    kl_xml_reader *wrapped = calloc(1, sizeof *wrapped);
    if (!wrapped) return NULL;
    wrapped->reader = xmlReaderForMemory(bytes, (int)length, NULL, NULL, kl_xml_options);
    if (!wrapped->reader) {
        free(wrapped);
        return NULL;
    }
    xmlTextReaderSetStructuredErrorHandler(wrapped->reader, kl_xml_on_error, wrapped);
    return wrapped;
}

void kl_xml_close(kl_xml_reader *reader) {
    xmlFreeTextReader(reader->reader);
    if (reader->file) gzclose(reader->file);
    free(reader);
}

kl_xml_node kl_xml_next(kl_xml_reader *reader) {
    for (;;) {
        int status = xmlTextReaderRead(reader->reader);
        if (status == 0) return kl_xml_end_of_input;
        if (status != 1) return kl_xml_error;
        switch (xmlTextReaderNodeType(reader->reader)) {
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
    int type = xmlTextReaderNodeType(reader->reader);
    const xmlChar *text = (type == XML_READER_TYPE_ELEMENT || type == XML_READER_TYPE_END_ELEMENT)
        ? xmlTextReaderConstLocalName(reader->reader)
        : type == XML_READER_TYPE_ENTITY_REFERENCE ? xmlTextReaderConstName(reader->reader)
                                                   : xmlTextReaderConstValue(reader->reader);
    return text ? (const char *)text : "";
}

int kl_xml_is_empty_element(kl_xml_reader *reader) {
    return xmlTextReaderIsEmptyElement(reader->reader) == 1;
}

char *kl_xml_attribute(kl_xml_reader *reader, const char *name) {
    xmlChar *value = xmlTextReaderGetAttribute(reader->reader, (const xmlChar *)name);
    if (!value) return NULL;
    char *copy = strdup((const char *)value);
    xmlFree(value);
    return copy;
}

const char *kl_xml_language(kl_xml_reader *reader) {
    return (const char *)xmlTextReaderConstXmlLang(reader->reader);
}

const char *kl_xml_entity_text(kl_xml_reader *reader, const char *name) {
    xmlDocPtr document = xmlTextReaderCurrentDoc(reader->reader);
    if (!document) return NULL;
    xmlEntityPtr entity = xmlGetDocEntity(document, (const xmlChar *)name);
    return entity && entity->content ? (const char *)entity->content : NULL;
}

int kl_xml_line(kl_xml_reader *reader) {
    xmlNodePtr node = xmlTextReaderCurrentNode(reader->reader);
    long line = node ? xmlGetLineNo(node) : -1;
    return line > 0 && line < INT_MAX ? (int)line : xmlTextReaderGetParserLineNumber(reader->reader);
}

long kl_xml_bytes_consumed(kl_xml_reader *reader) {
    return xmlTextReaderByteConsumed(reader->reader);
}

const char *kl_xml_error_message(kl_xml_reader *reader) {
    return reader->message[0] ? reader->message : "malformed XML";
}

int kl_xml_error_line(kl_xml_reader *reader) {
    return reader->line;
}
