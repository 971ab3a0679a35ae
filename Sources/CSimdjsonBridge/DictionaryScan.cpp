// Validates a dictionary file against dictionary.schema.json in one On-Demand pass, recording
// where each entry's bytes are, so nothing but the few entries on screen is ever decoded.

#include "Dictionary.hpp"

#include <simdjson.h>

#include <cstdio>

using namespace simdjson;

namespace {

constexpr std::string_view expected_format = "kanji-list-dictionary/1";

/// Ends the scan with a message (caught in kl_scan).
struct Failure {
    std::string message;
};

/// The number of Unicode scalars in valid UTF-8.
size_t scalar_count(std::string_view text) {
    size_t count = 0;
    for (unsigned char byte : text) count += (byte & 0xC0) != 0x80;
    return count;
}

uint32_t first_scalar(std::string_view text) {
    auto byte = [&](size_t i) { return uint32_t(static_cast<unsigned char>(text[i])); };
    uint32_t lead = byte(0);
    if (lead < 0x80) return lead;
    if (lead < 0xE0) return ((lead & 0x1F) << 6) | (byte(1) & 0x3F);
    if (lead < 0xF0) return ((lead & 0x0F) << 12) | ((byte(1) & 0x3F) << 6) | (byte(2) & 0x3F);
    return ((lead & 0x07) << 18) | ((byte(1) & 0x3F) << 12) | ((byte(2) & 0x3F) << 6) | (byte(3) & 0x3F);
}

std::string quoted(std::string_view text) {
    std::string out = "\"";
    out.append(text);
    out += '"';
    return out;
}

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

class Scanner {
public:
    explicit Scanner(kl_dictionary &dictionary) : out(dictionary) {}

    void scan() {
        const uint8_t *base = out.bytes.get();
        if (out.length == 0) throw Failure{"the file is empty"};
        if (out.length >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF)
            throw Failure{"starts with a byte-order mark; the format is UTF-8 without one"};
        if (out.length >= kl_unescaped_flag) throw Failure{"too large (2 GiB at most)"};
        document = json(parser.iterate(base, out.length, out.length + SIMDJSON_PADDING));
        document_ready = true;
        if (json(document.type()) != ondemand::json_type::object) throw Failure{"the top level must be a JSON object"};
        ondemand::object root = json(document.get_object());
        check_format(root);
        json(root.reset());
        bool saw_kanji = false, saw_words = false;
        for (auto field_result : root) {
            ondemand::field field = json(std::move(field_result));
            ondemand::raw_json_string key = field.key();
            ondemand::value value = field.value();
            if (key == "kanji") {
                scan_kanji(value);
                saw_kanji = true;
            } else if (key == "words") {
                scan_words(value);
                saw_words = true;
            } else if (key == "source") {
                if (json(value.type()) != ondemand::json_type::string) throw Failure{"field \"source\" must be a string"};
                out.source = std::string(json(value.get_string()));
                out.has_source = true;
            } else if (key != "format") {
                skip_validating(value);
            }
        }
        const char *trailing = nullptr;
        if (!document.current_location().get(trailing)) json_failure(TRAILING_CONTENT);
        if (!saw_kanji) throw Failure{"missing field \"kanji\""};
        if (!saw_words) throw Failure{"missing field \"words\""};
    }

private:
    kl_dictionary &out;
    ondemand::parser parser;
    ondemand::document document;
    /// False until simdjson's first stage has indexed the file; before that no position is known.
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

    void json(simdjson_result<std::string_view> &&result, std::string_view &into) {
        error_code error = std::move(result).get(into);
        if (error) json_failure(error);
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

    [[noreturn]] void field_failure(std::string_view field, std::string_view requirement) {
        throw Failure{place.describe() + ": field " + quoted(field) + " " + std::string(requirement)};
    }

    // MARK: the top level

    void check_format(ondemand::object &root) {
        ondemand::value value;
        error_code error = root.find_field_unordered("format").get(value);
        if (error == NO_SUCH_FIELD) throw Failure{"missing field \"format\"; expected \"kanji-list-dictionary/1\""};
        if (error) json_failure(error);
        if (json(value.type()) != ondemand::json_type::string)
            throw Failure{"field \"format\" must be the string \"kanji-list-dictionary/1\""};
        std::string_view format = json(value.get_string());
        if (format != expected_format) throw Failure{"format is " + quoted(format) + ", expected \"kanji-list-dictionary/1\""};
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
    /// simdjson's string buffer (as large as the file) untouched for nearly every string.
    std::string_view string_text(ondemand::value &value, std::string &unescaped) {
        std::string_view token = value.raw_json_token();
        size_t close = token.rfind('"');
        std::string_view inner = token.substr(1, close - 1);
        if (inner.find('\\') == std::string_view::npos) return inner;
        unescaped = std::string(json(value.get_string()));
        return unescaped;
    }

    void string_list(ondemand::value &value, std::string_view field) {
        if (json(value.type()) != ondemand::json_type::array) field_failure(field, "must be an array of non-empty strings");
        std::string scratch;
        size_t position = 0;
        for (auto element_result : json(value.get_array())) {
            ondemand::value element = json(std::move(element_result));
            if (json(element.type()) != ondemand::json_type::string || string_text(element, scratch).empty())
                throw Failure{place.describe() + ": field " + quoted(field) + "[" + std::to_string(position) + "] must be a non-empty string"};
            position++;
        }
    }

    /// An integer field; `nullable` allows null (read as 0).
    int64_t integer(ondemand::value &value, std::string_view field, int64_t minimum, int64_t maximum, bool nullable) {
        std::string requirement = nullable ? "must be null or an integer" : "must be an integer";
        requirement += maximum == INT64_MAX ? " ≥ " + std::to_string(minimum)
                                            : " from " + std::to_string(minimum) + " to " + std::to_string(maximum);
        ondemand::json_type type = json(value.type());
        if (type == ondemand::json_type::null && nullable) {
            if (!json(value.is_null())) json_failure(N_ATOM_ERROR);
            return 0;
        }
        if (type != ondemand::json_type::number) field_failure(field, requirement);
        int64_t number = 0;
        error_code error = value.get_int64().get(number);
        if (error == INCORRECT_TYPE || error == NUMBER_OUT_OF_RANGE) {
            json(value.get_double());  // a valid number that is not an integer; malformed ones fail here
            field_failure(field, requirement);
        }
        if (error) json_failure(error);
        if (number < minimum || number > maximum) field_failure(field, requirement);
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

    // MARK: kanji

    void scan_kanji(ondemand::value &value) {
        if (json(value.type()) != ondemand::json_type::array) throw Failure{"field \"kanji\" must be an array"};
        out.kanji.clear();
        out.kanji_scalars.clear();
        std::string scratch;
        size_t index = 0;
        for (auto element_result : json(value.get_array())) {
            ondemand::value element = json(std::move(element_result));
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
            bool saw_meanings = false;
            for (auto field_result : object) {
                ondemand::field field = json(std::move(field_result));
                ondemand::raw_json_string key = field.key();
                ondemand::value field_value = field.value();
                if (key == "character") continue;
                if (key == "meanings") { string_list(field_value, "meanings"); saw_meanings = true; }
                else if (key == "onyomi") string_list(field_value, "onyomi");
                else if (key == "kunyomi") string_list(field_value, "kunyomi");
                else if (key == "nanori") string_list(field_value, "nanori");
                else if (key == "strokes") integer(field_value, "strokes", 1, INT64_MAX, false);
                else if (key == "grade") integer(field_value, "grade", 1, 10, true);
                else if (key == "jlpt") integer(field_value, "jlpt", 1, 5, true);
                else if (key == "frequency") integer(field_value, "frequency", 1, INT64_MAX, true);
                else if (key == "radical") integer(field_value, "radical", 1, 214, true);
                else skip_validating(field_value);
            }
            if (!saw_meanings) throw Failure{place.describe() + ": missing field \"meanings\""};
            auto [existing, inserted] = out.kanji_by_scalar.emplace(scalar, uint32_t(index));
            if (!inserted)
                throw Failure{place.describe() + ": duplicate character " + quoted(character) + ", already kanji[" + std::to_string(existing->second) + "]"};
            out.kanji.push_back(span_from(start));
            out.kanji_scalars.push_back(scalar);
            index++;
        }
        place = Place{};
    }

    // MARK: words

    void scan_words(ondemand::value &value) {
        if (json(value.type()) != ondemand::json_type::array) throw Failure{"field \"words\" must be an array"};
        out.words.clear();
        out.word_common.clear();
        out.word_text.clear();
        std::string scratch;
        size_t index = 0;
        const uint8_t *base = out.bytes.get();
        for (auto element_result : json(value.get_array())) {
            ondemand::value element = json(std::move(element_result));
            place = Place{"words", index, {}};
            if (json(element.type()) != ondemand::json_type::object) throw Failure{place.describe() + ": must be an object"};
            const char *start = json(element.current_location());
            ondemand::object object = json(element.get_object());
            std::string_view word = entry_name(object, "word", scratch);
            if (word.empty()) field_failure("word", "must be a non-empty string");
            place.name = word;
            bool saw_meanings = false, common = false;
            for (auto field_result : object) {
                ondemand::field field = json(std::move(field_result));
                ondemand::raw_json_string key = field.key();
                ondemand::value field_value = field.value();
                if (key == "word") continue;
                if (key == "meanings") { string_list(field_value, "meanings"); saw_meanings = true; }
                else if (key == "readings") string_list(field_value, "readings");
                else if (key == "common") {
                    if (json(field_value.type()) != ondemand::json_type::boolean) field_failure("common", "must be true or false");
                    common = json(field_value.get_bool());
                } else skip_validating(field_value);
            }
            if (!saw_meanings) throw Failure{place.describe() + ": missing field \"meanings\""};
            const uint8_t *text = reinterpret_cast<const uint8_t *>(word.data());
            if (text >= base && text < base + out.length) {
                out.word_text.push_back({uint32_t(text - base), uint32_t(word.size())});
            } else {
                out.word_text.push_back({uint32_t(out.unescaped_words.size()) | kl_unescaped_flag, uint32_t(word.size())});
                out.unescaped_words.append(word);
            }
            out.words.push_back(span_from(start));
            out.word_common.push_back(common);
            index++;
        }
        place = Place{};
    }
};

}  // namespace

bool kl_scan(kl_dictionary &dictionary, std::string &error) {
    try {
        Scanner scanner(dictionary);
        scanner.scan();
        return true;
    } catch (const Failure &failure) {
        error = failure.message;
        return false;
    } catch (const std::bad_alloc &) {
        error = "not enough memory to load it";
        return false;
    }
}
