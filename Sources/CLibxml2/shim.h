// libxml2 (Debian libxml2-dev), used from C only: CXMLReader wraps its streaming reader.
#include <libxml/xmlreader.h>
