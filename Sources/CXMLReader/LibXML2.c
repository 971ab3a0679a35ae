#include "LibXML2.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

/// Debian's libxml2 (package libxml2), the soname libxml2-dev links against.
static const char kl_libxml2_soname[] = "libxml2.so.2";

static kl_libxml2_functions kl_libxml2_table;
static const kl_libxml2_functions *kl_libxml2_loaded;
static char kl_libxml2_message[512];
static pthread_once_t kl_libxml2_once = PTHREAD_ONCE_INIT;

/// Finds `name`, noting the first one missing; NULL then.
static void *kl_libxml2_symbol(void *library, const char *name) {
    void *symbol = dlsym(library, name);
    if (!symbol && !kl_libxml2_message[0]) {
        snprintf(kl_libxml2_message, sizeof kl_libxml2_message, "%s has no %s (Debian libxml2 2.9 or later is needed)",
                 kl_libxml2_soname, name);
    }
    return symbol;
}

static void kl_libxml2_load(void) {
    void *library = dlopen(kl_libxml2_soname, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(kl_libxml2_message, sizeof kl_libxml2_message, "cannot open libxml2 (install Debian's libxml2): %s",
                 reason ? reason : kl_libxml2_soname);
        return;
    }
    kl_libxml2_functions *table = &kl_libxml2_table;
#define KL_FIND(field, name) *(void **)&table->field = kl_libxml2_symbol(library, name)
    KL_FIND(readerForIO, "xmlReaderForIO");
    KL_FIND(freeTextReader, "xmlFreeTextReader");
    KL_FIND(textReaderRead, "xmlTextReaderRead");
    KL_FIND(textReaderNodeType, "xmlTextReaderNodeType");
    KL_FIND(textReaderConstLocalName, "xmlTextReaderConstLocalName");
    KL_FIND(textReaderConstName, "xmlTextReaderConstName");
    KL_FIND(textReaderConstValue, "xmlTextReaderConstValue");
    KL_FIND(textReaderConstXmlLang, "xmlTextReaderConstXmlLang");
    KL_FIND(textReaderIsEmptyElement, "xmlTextReaderIsEmptyElement");
    KL_FIND(textReaderGetAttribute, "xmlTextReaderGetAttribute");
    KL_FIND(textReaderCurrentDoc, "xmlTextReaderCurrentDoc");
    KL_FIND(textReaderCurrentNode, "xmlTextReaderCurrentNode");
    KL_FIND(textReaderGetParserLineNumber, "xmlTextReaderGetParserLineNumber");
    KL_FIND(textReaderByteConsumed, "xmlTextReaderByteConsumed");
    KL_FIND(textReaderSetStructuredErrorHandler, "xmlTextReaderSetStructuredErrorHandler");
    KL_FIND(getDocEntity, "xmlGetDocEntity");
    KL_FIND(getLineNo, "xmlGetLineNo");
    KL_FIND(setStructuredErrorFunc, "xmlSetStructuredErrorFunc");
    KL_FIND(setGenericErrorFunc, "xmlSetGenericErrorFunc");
    KL_FIND(free, "xmlFree");
#undef KL_FIND
    if (kl_libxml2_message[0]) {
        dlclose(library);
        return;
    }
    kl_libxml2_loaded = table;
}

const kl_libxml2_functions *kl_libxml2(void) {
    pthread_once(&kl_libxml2_once, kl_libxml2_load);
    return kl_libxml2_loaded;
}

const char *kl_libxml2_error(void) {
    pthread_once(&kl_libxml2_once, kl_libxml2_load);
    return kl_libxml2_message[0] ? kl_libxml2_message : NULL;
}
