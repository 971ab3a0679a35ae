// The benchmark's baseline (simdjson's DOM parser walking every entry) and its file scaling.

#include "BenchmarkBridge.h"

#include <simdjson.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace simdjson;

extern "C" bool kl_benchmark_parse_and_walk(const char *path, kl_benchmark_walk_counts *counts) {
    *counts = kl_benchmark_walk_counts{};
    dom::parser parser;
    dom::element root;
    if (parser.load(path).get(root)) return false;
    dom::array kanji, words;
    if (root["kanji"].get_array().get(kanji) || root["words"].get_array().get(words)) return false;
    auto walk_meanings = [&](dom::object entry) {
        dom::array meanings;
        if (entry["meanings"].get_array().get(meanings)) return false;
        for (dom::element meaning : meanings) {
            std::string_view text;
            if (meaning.get_string().get(text)) return false;
            counts->meanings++;
            counts->meaning_bytes += text.size();
        }
        return true;
    };
    for (dom::element element : kanji) {
        dom::object entry;
        std::string_view character;
        if (element.get_object().get(entry) || entry["character"].get_string().get(character)) return false;
        if (!walk_meanings(entry)) return false;
        counts->kanji++;
    }
    for (dom::element element : words) {
        dom::object entry;
        std::string_view word;
        if (element.get_object().get(entry) || entry["word"].get_string().get(word)) return false;
        if (!walk_meanings(entry)) return false;
        counts->words++;
    }
    return true;
}

namespace {

/// The JSON text of a value (whitespace after a scalar included).
bool raw_json(ondemand::value value, std::string_view &raw) {
    ondemand::json_type type;
    if (value.type().get(type)) return false;
    if (type == ondemand::json_type::object) {
        ondemand::object object;
        return !value.get_object().get(object) && !object.raw_json().get(raw);
    }
    if (type == ondemand::json_type::array) {
        ondemand::array array;
        return !value.get_array().get(array) && !array.raw_json().get(raw);
    }
    raw = value.raw_json_token();
    return true;
}

bool fail(char **error, const std::string &message) {
    *error = strdup(message.c_str());
    return false;
}

}  // namespace

extern "C" bool kl_benchmark_write_repeated_words(const char *input, const char *output, size_t times, char **error) {
    *error = nullptr;
    padded_string json;
    if (padded_string::load(input).get(json)) return fail(error, std::string(input) + ": not readable");
    ondemand::parser parser;
    ondemand::document document;
    ondemand::object root;
    if (parser.iterate(json).get(document) || document.get_object().get(root))
        return fail(error, std::string(input) + ": not a JSON object");
    std::string out = "{";
    bool first = true;
    for (auto field_result : root) {
        ondemand::field field;
        std::string_view key, raw;
        if (std::move(field_result).get(field) || field.unescaped_key().get(key)) return fail(error, std::string(input) + ": not valid JSON");
        std::string quoted_key = "\"" + std::string(key) + "\":";
        if (!raw_json(field.value(), raw)) return fail(error, std::string(input) + ": not valid JSON");
        if (!first) out += ',';
        first = false;
        out += quoted_key;
        if (key != "words") {
            out.append(raw);
            continue;
        }
        size_t open = raw.find('['), close = raw.rfind(']');
        if (open == std::string_view::npos || close == std::string_view::npos || close < open)
            return fail(error, std::string(input) + ": \"words\" is not an array");
        std::string_view inner = raw.substr(open + 1, close - open - 1);
        out += '[';
        bool empty = inner.find_first_not_of(" \t\r\n") == std::string_view::npos;
        for (size_t copy = 0; copy < times && !empty; copy++) {
            if (copy > 0) out += ',';
            out.append(inner);
        }
        out += ']';
    }
    out += "}\n";
    FILE *file = std::fopen(output, "wb");
    if (!file) return fail(error, std::string(output) + ": cannot be written");
    bool written = std::fwrite(out.data(), 1, out.size(), file) == out.size();
    written = std::fclose(file) == 0 && written;
    return written || fail(error, std::string(output) + ": cannot be written");
}
