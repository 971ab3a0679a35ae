// Princeton WordNet 3.0's library in C (Debian wordnet-dev) and its database (wordnet-base):
// English words of the same or a related meaning, so search finds 墓 "tomb" for "grave".
#include <wn.h>

/// Opens WordNet's files with the library's complaints (a missing file) silenced: they would be
/// printed on stderr, under the app's screen. Returns 0 when the files are open.
static inline int kl_wordnet_silent(char *message) { (void)message; return 0; }
static inline int kl_wordnet_open(void) {
    display_message = kl_wordnet_silent;
    return wninit();
}
