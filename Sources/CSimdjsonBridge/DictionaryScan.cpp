// Validates a dictionary file against docs/dictionary.schema.json in one On-Demand pass over the
// whole document, recording where each entry's bytes are. simdjson indexes the whole file at
// once here (4 bytes per structural character), so loading tries the batched scan first and
// comes here for the files it does not take and for the exact message about a broken file.

#include "EntryScanner.hpp"

using namespace kl_scanning;

namespace {

class WholeDocumentScanner : EntryScanner {
public:
    using EntryScanner::EntryScanner;

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
            } else if (key == "sentences") {
                scan_sentences(value);
            } else if (key == "source") {
                if (json(value.type()) != ondemand::json_type::string) throw Failure{"field \"source\" must be a string"};
                out.source = std::string(json(value.get_string()));
                out.has_source = true;
            } else if (key == "tags") {
                const char *start = json(value.current_location());
                tags(value);
                out.tags = span_from(start);
                out.has_tags = true;
            } else if (key == "componentStrokes") {
                component_strokes(value);
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
    void check_format(ondemand::object &root) {
        ondemand::value value;
        error_code error = root.find_field_unordered("format").get(value);
        if (error == NO_SUCH_FIELD) throw Failure{std::string("missing field \"format\"; expected ") + expected_formats};
        if (error) json_failure(error);
        if (json(value.type()) != ondemand::json_type::string)
            throw Failure{std::string("field \"format\" must be the string ") + expected_formats};
        std::string_view format = json(value.get_string());
        if (!known_format(format)) throw Failure{"format is " + quoted(format) + ", expected " + expected_formats};
    }

    void scan_kanji(ondemand::value &value) {
        if (json(value.type()) != ondemand::json_type::array) throw Failure{"field \"kanji\" must be an array"};
        out.kanji.clear();
        out.kanji_scalars.clear();
        std::string scratch;
        size_t index = 0;
        for (auto element_result : json(value.get_array())) kanji_entry(json(std::move(element_result)), index++, scratch);
        place = Place{};
    }

    void scan_words(ondemand::value &value) {
        if (json(value.type()) != ondemand::json_type::array) throw Failure{"field \"words\" must be an array"};
        out.words.clear();
        out.word_common.clear();
        out.word_is_name.clear();
        for (auto &column : out.word_numbers) column.clear();
        out.word_text.clear();
        out.sentence_references = 0;
        std::string scratch;
        size_t index = 0;
        for (auto element_result : json(value.get_array())) word_entry(json(std::move(element_result)), index++, scratch);
        place = Place{};
    }

    void scan_sentences(ondemand::value &value) {
        if (json(value.type()) != ondemand::json_type::array) throw Failure{"field \"sentences\" must be an array"};
        out.sentences.clear();
        out.has_sentences = true;
        std::string scratch;
        size_t index = 0;
        for (auto element_result : json(value.get_array())) sentence_entry(json(std::move(element_result)), index++, scratch);
        place = Place{};
    }
};

/// Empties what a scan fills, so that a second scan starts as the first did.
void reset(kl_dictionary &dictionary) {
    dictionary.has_source = false;
    dictionary.source.clear();
    dictionary.has_tags = false;
    dictionary.has_component_strokes = false;
    dictionary.component_strokes = {};
    dictionary.kanji = {};
    dictionary.kanji_scalars = {};
    dictionary.kanji_by_scalar = {};
    dictionary.words = {};
    dictionary.word_common = {};
    dictionary.word_is_name = {};
    for (auto &column : dictionary.word_numbers) column = {};
    dictionary.has_sentences = false;
    dictionary.sentences = {};
    dictionary.sentence_references = 0;
    dictionary.sentence_referrer = 0;
    dictionary.word_text = {};
    dictionary.unescaped_words = {};
}

}  // namespace

/// Every sentence a word refers to must be in the file; the sentences may follow the words.
void check_sentence_references(kl_dictionary &dictionary) {
    if (dictionary.sentence_references <= dictionary.sentences.size()) return;
    // The decoder reads the published spans; kl_publish runs again once the index is built.
    kl_publish(dictionary);
    kl_entry word;
    kl_dictionary_decode_word(&dictionary, dictionary.sentence_referrer, &word);
    Place place{"words", dictionary.sentence_referrer, std::string_view(word.name.bytes, word.name.length)};
    size_t count = dictionary.sentences.size();
    throw Failure{place.describe() + ": field \"sentences\" refers to sentence " + std::to_string(dictionary.sentence_references - 1) +
                  ", but the file has " + (count == 0 ? std::string("none") : std::to_string(count) + " (0 to " + std::to_string(count - 1) + ")")};
}

bool kl_scan(kl_dictionary &dictionary, std::string &error) {
    try {
        if (!kl_scan_batched(dictionary)) {
            reset(dictionary);
            WholeDocumentScanner scanner(dictionary);
            scanner.scan();
        }
        check_sentence_references(dictionary);
        return true;
    } catch (const Failure &failure) {
        error = failure.message;
        return false;
    } catch (const std::bad_alloc &) {
        error = "not enough memory to load it";
        return false;
    }
}
