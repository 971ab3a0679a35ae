// Validating one kanji or word entry against docs/dictionary.schema.json and recording where it is,
// shared by the whole-document scan (exact messages) and the batched scan (low memory).
#pragma once

#include "Dictionary.hpp"

#include <simdjson.h>

#include <algorithm>
#include <string>

namespace kl_scanning {

using namespace simdjson;

/// The format versions this loader reads; each adds fields to the one before (docs/dictionary.schema.json).
inline bool known_format(std::string_view format) {
    return format == "kanji-list-dictionary/1" || format == "kanji-list-dictionary/2" || format == "kanji-list-dictionary/3" ||
           format == "kanji-list-dictionary/4" || format == "kanji-list-dictionary/5";
}
inline constexpr const char *expected_formats =
    "\"kanji-list-dictionary/1\", \"kanji-list-dictionary/2\", \"kanji-list-dictionary/3\", \"kanji-list-dictionary/4\" or \"kanji-list-dictionary/5\"";

/// Ends a scan with a message.
struct Failure {
    std::string message;
};

/// The number of Unicode scalars in valid UTF-8.
inline size_t scalar_count(std::string_view text) {
    size_t count = 0;
    for (unsigned char byte : text) count += (byte & 0xC0) != 0x80;
    return count;
}

inline uint32_t first_scalar(std::string_view text) {
    auto byte = [&](size_t i) { return uint32_t(static_cast<unsigned char>(text[i])); };
    uint32_t lead = byte(0);
    if (lead < 0x80) return lead;
    if (lead < 0xE0) return ((lead & 0x1F) << 6) | (byte(1) & 0x3F);
    if (lead < 0xF0) return ((lead & 0x0F) << 12) | ((byte(1) & 0x3F) << 6) | (byte(2) & 0x3F);
    return ((lead & 0x07) << 18) | ((byte(1) & 0x3F) << 12) | ((byte(2) & 0x3F) << 6) | (byte(3) & 0x3F);
}

inline std::string quoted(std::string_view text) {
    std::string out = "\"";
    out.append(text);
    out += '"';
    return out;
}

/// Names a field in messages: `meanings`, or `senses[2].glosses` for a field of a word's sense
/// (`senses[2]` for the sense itself). Spelled out only when a message needs it, so checking a
/// sense allocates nothing.
struct FieldName {
    static constexpr size_t no_sense = SIZE_MAX;

    std::string_view key;
    size_t sense = no_sense;

    FieldName(const char *key) : key(key) {}
    FieldName(std::string_view key) : key(key) {}
    FieldName(size_t sense, std::string_view key) : key(key), sense(sense) {}

    std::string spelled() const {
        if (sense == no_sense) return std::string(key);
        std::string out = "senses[" + std::to_string(sense) + "]";
        if (!key.empty()) out += "." + std::string(key);
        return out;
    }
};

/// Says which entry is being read, for messages: `kanji[12] (日)`.
struct Place {
    const char *section = nullptr;
    size_t index = 0;
    std::string_view name;

    std::string describe() const {
        std::string out = std::string(section) + "[" + std::to_string(index) + "]";
        if (!name.empty()) out += " (" + std::string(name) + ")";
        return out;
    }
};

/// Checks entries read from `document` and appends their spans, scalars and words to the
/// dictionary. Byte offsets in messages are offsets in the dictionary's bytes, which the
/// document must point into.
class EntryScanner {
public:
    explicit EntryScanner(kl_dictionary &dictionary) : out(dictionary) {}

protected:
    kl_dictionary &out;
    ondemand::parser parser;
    ondemand::document document;
    /// False until simdjson's first stage has indexed the bytes; before that no position is known.
    bool document_ready = false;
    Place place;

    // MARK: JSON errors

    /// Unwraps a simdjson result; an error here means the bytes are not valid JSON.
    template <typename T>
    T json(simdjson_result<T> &&result) {
        T value;
        error_code error = std::move(result).get(value);
        if (error) json_failure(error);
        return value;
    }

    [[noreturn]] void json_failure(error_code error) {
        const uint8_t *base = out.bytes.get();
        size_t offset = out.length;
        const char *location = nullptr;
        if (error == UTF8_ERROR) offset = first_invalid_utf8(base, out.length);
        else if (!document_ready) throw Failure{"not valid JSON: " + reason(error)};
        else if (!document.current_location().get(location) && location) offset = size_t(reinterpret_cast<const uint8_t *>(location) - base);
        if (offset > out.length) offset = out.length;
        size_t line = 1;
        for (size_t i = 0; i < offset; i++) line += base[i] == '\n';
        std::string why = reason(error);
        if (offset == 0 && (error == TAPE_ERROR || error == INCOMPLETE_ARRAY_OR_OBJECT))
            why = "the top-level value does not end where the file ends (not closed, or followed by more)";
        std::string message = "not valid JSON at byte " + std::to_string(offset) + " (line " + std::to_string(line) + "): " + why;
        if (place.section) message += ", in " + place.describe();
        throw Failure{message};
    }

    /// Where UTF-8 first goes wrong, for the message only (simdjson says whether, not where).
    static size_t first_invalid_utf8(const uint8_t *bytes, size_t length) {
        size_t i = 0;
        while (i < length) {
            uint8_t lead = bytes[i];
            size_t width = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
            if (i + width > length || !simdjson::validate_utf8(reinterpret_cast<const char *>(bytes + i), width)) return i;
            i += width;
        }
        return length;
    }

    static std::string reason(error_code error) {
        switch (error) {
        case TAPE_ERROR:
        case INCOMPLETE_ARRAY_OR_OBJECT: return "expected ',', ']', '}' or a value, or a bracket is not closed";
        case UNCLOSED_STRING: return "a string is not closed";
        case UNESCAPED_CHARS: return "a string holds a control character that must be escaped";
        case STRING_ERROR: return "a string has an invalid escape";
        case UTF8_ERROR: return "not valid UTF-8";
        case NUMBER_ERROR: return "not a valid number";
        case T_ATOM_ERROR: return "expected true";
        case F_ATOM_ERROR: return "expected false";
        case N_ATOM_ERROR: return "expected null";
        case TRAILING_CONTENT: return "more content after the top-level object";
        case DEPTH_ERROR: return "nested too deeply";
        case EMPTY: return "no JSON value";
        default: return error_message(error);
        }
    }

    // MARK: schema errors

    Failure field_problem(FieldName field, std::string_view requirement) {
        return Failure{place.describe() + ": field " + quoted(std::string_view(field.spelled())) + " " + std::string(requirement)};
    }

    [[noreturn]] void field_failure(FieldName field, std::string_view requirement) {
        throw field_problem(field, requirement);
    }

    /// Walks a value of a key the format does not define, so that bad JSON in it is still found.
    void skip_validating(ondemand::value value) {
        switch (json(value.type())) {
        case ondemand::json_type::object:
            for (auto field_result : json(value.get_object())) {
                ondemand::field field = json(std::move(field_result));
                skip_validating(field.value());
            }
            break;
        case ondemand::json_type::array:
            for (auto element : json(value.get_array())) skip_validating(json(std::move(element)));
            break;
        case ondemand::json_type::string: json(value.get_string()); break;
        case ondemand::json_type::number: json(value.get_number()); break;
        case ondemand::json_type::boolean: json(value.get_bool()); break;
        case ondemand::json_type::null:
            if (!json(value.is_null())) json_failure(N_ATOM_ERROR);
            break;
        }
    }

    // MARK: values

    /// The text of a string value without unescaping it when it has no escapes, which keeps
    /// simdjson's string buffer untouched for nearly every string.
    std::string_view string_text(ondemand::value &value, std::string &unescaped) {
        std::string_view token = value.raw_json_token();
        size_t close = token.rfind('"');
        std::string_view inner = token.substr(1, close - 1);
        if (inner.find('\\') == std::string_view::npos) return inner;
        unescaped = std::string(json(value.get_string()));
        return unescaped;
    }

    void string_list(ondemand::value &value, FieldName field) {
        if (json(value.type()) != ondemand::json_type::array) field_failure(field, "must be an array of non-empty strings");
        std::string scratch;
        size_t position = 0;
        for (auto element_result : json(value.get_array())) {
            ondemand::value element = json(std::move(element_result));
            if (json(element.type()) != ondemand::json_type::string || string_text(element, scratch).empty())
                throw Failure{place.describe() + ": field " + quoted(std::string_view(field.spelled())) + "[" + std::to_string(position) + "] must be a non-empty string"};
            position++;
        }
    }

    /// An integer field; `nullable` allows null (read as kl_no_number).
    int64_t integer(ondemand::value &value, std::string_view field, int64_t minimum, int64_t maximum, bool nullable) {
        if (nullable && json(value.type()) == ondemand::json_type::null) {
            if (!json(value.is_null())) json_failure(N_ATOM_ERROR);
            return kl_no_number;
        }
        return integer_within(value, minimum, maximum, [&] {
            std::string requirement = nullable ? "must be null or an integer" : "must be an integer";
            requirement += maximum == INT64_MAX ? " ≥ " + std::to_string(minimum)
                                                : " from " + std::to_string(minimum) + " to " + std::to_string(maximum);
            return field_problem(field, requirement);
        });
    }

    /// A number that must be an integer from `minimum` to `maximum`; otherwise throws what
    /// `problem` makes (only then, so a good value builds no message).
    template <typename Problem>
    int64_t integer_within(ondemand::value &value, int64_t minimum, int64_t maximum, Problem problem) {
        if (json(value.type()) != ondemand::json_type::number) throw problem();
        int64_t number = 0;
        error_code error = value.get_int64().get(number);
        if (error == INCORRECT_TYPE || error == NUMBER_OUT_OF_RANGE) {
            json(value.get_double());  // a valid number that is not an integer; malformed ones fail here
            throw problem();
        }
        if (error) json_failure(error);
        if (number < minimum || number > maximum) throw problem();
        return number;
    }

    /// The text of the entry's naming field (`character` or `word`), looked up before the other
    /// fields so that every message about the entry can name it.
    std::string_view entry_name(ondemand::object &object, const char *key, std::string &scratch) {
        ondemand::value value;
        error_code error = object.find_field_unordered(key).get(value);
        if (error == NO_SUCH_FIELD) throw Failure{place.describe() + ": missing field " + quoted(key)};
        if (error) json_failure(error);
        if (json(value.type()) != ondemand::json_type::string)
            field_failure(key, std::string_view(key) == "character" ? "must be a string of one Unicode scalar" : "must be a non-empty string");
        std::string_view text = string_text(value, scratch);
        json(object.reset());
        return text;
    }

    /// The entry's byte span: from its '{' to the next token after its '}'.
    kl_span span_from(const char *start) {
        const char *end = nullptr;
        const uint8_t *base = out.bytes.get();
        if (document.current_location().get(end) || !end) end = reinterpret_cast<const char *>(base + out.length);
        return {uint32_t(reinterpret_cast<const uint8_t *>(start) - base), uint32_t(reinterpret_cast<const uint8_t *>(end) - base)};
    }

    // MARK: entries

    /// Checks the value of `key` if a row of `table` (EntryFields.h) names it, recording that the
    /// field was seen and a number's value (kl_no_number for null); false for a key the table
    /// does not have.
    bool table_field(const kl_field_description *table, size_t count, ondemand::raw_json_string key, ondemand::value &value,
                     bool *seen, int64_t *numbers) {
        for (size_t field = 0; field < count; field++) {
            const kl_field_description &row = table[field];
            if (key != std::string_view(row.key)) continue;
            if (row.kind == kl_field_list) string_list(value, row.key);
            else numbers[field] = integer(value, row.key, row.minimum, row.maximum, row.absence == kl_absent_null);
            seen[field] = true;
            return true;
        }
        return false;
    }

    /// Checks kanji `index` and records it.
    void kanji_entry(ondemand::value element, size_t index, std::string &scratch) {
        place = Place{"kanji", index, {}};
        if (json(element.type()) != ondemand::json_type::object) throw Failure{place.describe() + ": must be an object"};
        const char *start = json(element.current_location());
        ondemand::object object = json(element.get_object());
        std::string_view character = entry_name(object, "character", scratch);
        place.name = character;
        if (scalar_count(character) != 1) {
            place.name = {};
            field_failure("character", "must be exactly one Unicode scalar, not " + quoted(character));
        }
        uint32_t scalar = first_scalar(character);
        bool seen[KL_MAX_FIELDS] = {};
        int64_t numbers[KL_MAX_FIELDS];
        for (auto field_result : object) {
            ondemand::field field = json(std::move(field_result));
            ondemand::raw_json_string key = field.key();
            ondemand::value field_value = field.value();
            if (key == "character") continue;
            if (!table_field(kl_kanji_field_descriptions(), kl_kanji_field_count, key, field_value, seen, numbers))
                skip_validating(field_value);
        }
        if (!seen[kl_kanji_meanings]) throw Failure{place.describe() + ": missing field \"meanings\""};
        auto [existing, inserted] = out.kanji_by_scalar.emplace(scalar, uint32_t(index));
        if (!inserted)
            throw Failure{place.describe() + ": duplicate character " + quoted(character) + ", already kanji[" + std::to_string(existing->second) + "]"};
        out.kanji.push_back(span_from(start));
        out.kanji_scalars.push_back(scalar);
    }

    /// Checks word `index` and records it.
    void word_entry(ondemand::value element, size_t index, std::string &scratch) {
        place = Place{"words", index, {}};
        if (json(element.type()) != ondemand::json_type::object) throw Failure{place.describe() + ": must be an object"};
        const char *start = json(element.current_location());
        ondemand::object object = json(element.get_object());
        std::string_view word = entry_name(object, "word", scratch);
        if (word.empty()) field_failure("word", "must be a non-empty string");
        place.name = word;
        bool seen[KL_MAX_FIELDS] = {}, common = false;
        int64_t numbers[KL_MAX_FIELDS];
        std::fill(numbers, numbers + KL_MAX_FIELDS, kl_no_number);
        for (auto field_result : object) {
            ondemand::field field = json(std::move(field_result));
            ondemand::raw_json_string key = field.key();
            ondemand::value field_value = field.value();
            if (key == "word") continue;
            if (key == "senses") { senses(field_value); seen[kl_word_meanings] = true; }
            else if (key == "sentences") sentence_references(field_value, index);
            else if (key == "common") {
                if (json(field_value.type()) != ondemand::json_type::boolean) field_failure("common", "must be true or false");
                common = json(field_value.get_bool());
            } else if (!table_field(kl_word_field_descriptions(), kl_word_field_count, key, field_value, seen, numbers)) {
                skip_validating(field_value);
            }
        }
        if (!seen[kl_word_meanings]) throw Failure{place.describe() + ": missing field \"meanings\" (or \"senses\")"};
        // The names (format /5) are a section at the end of the words, so a word of the dictionary
        // is never a name's neighbour in the kanji's lists and the names are found by their order.
        if (!seen[kl_word_name] && !out.word_is_name.empty() && out.word_is_name.back())
            throw Failure{place.describe() + ": a word without \"name\" after the names; names come after every word"};
        const uint8_t *base = out.bytes.get();
        const uint8_t *text = reinterpret_cast<const uint8_t *>(word.data());
        if (text >= base && text < base + out.length) {
            out.word_text.push_back({uint32_t(text - base), uint32_t(word.size())});
        } else {
            out.word_text.push_back({uint32_t(out.unescaped_words.size()) | kl_unescaped_flag, uint32_t(word.size())});
            out.unescaped_words.append(word);
        }
        out.words.push_back(span_from(start));
        out.word_common.push_back(common);
        out.word_is_name.push_back(seen[kl_word_name]);
        const kl_field_description *table = kl_word_field_descriptions();
        for (size_t field = 0; field < kl_word_field_count; field++)
            if (table[field].kind == kl_field_number) out.word_numbers[field].push_back(numbers[field]);
    }

    /// A word's "sentences": indices of the top-level "sentences", which may come later in the
    /// file, so the largest is kept and checked once the whole file is read.
    void sentence_references(ondemand::value &value, size_t word) {
        if (json(value.type()) != ondemand::json_type::array) field_failure("sentences", "must be an array of sentence indices");
        size_t position = 0;
        for (auto element_result : json(value.get_array())) {
            ondemand::value element = json(std::move(element_result));
            int64_t sentence = integer_within(element, 0, INT32_MAX - 1, [&] {
                return Failure{place.describe() + ": field \"sentences\"[" + std::to_string(position) + "] must be an integer ≥ 0"};
            });
            if (uint32_t(sentence) >= out.sentence_references) {
                out.sentence_references = uint32_t(sentence) + 1;
                out.sentence_referrer = word;
            }
            position++;
        }
    }

    /// Checks example sentence `index` (format /3) and records it.
    void sentence_entry(ondemand::value element, size_t index, std::string &scratch) {
        place = Place{"sentences", index, {}};
        if (json(element.type()) != ondemand::json_type::object) throw Failure{place.describe() + ": must be an object"};
        const char *start = json(element.current_location());
        bool saw_japanese = false, saw_english = false;
        for (auto field_result : json(element.get_object())) {
            ondemand::field field = json(std::move(field_result));
            ondemand::raw_json_string key = field.key();
            ondemand::value field_value = field.value();
            bool japanese = key == "japanese";
            if (japanese || key == "english") {
                const char *name = japanese ? "japanese" : "english";
                if (json(field_value.type()) != ondemand::json_type::string || string_text(field_value, scratch).empty())
                    field_failure(name, "must be a non-empty string");
                (japanese ? saw_japanese : saw_english) = true;
            } else {
                skip_validating(field_value);
            }
        }
        if (!saw_japanese) throw Failure{place.describe() + ": missing field \"japanese\""};
        if (!saw_english) throw Failure{place.describe() + ": missing field \"english\""};
        out.sentences.push_back(span_from(start));
    }

    /// A word's "senses": objects with "glosses" and optional "pos", "misc" and "field".
    void senses(ondemand::value &value) {
        if (json(value.type()) != ondemand::json_type::array) field_failure("senses", "must be an array of objects");
        size_t position = 0;
        for (auto element_result : json(value.get_array())) {
            ondemand::value element = json(std::move(element_result));
            size_t sense = position++;
            if (json(element.type()) != ondemand::json_type::object) field_failure(FieldName(sense, {}), "must be an object");
            bool saw_glosses = false;
            for (auto field_result : json(element.get_object())) {
                ondemand::field field = json(std::move(field_result));
                ondemand::raw_json_string key = field.key();
                ondemand::value field_value = field.value();
                if (key == "glosses") { string_list(field_value, FieldName(sense, "glosses")); saw_glosses = true; }
                else if (key == "pos") string_list(field_value, FieldName(sense, "pos"));
                else if (key == "misc") string_list(field_value, FieldName(sense, "misc"));
                else if (key == "field") string_list(field_value, FieldName(sense, "field"));
                else skip_validating(field_value);
            }
            if (!saw_glosses) field_failure(FieldName(sense, {}), "must have \"glosses\"");
        }
    }

    /// The top-level "tags": an object whose values are non-empty strings.
    void tags(ondemand::value &value) {
        if (json(value.type()) != ondemand::json_type::object) throw Failure{"field \"tags\" must be an object of strings"};
        std::string scratch;
        for (auto field_result : json(value.get_object())) {
            ondemand::field field = json(std::move(field_result));
            std::string code(json(field.unescaped_key()));
            ondemand::value field_value = field.value();
            if (json(field_value.type()) != ondemand::json_type::string || string_text(field_value, scratch).empty())
                throw Failure{"field \"tags\": the name of " + quoted(std::string_view(code)) + " must be a non-empty string"};
        }
    }

    /// The top-level "componentStrokes": an object of positive integers by non-empty component,
    /// recorded in out.component_strokes.
    void component_strokes(ondemand::value &value) {
        if (json(value.type()) != ondemand::json_type::object)
            throw Failure{"field \"componentStrokes\" must be an object of stroke counts"};
        out.component_strokes.clear();
        for (auto field_result : json(value.get_object())) {
            ondemand::field field = json(std::move(field_result));
            std::string component(json(field.unescaped_key()));
            if (component.empty()) throw Failure{"field \"componentStrokes\": a component must be a non-empty string"};
            ondemand::value count_value = field.value();
            int64_t count = integer_within(count_value, 1, kl_max_strokes, [&] {
                return Failure{"field \"componentStrokes\": the stroke count of " + quoted(std::string_view(component)) + " must be an integer from 1 to " + std::to_string(kl_max_strokes)};
            });
            out.component_strokes.emplace_back(std::move(component), count);
        }
        out.has_component_strokes = true;
    }
};

}  // namespace kl_scanning
