#ifndef KL_LIBXML2_H
#define KL_LIBXML2_H

// libxml2's functions the reader calls, found in libxml2.so.2 when the first reader opens: only
// the importer reads XML, and linking libxml2 made every command load it (with ICU and liblzma)
// as the process started, a few milliseconds of the dynamic loader's work each time.

#include <libxml/xmlreader.h>

typedef struct {
    xmlTextReaderPtr (*readerForIO)(xmlInputReadCallback, xmlInputCloseCallback, void *, const char *, const char *, int);
    void (*freeTextReader)(xmlTextReaderPtr);
    int (*textReaderRead)(xmlTextReaderPtr);
    int (*textReaderNodeType)(xmlTextReaderPtr);
    const xmlChar *(*textReaderConstLocalName)(xmlTextReaderPtr);
    const xmlChar *(*textReaderConstName)(xmlTextReaderPtr);
    const xmlChar *(*textReaderConstValue)(xmlTextReaderPtr);
    const xmlChar *(*textReaderConstXmlLang)(xmlTextReaderPtr);
    int (*textReaderIsEmptyElement)(xmlTextReaderPtr);
    xmlChar *(*textReaderGetAttribute)(xmlTextReaderPtr, const xmlChar *);
    xmlDocPtr (*textReaderCurrentDoc)(xmlTextReaderPtr);
    xmlNodePtr (*textReaderCurrentNode)(xmlTextReaderPtr);
    int (*textReaderGetParserLineNumber)(xmlTextReaderPtr);
    long (*textReaderByteConsumed)(xmlTextReaderPtr);
    void (*textReaderSetStructuredErrorHandler)(xmlTextReaderPtr, xmlStructuredErrorFunc, void *);
    xmlEntityPtr (*getDocEntity)(const xmlDoc *, const xmlChar *);
    long (*getLineNo)(const xmlNode *);
    void (*setStructuredErrorFunc)(void *, xmlStructuredErrorFunc);
    void (*setGenericErrorFunc)(void *, xmlGenericErrorFunc);
    /// libxml2's deallocator, a variable of the library's (what xmlFree names).
    xmlFreeFunc *free;
} kl_libxml2_functions;

/// libxml2's functions, the library opened at the first call (once, whichever thread calls);
/// NULL if it or one of them cannot be found, and kl_libxml2_error then says why.
const kl_libxml2_functions *kl_libxml2(void);

/// Why libxml2 could not be opened, or NULL when it was.
const char *kl_libxml2_error(void);

#endif
