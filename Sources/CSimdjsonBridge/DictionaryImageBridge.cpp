// The bridge's side of the image (CDictionaryImage): handing it what a scan found, making a
// dictionary of what it maps, and every read of a mapped image's pages through its checks.

#include "Dictionary.hpp"

#include <simdjson.h>

#include <cstdlib>
#include <cstring>

static_assert(kl_text_padding >= simdjson::SIMDJSON_PADDING, "an image's text must carry simdjson's padding");
static_assert(kl_longest_text == kl_unescaped_flag, "an image holds what a scan can read");

namespace {

char *copy_message(const std::string &message) {
    char *copy = static_cast<char *>(std::malloc(message.size() + 1));
    if (copy) std::memcpy(copy, message.c_str(), message.size() + 1);
    return copy;
}

}  // namespace

bool kl_text_intact(const kl_dictionary &dictionary, size_t start, size_t end) {
    return !dictionary.image || dictionary.image->text_intact(start, end);
}

bool kl_checked_span(const kl_dictionary &dictionary, bool sentence, size_t index, kl_span &span) {
    span = (sentence ? dictionary.read.sentences : dictionary.read.words)[index];
    return !dictionary.image || dictionary.image->span_intact(dictionary.read, sentence, index);
}

bool kl_word_spans_intact(const kl_dictionary &dictionary) {
    return !dictionary.image || dictionary.image->word_spans_intact(dictionary.read);
}

bool kl_checked_words_of(const kl_dictionary &dictionary, size_t kanji_index, const uint32_t *&words, size_t &count) {
    const kl_contents &read = dictionary.read;
    uint32_t start = read.word_index_start[kanji_index];
    words = read.word_index.data + start;
    count = read.word_index_start[kanji_index + 1] - start;
    if (!dictionary.image || dictionary.image->words_of_intact(read, kanji_index)) return true;
    count = 0;
    return false;
}

extern "C" const void *kl_dictionary_attachment(const kl_dictionary *dictionary, const char *key, size_t *length) {
    *length = 0;
    return dictionary->image ? dictionary->image->attachment(key, *length) : nullptr;
}

extern "C" bool kl_dictionary_attachment_intact(const kl_dictionary *dictionary, const void *start, size_t length) {
    return !dictionary->image || dictionary->image->attachment_intact(start, length);
}

extern "C" bool kl_dictionary_file_identity(const kl_dictionary *dictionary, kl_file_identity *identity) {
    *identity = dictionary->identity;
    return dictionary->has_identity;
}

extern "C" bool kl_dictionary_write_image(const kl_dictionary *dictionary, const char *path, const char *origin,
                                          const kl_attachment *attachments, size_t attachment_count, char **error) {
    *error = nullptr;
    if (!dictionary->has_identity || dictionary->image) {
        *error = copy_message("only a dictionary read from a file can be written as an image");
        return false;
    }
    kl_image_extras extras;
    extras.identity = dictionary->identity;
    extras.has_source = dictionary->has_source;
    extras.source = dictionary->source;
    extras.has_tags = dictionary->has_tags;
    extras.tags = dictionary->tags;
    extras.component_strokes = dictionary->component_strokes;
    std::string message;
    if (kl_image_write(dictionary->read, extras, path, origin, attachments, attachment_count, message)) return true;
    *error = copy_message(message);
    return false;
}

extern "C" kl_dictionary *kl_dictionary_load_image(const char *path, const char *json_path, kl_image_status *status, char **error) {
    *error = nullptr;
    auto dictionary = std::make_unique<kl_dictionary>();
    kl_image_extras extras;
    std::string message;
    *status = kl_image_map(path, json_path, dictionary->image, dictionary->read, extras, message);
    for (const auto &[component, strokes] : extras.component_strokes)
        if (*status == kl_image_loaded && (strokes < 1 || strokes > kl_max_strokes)) {
            *status = kl_image_damaged;
            message = "a component's stroke count is out of range";
        }
    if (*status != kl_image_loaded) {
        if (!message.empty()) *error = copy_message(message);
        return nullptr;
    }
    dictionary->identity = extras.identity;
    dictionary->has_identity = true;
    dictionary->has_source = extras.has_source;
    dictionary->source = std::move(extras.source);
    dictionary->has_tags = extras.has_tags;
    dictionary->tags = extras.tags;
    dictionary->component_strokes = std::move(extras.component_strokes);
    return dictionary.release();
}

extern "C" bool kl_dictionary_is_damaged(const kl_dictionary *dictionary) {
    return dictionary->image && dictionary->image->damaged.load(std::memory_order_relaxed);
}

extern "C" void kl_dictionary_mark_damaged(const kl_dictionary *dictionary) {
    if (dictionary->image) dictionary->image->damaged.store(true, std::memory_order_relaxed);
}

extern "C" void kl_dictionary_keep_read_pages(const kl_dictionary *dictionary) {
    if (dictionary->image) dictionary->image->keep_read_pages();
}

extern "C" bool kl_dictionary_is_image(const kl_dictionary *dictionary) { return dictionary->image != nullptr; }

extern "C" bool kl_dictionary_image_cut_short(const kl_dictionary *dictionary) {
    return dictionary->image && dictionary->image->cut_short();
}
