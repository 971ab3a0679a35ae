// The in-memory form of a loaded dictionary: the file's bytes (padded as simdjson needs) and flat
// arrays over them, a few bytes per entry instead of millions of small strings and arrays.
#pragma once

#include "DictionaryBridge.h"

#include <sys/stat.h>

#include <atomic>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

struct kl_span {
    uint32_t start;  // byte offset of the entry's '{'
    uint32_t end;    // byte offset just past its '}' (and any whitespace before the next token)
};

struct kl_text {
    uint32_t offset;
    uint32_t length;
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

/// What the accessors and the decoder read, wherever it lives: the arrays a scan filled
/// (kl_publish) or the sections of a mapped image (DictionaryImage.cpp), checked before use.
struct kl_contents {
    /// The file's bytes followed by at least SIMDJSON_PADDING zero bytes.
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

/// A mapped image (DictionaryImage.cpp): the mapping, its text's and attachments' pages, and
/// whether a damaged page was found.
struct kl_image_mapping {
    void *address = nullptr;
    size_t length = 0;
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

    ~kl_image_mapping();
};

struct kl_dictionary {
    kl_contents read;
    /// Set when the dictionary reads from a mapped image rather than a scanned file.
    std::unique_ptr<kl_image_mapping> image;
    /// The kanji lookup of a scanned dictionary whose kanji do not fit kanji_table.
    std::vector<kl_scalar_index> kanji_sorted;

    /// The file's device, inode, size and change time when it was read (or, for an image, when
    /// the image was made from it).
    kl_file_identity identity{};
    bool has_identity = false;

    std::unique_ptr<uint8_t[]> bytes;  // the file, followed by SIMDJSON_PADDING zero bytes
    size_t length = 0;                 // the file's length, without the padding
    bool has_source = false;
    std::string source;
    /// The top-level "tags" object's bytes, when has_tags.
    bool has_tags = false;
    kl_span tags{0, 0};
    /// The top-level "componentStrokes" (format /2): each component and its stroke count, in file
    /// order; has_component_strokes tells a second such key, which the batched scan leaves alone.
    bool has_component_strokes = false;
    std::vector<std::pair<std::string, int64_t>> component_strokes;

    std::vector<kl_span> kanji;
    std::vector<uint32_t> kanji_scalars;
    /// Emptied by kl_publish.
    std::unordered_map<uint32_t, uint32_t> kanji_by_scalar;
    /// The same as a flat table, index + 1 by scalar (0: none), when every kanji is below
    /// kl_table_scalars and there are fewer than 65,535: indexing words looks up every character.
    std::vector<uint16_t> kanji_table;

    std::vector<kl_span> words;
    /// word_common, word_rank, word_level, word_zipf, word_text and unescaped_words serve
    /// kl_build_word_index, which empties them.
    std::vector<uint8_t> word_common;
    /// Each word's rank, capped at kl_lowest_rank; 0 for none.
    std::vector<uint8_t> word_rank;
    /// Each word's JLPT N-level (5 for N5 … 1 for N1); 0 for none.
    std::vector<uint8_t> word_level;
    /// Each word's Zipf frequency in hundredths (wordfreq's, at most kl_highest_zipf); 0 for none.
    std::vector<uint16_t> word_zipf;
    /// Each word's written form: offset and length in `bytes`, or, when the offset has its top bit
    /// set, in `unescaped_words` (a form written with JSON escapes).
    std::vector<kl_text> word_text;
    std::string unescaped_words;

    /// Format /3's example sentences, each an object with "japanese" and "english".
    bool has_sentences = false;
    std::vector<kl_span> sentences;
    /// The largest sentence index a word refers to, plus one (0: none), and the first word that
    /// does, checked against the sentences once the whole file is scanned.
    uint32_t sentence_references = 0;
    size_t sentence_referrer = 0;

    /// Compressed rows: the words of kanji k are word_index[word_index_start[k] ..< word_index_start[k + 1]].
    std::vector<uint32_t> word_index_start;
    std::vector<uint32_t> word_index;
};

/// Validates the bytes of `dictionary` and fills its arrays; on failure returns the message.
bool kl_scan(kl_dictionary &dictionary, std::string &error);

/// The low-memory scan: true if it validated and recorded the whole file; false (leaving the
/// arrays partly filled) for a file it does not take or finds broken, which the whole-document
/// scan then reads or explains. Its bytes are the same afterwards.
bool kl_scan_batched(kl_dictionary &dictionary);

constexpr uint32_t kl_table_scalars = 0x30000;  // through the CJK Unified Ideographs Extension B-F plane

/// The file-order index of the kanji `scalar`, or -1.
inline int64_t kl_kanji_lookup(const kl_dictionary &dictionary, uint32_t scalar) {
    if (!dictionary.kanji_table.empty())
        return scalar < kl_table_scalars ? int64_t(dictionary.kanji_table[scalar]) - 1 : -1;
    auto found = dictionary.kanji_by_scalar.find(scalar);
    return found == dictionary.kanji_by_scalar.end() ? -1 : int64_t(found->second);
}

/// Fills kanji_table (when it applies) and word_index from the scanned words and kanji, then
/// frees what only it needed.
void kl_build_word_index(kl_dictionary &dictionary);

constexpr uint32_t kl_unescaped_flag = 0x80000000u;

/// A file's identity from its status: what an image records and is checked against.
inline kl_file_identity kl_identity_of(const struct stat &status) {
    return {uint64_t(status.st_dev), uint64_t(status.st_ino), uint64_t(status.st_size), int64_t(status.st_ctim.tv_sec),
            int64_t(status.st_ctim.tv_nsec)};
}

inline bool kl_same_identity(const kl_file_identity &a, const kl_file_identity &b) {
    return a.device == b.device && a.inode == b.inode && a.size == b.size && a.change_seconds == b.change_seconds &&
           a.change_nanoseconds == b.change_nanoseconds;
}

/// Points `read` at the scanned arrays, once the scan and kl_build_word_index are done.
void kl_publish(kl_dictionary &dictionary);

/// The file-order index of the kanji `scalar` in what `contents` reads, or -1.
int64_t kl_contents_lookup(const kl_contents &contents, uint32_t scalar);

/// Whether the text bytes [start, end) of an image are as written (their pages' hashes match),
/// checking each page once; always true for a scanned dictionary. A damaged page marks the
/// dictionary damaged.
bool kl_text_intact(const kl_dictionary &dictionary, size_t start, size_t end);

/// Span `index` of the words (or the sentences), if it can be believed: always for a scanned
/// dictionary; for an image, when its page of the table is as written and it lies inside the text
/// after the span before it. False (the dictionary marked damaged) otherwise.
bool kl_checked_span(const kl_dictionary &dictionary, bool sentence, size_t index, kl_span &span);
/// Whether every word's span lies in order inside the text (an image's checked once, then known).
bool kl_word_spans_intact(const kl_dictionary &dictionary);

/// The words of kanji `kanji_index` (see kl_dictionary_words_containing), if they can be believed:
/// for an image, the list's pages are as written and it names only words the dictionary has
/// (checked once a kanji). False (the dictionary marked damaged) otherwise.
bool kl_checked_words_of(const kl_dictionary &dictionary, size_t kanji_index, const uint32_t *&words, size_t &count);

/// Ranks beyond this order the same as it (the importer's ranks end at 52).
constexpr uint8_t kl_lowest_rank = 62;
/// The highest Zipf frequency in hundredths a word may have: 9.00 is one use in every word.
constexpr int64_t kl_highest_zipf = 900;

/// The most strokes a kanji or component may have (KanjiEntry.strokeCounts in Swift): two digits,
/// the width of the component picker's labels.
constexpr int64_t kl_max_strokes = 99;
