#ifndef DICTIONARY_BRIDGE_H
#define DICTIONARY_BRIDGE_H

// A C interface to simdjson's On-Demand parser for dictionary files in the format of
// docs/dictionary.schema.json. Loading reads the file, validates every entry in one pass and keeps
// the file's bytes plus a few flat arrays (byte spans of each entry, each kanji's scalar, an
// index of the words containing each kanji); entries are decoded one at a time when asked for.

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

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

/// The words containing kanji `kanji_index`: word indices by JLPT N-level (N5 first, words of no
/// level last), then Zipf frequency (wordfreq's, the most used first, words without one last), then
/// rank (ranked first, 1 first), then common words first, shorter words before longer ones, then
/// file order.
const uint32_t *_Nullable kl_dictionary_words_containing(const kl_dictionary *_Nonnull dictionary, size_t kanji_index, size_t *_Nonnull count);

/// One entry's values. Strings point into storage owned by the calling thread, valid until its
/// next decode call; copy them out at once.
typedef struct {
    /// The kanji's character or the word's written form.
    kl_string name;
    /// Every list, one after another: for a kanji meanings, onyomi, kunyomi, nanori, components,
    /// stroke paths; for a word readings, meanings, other forms, then each sense's lists.
    const kl_string *_Nullable strings;
    size_t list_counts[6];
    /// A word's senses: for each, four counts (glosses, parts of speech, misc, field) of the
    /// strings after the word's three lists.
    const size_t *_Nullable sense_list_counts;
    size_t sense_count;
    /// Kanji: strokes, grade, jlpt, frequency, radical, jlptLevel; word: rank, jlptLevel, zipf. 0 where
    /// absent or null.
    int64_t numbers[6];
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

/// What names a dictionary file's contents without reading them: a change to the file changes
/// its change time (which no program can set back), a replaced file has another inode.
typedef struct {
    uint64_t device;
    uint64_t inode;
    uint64_t size;
    int64_t change_seconds;
    int64_t change_nanoseconds;
} kl_file_identity;

/// The identity of the file a dictionary was read from, or its image made from; false for one
/// loaded from bytes.
bool kl_dictionary_file_identity(const kl_dictionary *_Nonnull dictionary, kl_file_identity *_Nonnull identity);

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

/// Writes the dictionary's image (DictionaryImage.cpp) to `path`, through a temporary file
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

typedef enum {
    kl_image_loaded,
    /// No image at the path.
    kl_image_missing,
    /// An image of another file, an older state of the file, or an older layout.
    kl_image_stale,
    /// An image that cannot be read: truncated, damaged or not an image; *error says how.
    kl_image_damaged,
} kl_image_status;

/// Maps the image at `path` if it was made from the file now at `json_path` and passes every
/// check; otherwise returns NULL with *status saying why (and *error for a damaged one).
kl_dictionary *_Nullable kl_dictionary_load_image(const char *_Nonnull path, const char *_Nonnull json_path,
                                                  kl_image_status *_Nonnull status, char *_Nullable *_Nonnull error);

/// Whether decoding found a damaged page in the dictionary's image (that entry came out empty).
bool kl_dictionary_is_damaged(const kl_dictionary *_Nonnull dictionary);

/// Marks the dictionary's image damaged, for a reader of an attachment that found a value in it
/// out of range.
void kl_dictionary_mark_damaged(const kl_dictionary *_Nonnull dictionary);

/// Whether the dictionary reads from a mapped image (rather than a file it scanned).
bool kl_dictionary_is_image(const kl_dictionary *_Nonnull dictionary);

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

#ifdef __cplusplus
}
#endif

#endif
