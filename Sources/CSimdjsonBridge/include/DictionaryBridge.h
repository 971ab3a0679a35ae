#ifndef DICTIONARY_BRIDGE_H
#define DICTIONARY_BRIDGE_H

// A C interface to simdjson's On-Demand parser for dictionary files in the format of
// docs/dictionary.schema.json. Loading reads the file, validates every entry in one pass and keeps
// the file's bytes plus a few flat arrays (byte spans of each entry, each kanji's scalar, an
// index of the words containing each kanji); entries are decoded one at a time when asked for.

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "DictionaryImage.h"
#include "EntryFields.h"

#ifdef __cplusplus
extern "C" {
#endif

/// A loaded and validated dictionary. Immutable once loaded, so it may be read from any thread.
typedef struct kl_dictionary kl_dictionary;

/// Loads a dictionary file. On failure returns NULL and sets *error to a message (free it with
/// free()) that says what is wrong and where: which entry, which field.
kl_dictionary *_Nullable kl_dictionary_load_file(const char *_Nonnull path, char *_Nullable *_Nonnull error);

/// Loads a dictionary from bytes in memory (copied). Errors as for kl_dictionary_load_file.
kl_dictionary *_Nullable kl_dictionary_load_bytes(const void *_Nullable bytes, size_t length, char *_Nullable *_Nonnull error);

void kl_dictionary_free(kl_dictionary *_Nonnull dictionary);

/// A run of UTF-8 bytes, not NUL-terminated.
typedef struct {
    const char *_Nullable bytes;
    size_t length;
} kl_string;

/// The file's "source", or a string with NULL bytes when it has none.
kl_string kl_dictionary_source(const kl_dictionary *_Nonnull dictionary);

/// How many components format /2's "componentStrokes" gives a stroke count; 0 when the file has none.
size_t kl_dictionary_component_stroke_count(const kl_dictionary *_Nonnull dictionary);

/// Component `index` (below kl_dictionary_component_stroke_count) of "componentStrokes", in file
/// order; its stroke count goes to *strokes.
kl_string kl_dictionary_component(const kl_dictionary *_Nonnull dictionary, size_t index, int64_t *_Nonnull strokes);

size_t kl_dictionary_kanji_count(const kl_dictionary *_Nonnull dictionary);
size_t kl_dictionary_word_count(const kl_dictionary *_Nonnull dictionary);
/// How many example sentences format /3's "sentences" holds; 0 when the file has none.
size_t kl_dictionary_sentence_count(const kl_dictionary *_Nonnull dictionary);

/// The Unicode scalar of kanji `index` (file order).
uint32_t kl_dictionary_kanji_scalar(const kl_dictionary *_Nonnull dictionary, size_t index);

/// The file-order index of the kanji whose character is `scalar`, or -1.
int64_t kl_dictionary_kanji_index(const kl_dictionary *_Nonnull dictionary, uint32_t scalar);

/// The words containing kanji `kanji_index`, as word indices: in the learner order the loader
/// gave (kl_dictionary_order_words), else in file order.
const uint32_t *_Nullable kl_dictionary_words_containing(const kl_dictionary *_Nonnull dictionary, size_t kanji_index, size_t *_Nonnull count);

/// What a dictionary just scanned knows of each of its `count` words, for ordering each kanji's
/// words (in Swift: KanjiWordOrder): each number field's value by kl_word_field (kl_no_number
/// where absent; NULL for a list field), whether it is common, and its length in characters.
/// Empty (count 0) for an image, and once the words are ordered.
typedef struct {
    size_t count;
    const int64_t *_Nullable numbers[KL_MAX_FIELDS];
    const uint8_t *_Nullable common;
    const uint32_t *_Nullable characters;
} kl_word_facts;

kl_word_facts kl_dictionary_word_facts(const kl_dictionary *_Nonnull dictionary);

/// Orders each kanji's words by `keys`, one a word (`count` of them), the smallest first, equal
/// keys in file order; then frees the facts. Called once, before the dictionary is shared;
/// nothing for an image (its words were ordered when it was made) or a wrong count.
void kl_dictionary_order_words(kl_dictionary *_Nonnull dictionary, const uint64_t *_Nonnull keys, size_t count);

/// One entry's values. Strings point into storage owned by the calling thread, valid until its
/// next decode call; copy them out at once.
typedef struct {
    /// The kanji's character or the word's written form.
    kl_string name;
    /// Every list's strings: the fields' lists in their table's order, then each sense's lists.
    const kl_string *_Nullable strings;
    /// Kanji: by kl_kanji_field; word: by kl_word_field (EntryFields.h). A sentence's English
    /// and the tags are fields[0].
    kl_field_value fields[KL_MAX_FIELDS];
    /// A word's senses: for each, four counts (glosses, parts of speech, misc, field) of the
    /// strings from sense_strings_start on.
    const size_t *_Nullable sense_list_counts;
    size_t sense_count;
    size_t sense_strings_start;
    bool common;
    /// A word's example sentences (format /3), as indices below kl_dictionary_sentence_count.
    const uint32_t *_Nullable sentences;
    size_t sentence_count;
} kl_entry;

/// Decodes kanji `index`. Its bytes were validated at load, so this always succeeds.
void kl_dictionary_decode_kanji(const kl_dictionary *_Nonnull dictionary, size_t index, kl_entry *_Nonnull entry);

/// Decodes word `index`. Its bytes were validated at load, so this always succeeds.
void kl_dictionary_decode_word(const kl_dictionary *_Nonnull dictionary, size_t index, kl_entry *_Nonnull entry);

/// Decodes example sentence `index`: name is its Japanese, strings[0] its English translation.
void kl_dictionary_decode_sentence(const kl_dictionary *_Nonnull dictionary, size_t index, kl_entry *_Nonnull entry);

/// The words whose JSON text in the file has one of `needles` (NUL-terminated, ASCII case
/// ignored) or any escape (which may hide text): writes their indices to `out` (room for every
/// word) in increasing order and returns how many. A quick first cut for scanning every word.
size_t kl_dictionary_words_with_text(const kl_dictionary *_Nonnull dictionary, const char *_Nonnull const *_Nonnull needles,
                                     size_t needle_count, uint32_t *_Nonnull out);

/// The dictionary's tag names (format /2's "tags"): strings alternate code and name, their
/// number in list_counts[0]. No strings when the file has none.
void kl_dictionary_decode_tags(const kl_dictionary *_Nonnull dictionary, kl_entry *_Nonnull entry);

/// The identity of the file a dictionary was read from, or its image made from; false for one
/// loaded from bytes.
bool kl_dictionary_file_identity(const kl_dictionary *_Nonnull dictionary, kl_file_identity *_Nonnull identity);

/// Writes the dictionary's image (CDictionaryImage) to `path`, through a temporary file
/// beside it renamed over it; `origin` is the JSON file's path, kept for `cache status`, and
/// `attachments` are kept in it (their keys distinct). On failure returns false and sets *error
/// (free it).
bool kl_dictionary_write_image(const kl_dictionary *_Nonnull dictionary, const char *_Nonnull path,
                               const char *_Nonnull origin, const kl_attachment *_Nullable attachments,
                               size_t attachment_count, char *_Nullable *_Nonnull error);

/// The bytes of the attachment `key` in a mapped image (8-byte aligned, in place, unchecked: read
/// them through kl_dictionary_attachment_intact), their length in *length; NULL when the
/// dictionary is no image or its image has no such attachment.
const void *_Nullable kl_dictionary_attachment(const kl_dictionary *_Nonnull dictionary, const char *_Nonnull key,
                                               size_t *_Nonnull length);

/// Whether `length` bytes from `start`, inside an attachment kl_dictionary_attachment gave, are
/// as written: each page is checked against its hash the first time, and a damaged one marks the
/// dictionary damaged (kl_dictionary_is_damaged). Always true for a dictionary that is no image.
bool kl_dictionary_attachment_intact(const kl_dictionary *_Nonnull dictionary, const void *_Nonnull start, size_t length);

/// Maps the image at `path` if it was made from the file now at `json_path` and passes every
/// check; otherwise returns NULL with *status saying why (and *error for a damaged one).
kl_dictionary *_Nullable kl_dictionary_load_image(const char *_Nonnull path, const char *_Nonnull json_path,
                                                  kl_image_status *_Nonnull status, char *_Nullable *_Nonnull error);

/// Whether decoding found a damaged page in the dictionary's image (that entry came out empty).
bool kl_dictionary_is_damaged(const kl_dictionary *_Nonnull dictionary);

/// Marks the dictionary's image damaged, for a reader of an attachment that found a value in it
/// out of range.
void kl_dictionary_mark_damaged(const kl_dictionary *_Nonnull dictionary);

/// Keeps every page of the dictionary's image read from now on resident, never handed back (see
/// kl_checked_pages); nothing for a scanned dictionary.
void kl_dictionary_keep_read_pages(const kl_dictionary *_Nonnull dictionary);

/// Whether the dictionary reads from a mapped image (rather than a file it scanned).
bool kl_dictionary_is_image(const kl_dictionary *_Nonnull dictionary);

/// Whether the dictionary's image file was cut short since it was mapped (or a read of it
/// faulted): nothing read from it can be believed any more. False for a scanned dictionary.
bool kl_dictionary_image_cut_short(const kl_dictionary *_Nonnull dictionary);

#ifdef __cplusplus
}
#endif

#endif
