// The low-memory scan. The top level is read by hand and the "kanji" and "words" arrays in
// batches of about kl_batch_bytes, each parsed by simdjson alone, so that its structural index
// (4 bytes per structural character) covers one batch instead of the whole file.
//
// The entries are walked by their brackets and quotes, and a batch is cut in place at the comma
// after an entry: it becomes the batch's ']' and the next batch's '[' (put back afterwards).
// simdjson then checks the batch; one that does not parse is tried again with the next entry,
// and after a few such tries the file is left to the whole-document scan, which also gives the
// exact message for a broken file.

#include "EntryScanner.hpp"

using namespace kl_scanning;

namespace {

constexpr size_t kl_batch_bytes = size_t(1) << 20;
constexpr int retry_limit = 16;

/// Ends the batched scan: the file goes to the whole-document scan.
struct NotTaken {};

/// What a batch had added, to take back when it does not parse.
struct Mark {
    size_t kanji, words, sentences, unescaped;
    uint32_t sentence_references;
    size_t sentence_referrer;
};

/// The top-level arrays read in batches.
enum class Section { kanji, words, sentences };

/// Puts back the two bytes a batch borrows for its brackets, however the batch ends.
class BorrowedBrackets {
public:
    BorrowedBrackets(uint8_t *open, uint8_t *close) : open(open), close(close), saved_open(*open), saved_close(*close) {
        *open = '[';
        *close = ']';
    }
    ~BorrowedBrackets() {
        *open = saved_open;
        *close = saved_close;
    }
    BorrowedBrackets(const BorrowedBrackets &) = delete;
    BorrowedBrackets &operator=(const BorrowedBrackets &) = delete;

private:
    uint8_t *open, *close;
    uint8_t saved_open, saved_close;
};

class BatchedScanner : EntryScanner {
public:
    explicit BatchedScanner(kl_dictionary &dictionary)
        : EntryScanner(dictionary), bytes(dictionary.bytes.get()), length(dictionary.length) {}

    void scan() {
        if (length == 0 || length >= kl_unescaped_flag) throw NotTaken{};
        // One level shallower than the whole document, so that nesting fails here as it would there.
        if (parser.allocate(2 * kl_batch_bytes, DEFAULT_MAX_DEPTH - 1)) throw NotTaken{};
        size_t at = skip_space(0);
        expect(at, '{');
        at = skip_space(at + 1);
        bool saw_format = false, saw_kanji = false, saw_words = false;
        while (true) {
            std::string_view key = plain_key(at);
            at = skip_space(at);
            expect(at, ':');
            at = skip_space(at + 1);
            if (key == "kanji" || key == "words" || key == "sentences") {
                Section section = key == "kanji" ? Section::kanji : key == "words" ? Section::words : Section::sentences;
                bool &saw = section == Section::kanji ? saw_kanji : section == Section::words ? saw_words : out.has_sentences;
                if (saw) throw NotTaken{};
                saw = true;
                at = scan_array(at, section);
            } else {
                size_t end = value_end(at);
                top_level_value(at, end, key, saw_format);
                at = end;
            }
            at = skip_space(at);
            if (at < length && bytes[at] == ',') {
                at = skip_space(at + 1);
                continue;
            }
            expect(at, '}');
            break;
        }
        if (skip_space(at + 1) != length || !saw_format || !saw_kanji || !saw_words) throw NotTaken{};
    }

private:
    uint8_t *bytes;
    size_t length;

    // MARK: the top level, by hand

    /// The bytes after the file are simdjson's zero padding, so reading one past the end is safe.
    size_t skip_space(size_t at) const {
        while (at < length && (bytes[at] == ' ' || bytes[at] == '\n' || bytes[at] == '\r' || bytes[at] == '\t')) at++;
        return at;
    }

    void expect(size_t at, uint8_t byte) const {
        if (at >= length || bytes[at] != byte) throw NotTaken{};
    }

    /// A key of printable ASCII without escapes, as every key of the format is; `at` moves past it.
    std::string_view plain_key(size_t &at) const {
        expect(at, '"');
        size_t end = at + 1;
        while (end < length && bytes[end] != '"') {
            if (bytes[end] == '\\' || bytes[end] < 0x20 || bytes[end] >= 0x80) throw NotTaken{};
            end++;
        }
        expect(end, '"');
        std::string_view key(reinterpret_cast<const char *>(bytes + at + 1), end - at - 1);
        at = end + 1;
        return key;
    }

    /// Where the value starting at `at` ends, by its brackets and quotes; simdjson checks it after.
    size_t value_end(size_t at) const {
        if (at >= length) throw NotTaken{};
        size_t depth = 0;
        bool in_string = false;
        for (size_t i = at; i < length; i++) {
            uint8_t byte = bytes[i];
            if (in_string) {
                if (byte == '\\') i++;
                else if (byte == '"') {
                    in_string = false;
                    if (depth == 0) return i + 1;
                }
            } else if (byte == '"') {
                in_string = true;
            } else if (byte == '{' || byte == '[') {
                depth++;
            } else if (depth > 0) {
                if ((byte == '}' || byte == ']') && --depth == 0) return i + 1;
            } else if (byte == '}' || byte == ']' || byte == ',' || byte == ' ' || byte == '\n' || byte == '\r' || byte == '\t') {
                if (i == at) break;
                return i;
            }
        }
        throw NotTaken{};
    }

    /// Checks a top-level value other than the two arrays with simdjson, as a document of its own.
    void top_level_value(size_t start, size_t end, std::string_view key, bool &saw_format) {
        document = json(parser.iterate(bytes + start, end - start, length + SIMDJSON_PADDING - start));
        document_ready = true;
        ondemand::json_type type = json(document.type());
        if (key == "format" || key == "source") {
            if (type != ondemand::json_type::string) throw NotTaken{};
            std::string_view text = json(document.get_string());
            if (key == "format") {
                if (saw_format || !known_format(text)) throw NotTaken{};
                saw_format = true;
            } else {
                if (out.has_source) throw NotTaken{};
                out.source = std::string(text);
                out.has_source = true;
            }
        } else if (key == "tags") {
            if (out.has_tags) throw NotTaken{};
            ondemand::value value = json(document.get_value());
            tags(value);
            out.tags = {uint32_t(start), uint32_t(end)};
            out.has_tags = true;
        } else if (key == "componentStrokes") {
            if (out.has_component_strokes) throw NotTaken{};
            ondemand::value value = json(document.get_value());
            component_strokes(value);
        } else {
            switch (type) {
            case ondemand::json_type::object:
            case ondemand::json_type::array: skip_validating(json(document.get_value())); break;
            case ondemand::json_type::string: json(document.get_string()); break;
            case ondemand::json_type::number: json(document.get_number()); break;
            case ondemand::json_type::boolean: json(document.get_bool()); break;
            case ondemand::json_type::null:
                if (!json(document.is_null())) throw NotTaken{};
                break;
            }
        }
        const char *trailing = nullptr;
        if (!document.current_location().get(trailing)) throw NotTaken{};
    }

    // MARK: the arrays, in batches

    /// Scans the array whose '[' is at `open`; returns the position after its ']'.
    size_t scan_array(size_t open, Section section) {
        expect(open, '[');
        size_t first = skip_space(open + 1);
        if (first >= length) throw NotTaken{};
        if (bytes[first] == ']') return first + 1;
        std::string scratch;
        int retries = 0;
        size_t entry = first;
        while (true) {
            // Entry by entry up to the first comma between entries at or past the target, or the
            // array's ']'; a batch that does not parse takes in the next entry and is tried again.
            size_t target = open + kl_batch_bytes;
            size_t close = 0;
            bool last = false;
            while (true) {
                size_t next = skip_space(value_end(entry));
                if (next >= length) throw NotTaken{};
                if (bytes[next] == ']') { close = next; last = true; break; }
                if (bytes[next] != ',') throw NotTaken{};
                entry = skip_space(next + 1);
                if (next >= target) { close = next; break; }
            }
            if (batch(open, close, section, scratch)) {
                if (last) return close + 1;
                open = close;
            } else if (last || ++retries > retry_limit) {
                throw NotTaken{};
            }
        }
    }

    /// Scans the entries between `open` and `close` as one array; false (with nothing kept) if
    /// they do not parse as one.
    bool batch(size_t open, size_t close, Section section, std::string &scratch) {
        Mark mark{out.kanji.size(), out.words.size(), out.sentences.size(), out.unescaped_words.size(),
                  out.sentence_references, out.sentence_referrer};
        BorrowedBrackets brackets(bytes + open, bytes + close);
        try {
            document = json(parser.iterate(bytes + open, close + 1 - open, length + SIMDJSON_PADDING - open));
            document_ready = true;
            const std::vector<kl_span> &spans = section == Section::kanji ? out.kanji : section == Section::words ? out.words : out.sentences;
            size_t first = spans.size();
            size_t index = first;
            for (auto element_result : json(document.get_array())) {
                ondemand::value element = json(std::move(element_result));
                switch (section) {
                case Section::kanji: kanji_entry(std::move(element), index++, scratch); break;
                case Section::words: word_entry(std::move(element), index++, scratch); break;
                case Section::sentences: sentence_entry(std::move(element), index++, scratch); break;
                }
            }
            // The last entry must end at this batch's ']', not inside something still open.
            if (spans.size() == first || spans.back().end != close) throw NotTaken{};
            return true;
        } catch (const Failure &) {
        } catch (const NotTaken &) {
        }
        roll_back(mark);
        return false;
    }

    void roll_back(const Mark &mark) {
        for (size_t k = mark.kanji; k < out.kanji_scalars.size(); k++) out.kanji_by_scalar.erase(out.kanji_scalars[k]);
        out.kanji.resize(mark.kanji);
        out.kanji_scalars.resize(mark.kanji);
        out.words.resize(mark.words);
        out.word_common.resize(mark.words);
        out.word_is_name.resize(mark.words);
        for (auto &column : out.word_numbers) column.resize(std::min(column.size(), mark.words));
        out.word_text.resize(mark.words);
        out.sentences.resize(mark.sentences);
        out.sentence_references = mark.sentence_references;
        out.sentence_referrer = mark.sentence_referrer;
        out.unescaped_words.resize(mark.unescaped);
    }
};

}  // namespace

bool kl_scan_batched(kl_dictionary &dictionary) {
    try {
        BatchedScanner scanner(dictionary);
        scanner.scan();
        return true;
    } catch (const NotTaken &) {
    } catch (const Failure &) {
    } catch (const std::bad_alloc &) {
    }
    return false;
}
