// Snowball's stemmers in C (Debian libstemmer-dev): the English (Porter 2) stemmer gives English
// search its word roots.
#include <libstemmer.h>
