#ifndef ENTRY_FIELDS_H
#define ENTRY_FIELDS_H

// An entry's plain fields, declared once. Each row is one key of a kanji's or a word's object in
// docs/dictionary.schema.json, in the order the writer puts them in the file:
//
//   LIST(name, "key", absence, version)                      an array of non-empty strings
//   NUMBER(name, "key", minimum, maximum, absence, version)  an integer from minimum to maximum
//
// `absence` says how the file spells a field without a value (kl_absence); `version` is the
// lowest format version ("kanji-list-dictionary/N") that has the key. From these rows follow the
// enums below (kl_kanji_meanings, kl_word_zipf, …), the descriptions the writer walks
// (kl_kanji_field_descriptions), the scanner's checks, the decoder's values (kl_entry.fields,
// each with its presence, so a 0 is a value like any other) and the Swift accessors
// (KanjiDictionary/EntryFields.swift). A word's structured keys are written by hand around them:
// "word" first, "senses" and "common" after its lists, "sentences" after its numbers.

/// The most strokes a kanji or component may have (KanjiEntry.strokeCounts in Swift): two digits,
/// the width of the component picker's labels.
#define KL_MAX_STROKES 99

#define KL_KANJI_FIELDS(LIST, NUMBER)                                    \
    LIST(meanings, "meanings", kl_absent_required, 1)                    \
    LIST(onyomi, "onyomi", kl_absent_empty, 1)                           \
    LIST(kunyomi, "kunyomi", kl_absent_empty, 1)                         \
    LIST(nanori, "nanori", kl_absent_empty, 1)                           \
    NUMBER(strokes, "strokes", 1, KL_MAX_STROKES, kl_absent_omitted, 1)        \
    NUMBER(grade, "grade", 1, 10, kl_absent_null, 1)                     \
    NUMBER(jlpt, "jlpt", 1, 5, kl_absent_null, 1)                        \
    NUMBER(jlpt_level, "jlptLevel", 1, 5, kl_absent_omitted, 3)          \
    NUMBER(frequency, "frequency", 1, INT64_MAX, kl_absent_null, 1)      \
    NUMBER(radical, "radical", 1, 214, kl_absent_null, 1)                \
    LIST(components, "components", kl_absent_omitted, 2)                 \
    LIST(stroke_paths, "strokePaths", kl_absent_omitted, 2)

#define KL_WORD_FIELDS(LIST, NUMBER)                                     \
    LIST(forms, "forms", kl_absent_omitted, 2)                           \
    LIST(readings, "readings", kl_absent_empty, 1)                       \
    LIST(pitch, "pitch", kl_absent_omitted, 4)                           \
    LIST(meanings, "meanings", kl_absent_with_senses, 1)                 \
    LIST(name, "name", kl_absent_omitted, 5)                             \
    NUMBER(rank, "rank", 1, INT64_MAX, kl_absent_omitted, 2)             \
    NUMBER(zipf, "zipf", 1, 900, kl_absent_omitted, 3)                   \
    NUMBER(jlpt_level, "jlptLevel", 1, 5, kl_absent_omitted, 3)

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// How the file spells a field that has no value.
typedef enum {
    /// The key is left out (for a list: left out when empty).
    kl_absent_omitted,
    /// A number written null (or the key left out).
    kl_absent_null,
    /// A list written [] (or the key left out).
    kl_absent_empty,
    /// A list every entry must have.
    kl_absent_required,
    /// A word's "meanings", which a word with "senses" has there instead: one of the two is required.
    kl_absent_with_senses,
} kl_absence;

typedef enum { kl_field_list, kl_field_number } kl_field_kind;

/// One row of the tables above.
typedef struct {
    const char *_Nonnull key;
    kl_field_kind kind;
    int64_t minimum;
    int64_t maximum;
    kl_absence absence;
    int version;
} kl_field_description;

#define KL_KANJI_ENUM(name, ...) kl_kanji_##name,
#define KL_WORD_ENUM(name, ...) kl_word_##name,
typedef enum { KL_KANJI_FIELDS(KL_KANJI_ENUM, KL_KANJI_ENUM) kl_kanji_field_count } kl_kanji_field;
typedef enum { KL_WORD_FIELDS(KL_WORD_ENUM, KL_WORD_ENUM) kl_word_field_count } kl_word_field;
#undef KL_KANJI_ENUM
#undef KL_WORD_ENUM

/// A number field's value where an entry has none, in the scanner's columns (kl_word_facts).
static const int64_t kl_no_number = INT64_MIN;

/// Room for every field of either kind of entry in kl_entry.
#define KL_MAX_FIELDS 16

/// The rows of KL_KANJI_FIELDS and KL_WORD_FIELDS, kl_kanji_field_count and kl_word_field_count
/// of them, in file order.
const kl_field_description *_Nonnull kl_kanji_field_descriptions(void);
const kl_field_description *_Nonnull kl_word_field_descriptions(void);

/// A field's value in a decoded entry.
typedef struct {
    /// Whether the entry has the field: the key is there and not null (a list may be empty).
    bool present;
    /// A number's value.
    int64_t number;
    /// A list's strings: kl_entry.strings[first ..< first + count].
    size_t first;
    size_t count;
} kl_field_value;

#ifdef __cplusplus
}
#endif

#endif
