#ifndef DICTIONARY_IMAGE_H
#define DICTIONARY_IMAGE_H

// The derived image of a dictionary: what a scan of the JSON file finds (the file's bytes, each
// entry's span, the kanji lookup, the words of each kanji) written once in the layout the
// accessors read, so that a later start maps it instead of scanning again; and beside it the
// named attachments a layer above derives from the dictionary (the search index), kept and
// checked without knowing what they hold. This target knows the image's layout and its checks,
// nothing of JSON: CSimdjsonBridge hands it what a scan found (kl_contents) and reads what it maps.
//
// The C part below is what Swift sees (through DictionaryBridge.h); the C++ part is the bridge's.

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What names a dictionary file's contents without reading them: a change to the file changes
/// its change time (which no program can set back), a replaced file has another inode.
typedef struct {
    uint64_t device;
    uint64_t inode;
    uint64_t size;
    int64_t change_seconds;
    int64_t change_nanoseconds;
} kl_file_identity;

/// A named run of bytes derived from the dictionary by a layer above the bridge (the search
/// index), kept in the image beside what the scan finds. The key names what the bytes are and
/// which build of them (an image without the key a reader asks for is rebuilt).
typedef struct {
    const char *_Nonnull key;
    const void *_Nullable bytes;
    size_t length;
} kl_attachment;

/// The longest key an attachment may have, in bytes.
#define KL_ATTACHMENT_KEY_MAX 55

typedef enum {
    kl_image_loaded,
    /// No image at the path.
    kl_image_missing,
    /// An image of another file, an older state of the file, or an older layout.
    kl_image_stale,
    /// An image that cannot be read: truncated, damaged or not an image; *error says how.
    kl_image_damaged,
} kl_image_status;

/// Recomputes the page hashes and the checksum of the image file at `path` in place, so tests can
/// hand the checks behind them an image whose offsets or values they made hostile. False if it is
/// no image of this layout.
bool kl_image_reseal(const char *_Nonnull path);

/// What an image's header says, for `cache status`.
typedef struct {
    kl_file_identity identity;
    uint64_t content_hash;
    char origin[1024];
    /// Whether the file at `origin` is now as it was when the image was made.
    bool is_current;
} kl_image_description;

/// Reads an image's header; false for a file that is no image of this layout.
bool kl_image_describe(const char *_Nonnull path, kl_image_description *_Nonnull description);

/// For a fatal-signal handler to call first: true when `signal` is a SIGBUS inside a mapped image
/// (the file was cut short under the process), which is then replaced by zero pages and marked
/// damaged, so the handler may return and the read goes on; false for any other signal or
/// fault, which the handler treats as before. Async-signal-safe.
bool kl_image_handle_fault(int signal, siginfo_t *_Nullable info);

#ifdef __cplusplus
}

// The C++ part is the bridge's own, not an interface Swift sees: no nullability marks.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wnullability-completeness"

#include <sys/stat.h>

#include <atomic>
#include <memory>
#include <string>
#include <utility>
#include <vector>

struct kl_span {
    uint32_t start;  // byte offset of the entry's '{'
    uint32_t end;    // byte offset just past its '}' (and any whitespace before the next token)
};

/// A run of `count` values owned elsewhere: by a scanned dictionary's vectors or a mapped image.
template <typename T>
struct kl_view {
    const T *data = nullptr;
    size_t count = 0;

    const T &operator[](size_t index) const { return data[index]; }
    size_t size() const { return count; }
    bool empty() const { return count == 0; }
    const T *begin() const { return data; }
    const T *end() const { return data + count; }
};

template <typename T>
kl_view<T> kl_view_of(const std::vector<T> &values) { return {values.data(), values.size()}; }

/// A kanji's scalar and its file-order index, sorted by scalar: the lookup of a dictionary whose
/// kanji do not fit kanji_table.
struct kl_scalar_index {
    uint32_t scalar;
    uint32_t index;
};

/// The kanji table covers scalars below this: through the CJK Unified Ideographs Extension B-F plane.
constexpr uint32_t kl_table_scalars = 0x30000;
/// The zero bytes after the text, at least: every scan of the text ends at a NUL, and simdjson
/// reads up to its padding (64 bytes) past the end (the bridge checks the two agree).
constexpr size_t kl_text_padding = 64;
/// The longest text an image holds: spans are 32-bit offsets.
constexpr uint64_t kl_longest_text = 0x80000000u;

/// What the accessors and the decoder read, wherever it lives: the arrays a scan filled or the
/// sections of a mapped image, checked before use.
struct kl_contents {
    /// The file's bytes followed by at least kl_text_padding zero bytes.
    const uint8_t *text = nullptr;
    size_t length = 0;
    kl_view<kl_span> kanji;
    kl_view<uint32_t> kanji_scalars;
    kl_view<uint16_t> kanji_table;
    kl_view<kl_scalar_index> kanji_sorted;
    kl_view<kl_span> words;
    kl_view<kl_span> sentences;
    kl_view<uint32_t> word_index_start;
    kl_view<uint32_t> word_index;
};

/// What an image keeps beside the contents: the file's top-level values the bridge read.
struct kl_image_extras {
    kl_file_identity identity{};
    bool has_source = false;
    std::string source;
    bool has_tags = false;
    kl_span tags{0, 0};
    /// Each component of "componentStrokes" and its count, in file order.
    std::vector<std::pair<std::string, int64_t>> component_strokes;
};

/// Pages of a mapped image that are checked against their hashes the first time they are read,
/// so a start touches only the pages it reads and a damaged one is found before it is believed.
struct kl_checked_pages {
    const uint8_t *bytes = nullptr;
    /// How many bytes the pages hold: the last page may be partial (and is hashed as it is).
    size_t length = 0;
    const uint64_t *hashes = nullptr;
    size_t count = 0;
    std::unique_ptr<std::atomic<uint8_t>[]> checked;  // 0 unchecked, 1 good, 2 damaged
    /// Pages read (through `intact`) since these pages were last handed back. A command
    /// that reads many entries (`lookup 日` reads every word holding 日, thousands at 4x the full
    /// size) would otherwise keep every page it read resident (and the kernel maps a page cache's
    /// large folio whole), so its peak memory grew with the dictionary. Every so many pages read,
    /// these pages are handed back (MADV_DONTNEED: a read-only private mapping reads them again
    /// from the page cache, the same bytes, when next used); their checks stand, as an image is
    /// never written in place (it is replaced by rename).
    std::atomic<size_t> read_since_release{0};
    /// Whether the pages read stay resident, never handed back (`keep_read_pages`).
    std::atomic<bool> keeps_read{false};

    void reset(const uint8_t *first, size_t bytes_length, const uint64_t *page_hashes);
    /// Whether the bytes [start, end) (offsets from `bytes`) lie on pages as written; a byte past
    /// the end is not.
    bool intact(size_t start, size_t end);
};

/// A named run of bytes a layer above the bridge keeps in the image (the search index), at
/// `offset` in the image's attached pages.
struct kl_attached {
    std::string key;
    size_t offset;
    size_t length;
};

/// A mapped image: the mapping, its text's and attachments' pages, and whether a damaged page
/// was found. Every read through it is checked; a failed check marks it damaged.
struct kl_image_mapping {
    void *address = nullptr;
    size_t length = 0;
    /// The mapped file, open while it is mapped: its size now says whether it was cut short.
    int descriptor = -1;
    kl_checked_pages text;
    kl_checked_pages attached;
    /// The tables that grow with the words, checked page by page as they are read rather than
    /// all at load, so a start's memory does not grow with the dictionary.
    kl_checked_pages words;
    kl_checked_pages sentences;
    kl_checked_pages word_index;
    /// Per kanji, whether its list in word_index has been checked (0 no, 1 good, 2 damaged).
    std::unique_ptr<std::atomic<uint8_t>[]> kanji_words_checked;
    /// Whether every word's span has been checked, as a search through the text needs them
    /// (0 no, 1 good, 2 damaged): once an image, not at each search.
    std::atomic<uint8_t> word_spans_checked{0};
    std::vector<kl_attached> attachments;
    std::atomic<bool> damaged{false};
    /// Set (with `damaged`) when a read faulted because the file was cut short under the mapping,
    /// now zero pages (kl_image_handle_fault): no read of it is believed from then on.
    std::atomic<bool> faulted{false};

    ~kl_image_mapping();

    /// Whether the file was cut short under the mapping (`truncate -s 4096 IMAGE` in place) or a
    /// read already faulted on it: its pages past the new end read as zeros from then on (or
    /// fault, kl_image_handle_fault), so nothing more may be read from it. One fstat, no read of
    /// the mapping: asked before a frame, it finds the cut before any read meets it.
    bool cut_short() const;

    /// Keeps every page read resident from now on, for a command that reads the same entries
    /// again and again over the whole run (`parse` of a long text): handed back every 256 pages,
    /// they were faulted in anew hundreds of times, a tenth of its time.
    void keep_read_pages();
    /// Whether the text bytes [start, end) are as written.
    bool text_intact(size_t start, size_t end);
    /// Whether span `index` of `spans` (the words' or the sentences' of `read`) can be believed:
    /// its page of the table is as written and it lies inside the text after the span before it.
    bool span_intact(const kl_contents &read, bool sentence, size_t index);
    /// Whether every word's span lies in order inside the text (checked once, then known).
    bool word_spans_intact(const kl_contents &read);
    /// Whether the list of kanji `kanji_index`'s words is as written and names only words there are.
    bool words_of_intact(const kl_contents &read, size_t kanji_index);
    /// The bytes of the attachment `key`, their length in *length; nullptr without one.
    const void *attachment(const char *key, size_t &length) const;
    /// Whether `length` bytes from `start`, inside an attachment, are as written.
    bool attachment_intact(const void *start, size_t length);
};

/// A file's identity from its status: what an image records and is checked against.
inline kl_file_identity kl_identity_of(const struct stat &status) {
    return {uint64_t(status.st_dev), uint64_t(status.st_ino), uint64_t(status.st_size), int64_t(status.st_ctim.tv_sec),
            int64_t(status.st_ctim.tv_nsec)};
}

inline bool kl_same_identity(const kl_file_identity &a, const kl_file_identity &b) {
    return a.device == b.device && a.inode == b.inode && a.size == b.size && a.change_seconds == b.change_seconds &&
           a.change_nanoseconds == b.change_nanoseconds;
}

/// Lets kl_image_handle_fault answer faults in the image's pages (kl_image_map does), until
/// kl_image_unguard (its destructor does).
void kl_image_guard(const kl_image_mapping &image);
void kl_image_unguard(const kl_image_mapping &image);

/// Writes the image of `read` and `extras` to `path`, through a temporary file beside it renamed
/// over it; `origin` is the JSON file's path, kept for `cache status`. False with `error` set on
/// failure.
bool kl_image_write(const kl_contents &read, const kl_image_extras &extras, const char *path, const char *origin,
                    const kl_attachment *attachments, size_t attachment_count, std::string &error);

/// Maps the image at `path` if it was made from the file now at `json_path` and passes every
/// check, filling `mapping`, `read` and `extras`; otherwise says why (and `error` for a damaged one).
kl_image_status kl_image_map(const char *path, const char *json_path, std::unique_ptr<kl_image_mapping> &mapping,
                             kl_contents &read, kl_image_extras &extras, std::string &error);

#pragma clang diagnostic pop

#endif

#endif
