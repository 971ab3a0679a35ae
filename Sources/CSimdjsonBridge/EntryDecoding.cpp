// Decodes one entry from its byte span on demand, with a parser per thread so that any thread
// may decode while others do.

#include "Dictionary.hpp"

#include <simdjson.h>

using namespace simdjson;

namespace {

struct Decoder {
    ondemand::parser parser;
    std::vector<kl_string> strings;  // as the fields come
    std::vector<kl_string> ordered;  // in the entry's list order, handed out
};

thread_local Decoder decoder;

kl_string text(std::string_view view) { return {view.data(), view.size()}; }

/// Appends the strings of an array value; returns how many.
size_t append_list(ondemand::value value) {
    size_t count = 0;
    ondemand::array array;
    if (value.get_array().get(array)) return 0;
    for (auto element : array) {
        std::string_view string;
        if (element.get_string().get(string)) break;
        decoder.strings.push_back(text(string));
        count++;
    }
    return count;
}

int64_t number_or_zero(ondemand::value value) {
    int64_t number = 0;
    if (value.get_int64().get(number)) return 0;
    return number;
}

/// Starts decoding the entry at `span`; false if it cannot be (never after a successful load).
bool begin(const kl_dictionary &dictionary, const kl_span &span, kl_entry &entry, ondemand::document &document, ondemand::object &object) {
    entry = kl_entry{};
    decoder.strings.clear();
    const uint8_t *start = dictionary.bytes.get() + span.start;
    size_t capacity = dictionary.length + SIMDJSON_PADDING - span.start;
    if (decoder.parser.iterate(start, span.end - span.start, capacity).get(document)) return false;
    return !document.get_object().get(object);
}

/// Lists are collected in one vector whose storage may move while growing, so the entry's
/// pointer to it is set only at the end; the lists are put in the entry's order then.
void finish(kl_entry &entry, const size_t (&first)[4], const size_t (&counts)[4]) {
    decoder.ordered.clear();
    for (int list = 0; list < 4; list++) {
        for (size_t i = 0; i < counts[list]; i++) decoder.ordered.push_back(decoder.strings[first[list] + i]);
        entry.list_counts[list] = counts[list];
    }
    entry.strings = decoder.ordered.data();
}

}  // namespace

extern "C" void kl_dictionary_decode_kanji(const kl_dictionary *dictionary, size_t index, kl_entry *entry) {
    ondemand::document document;
    ondemand::object object;
    if (!begin(*dictionary, dictionary->kanji[index], *entry, document, object)) return;
    size_t first[4] = {}, counts[4] = {};
    const char *lists[4] = {"meanings", "onyomi", "kunyomi", "nanori"};
    const char *numbers[5] = {"strokes", "grade", "jlpt", "frequency", "radical"};
    for (auto field_result : object) {
        ondemand::field field;
        if (std::move(field_result).get(field)) break;
        ondemand::raw_json_string key = field.key();
        if (key == "character") {
            std::string_view character;
            if (!field.value().get_string().get(character)) entry->name = text(character);
            continue;
        }
        for (int list = 0; list < 4; list++)
            if (key == lists[list]) { first[list] = decoder.strings.size(); counts[list] = append_list(field.value()); }
        for (int number = 0; number < 5; number++)
            if (key == numbers[number]) entry->numbers[number] = number_or_zero(field.value());
    }
    finish(*entry, first, counts);
}

extern "C" void kl_dictionary_decode_word(const kl_dictionary *dictionary, size_t index, kl_entry *entry) {
    ondemand::document document;
    ondemand::object object;
    if (!begin(*dictionary, dictionary->words[index], *entry, document, object)) return;
    size_t first[4] = {}, counts[4] = {};
    for (auto field_result : object) {
        ondemand::field field;
        if (std::move(field_result).get(field)) break;
        ondemand::raw_json_string key = field.key();
        if (key == "word") {
            std::string_view word;
            if (!field.value().get_string().get(word)) entry->name = text(word);
        } else if (key == "readings") {
            first[0] = decoder.strings.size();
            counts[0] = append_list(field.value());
        } else if (key == "meanings") {
            first[1] = decoder.strings.size();
            counts[1] = append_list(field.value());
        } else if (key == "common") {
            bool common = false;
            if (!field.value().get_bool().get(common)) entry->common = common;
        }
    }
    finish(*entry, first, counts);
}
