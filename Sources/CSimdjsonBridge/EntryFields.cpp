// The descriptions of an entry's fields, made from the one table in EntryFields.h.

#include "EntryFields.h"

namespace {

#define KL_DESCRIBE_LIST(name, key, absence, version) {key, kl_field_list, 0, 0, absence, version},
#define KL_DESCRIBE_NUMBER(name, key, minimum, maximum, absence, version) {key, kl_field_number, minimum, maximum, absence, version},

constexpr kl_field_description kanji_fields[] = {KL_KANJI_FIELDS(KL_DESCRIBE_LIST, KL_DESCRIBE_NUMBER)};
constexpr kl_field_description word_fields[] = {KL_WORD_FIELDS(KL_DESCRIBE_LIST, KL_DESCRIBE_NUMBER)};

#undef KL_DESCRIBE_LIST
#undef KL_DESCRIBE_NUMBER

static_assert(sizeof(kanji_fields) / sizeof(kanji_fields[0]) == kl_kanji_field_count);
static_assert(sizeof(word_fields) / sizeof(word_fields[0]) == kl_word_field_count);
static_assert(kl_kanji_field_count <= KL_MAX_FIELDS && kl_word_field_count <= KL_MAX_FIELDS, "kl_entry.fields is too small");

}  // namespace

extern "C" const kl_field_description *kl_kanji_field_descriptions(void) { return kanji_fields; }
extern "C" const kl_field_description *kl_word_field_descriptions(void) { return word_fields; }
