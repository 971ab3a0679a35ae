// The in-memory form of a loaded dictionary: the file's bytes (padded as simdjson needs) and flat
// arrays over them, a few bytes per entry instead of millions of small strings and arrays.
#pragma once

#include "DictionaryBridge.h"
#include "DictionaryImage.h"

#include <sys/stat.h>

#include <atomic>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

struct kl_text {
    uint32_t offset;
    uint32_t length;
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
    /// word_common, word_numbers, word_text and unescaped_words serve kl_build_word_index, which
    /// empties word_text and unescaped_words; the rest, with word_characters, are the words' facts
    /// (kl_dictionary_word_facts), freed once the words are ordered (kl_dictionary_order_words).
    std::vector<uint8_t> word_common;
    /// Whether each word is a name (has "name", format /5): the names are in no kanji's words.
    std::vector<uint8_t> word_is_name;
    /// Each word's number fields, by kl_word_field (kl_no_number where absent); empty for lists.
    std::vector<int64_t> word_numbers[kl_word_field_count];
    /// Each word's length in characters.
    std::vector<uint32_t> word_characters;
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


/// The file-order index of the kanji `scalar`, or -1.
inline int64_t kl_kanji_lookup(const kl_dictionary &dictionary, uint32_t scalar) {
    if (!dictionary.kanji_table.empty())
        return scalar < kl_table_scalars ? int64_t(dictionary.kanji_table[scalar]) - 1 : -1;
    auto found = dictionary.kanji_by_scalar.find(scalar);
    return found == dictionary.kanji_by_scalar.end() ? -1 : int64_t(found->second);
}

/// Fills kanji_table (when it applies), word_characters and word_index (each kanji's words in file
/// order, until kl_dictionary_order_words) from the scanned words and kanji, then frees what only
/// it needed.
void kl_build_word_index(kl_dictionary &dictionary);

constexpr uint32_t kl_unescaped_flag = 0x80000000u;

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

constexpr int64_t kl_max_strokes = KL_MAX_STROKES;
