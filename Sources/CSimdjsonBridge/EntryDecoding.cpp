// Decodes one entry from its byte span on demand. The span was validated at load, so a plain
// reader walks it directly, without simdjson's per-document setup, and points into the file for
// every string without escapes. Storage is per thread, so that any thread may decode.

#include "Dictionary.hpp"

#include <algorithm>
#include <cstring>
#include <strings.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace {

struct Decoder {
    std::vector<kl_string> strings;  // as the fields come
    std::vector<kl_string> ordered;  // in the entry's list order, handed out
    /// A word's senses: per sense, where each of its four lists starts in `strings` and its count.
    std::vector<size_t> sense_first;
    std::vector<size_t> sense_counts;
    /// A word's sentence indices.
    std::vector<uint32_t> sentences;
    /// Unescaped strings; sized to the entry's length before reading it, which no unescaped
    /// string can exceed, so pointers into it stay valid while the entry is read.
    std::vector<char> unescaped;
    size_t unescaped_used = 0;
};

thread_local Decoder decoder;

/// A reader over one validated entry: `{ "key": value, ... }`. Every loop also stops at a NUL,
/// which valid JSON text never holds: an image cut short under the process reads as zero pages
/// from the fault on (kl_image_handle_fault), and the reader must then end inside them.
struct Reader {
    const uint8_t *at;

    void space() {
        while (*at == ' ' || *at == '\n' || *at == '\r' || *at == '\t') at++;
    }

    /// Reads a string token (at its '"') without copying unless it has escapes.
    kl_string string() {
        const uint8_t *start = ++at;
        while (*at != '"' && *at != '\\' && *at != 0) at++;
        if (*at != '\\') return {reinterpret_cast<const char *>(start), size_t(*at == '"' ? at++ - start : at - start)};
        char *out = decoder.unescaped.data() + decoder.unescaped_used;
        size_t length = size_t(at - start);
        std::memcpy(out, start, length);
        while (*at != '"' && *at != 0) {
            if (*at != '\\') { out[length++] = char(*at++); continue; }
            at++;
            switch (*at++) {
            case 'b': out[length++] = '\b'; break;
            case 'f': out[length++] = '\f'; break;
            case 'n': out[length++] = '\n'; break;
            case 'r': out[length++] = '\r'; break;
            case 't': out[length++] = '\t'; break;
            case 'u': length += utf8(escaped_scalar(), out + length); break;
            default: out[length++] = char(at[-1]); break;  // '"', '\\' and '/' stand for themselves
            }
        }
        at++;
        decoder.unescaped_used += length;
        return {out, length};
    }

    /// The scalar of a \u escape (after the 'u'), joining a surrogate pair.
    uint32_t escaped_scalar() {
        uint32_t high = hex4();
        if (high < 0xD800 || high > 0xDBFF || at[0] != '\\' || at[1] != 'u') return high;
        at += 2;
        return 0x10000 + ((high - 0xD800) << 10) + (hex4() - 0xDC00);
    }

    uint32_t hex4() {
        uint32_t value = 0;
        for (int i = 0; i < 4; i++, at++) {
            uint8_t byte = *at;
            value = value * 16 + uint32_t(byte <= '9' ? byte - '0' : (byte | 0x20) - 'a' + 10);
        }
        return value;
    }

    static size_t utf8(uint32_t scalar, char *out) {
        if (scalar < 0x80) { out[0] = char(scalar); return 1; }
        if (scalar < 0x800) { out[0] = char(0xC0 | (scalar >> 6)); out[1] = char(0x80 | (scalar & 0x3F)); return 2; }
        if (scalar < 0x10000) {
            out[0] = char(0xE0 | (scalar >> 12)); out[1] = char(0x80 | ((scalar >> 6) & 0x3F)); out[2] = char(0x80 | (scalar & 0x3F));
            return 3;
        }
        out[0] = char(0xF0 | (scalar >> 18)); out[1] = char(0x80 | ((scalar >> 12) & 0x3F));
        out[2] = char(0x80 | ((scalar >> 6) & 0x3F)); out[3] = char(0x80 | (scalar & 0x3F));
        return 4;
    }

    /// Appends the strings of an array of strings; returns how many.
    size_t list() {
        size_t count = 0;
        at++;
        space();
        while (*at != ']' && *at != 0) {
            decoder.strings.push_back(string());
            count++;
            space();
            if (*at == ',') { at++; space(); }
        }
        if (*at != 0) at++;
        return count;
    }

    /// A non-negative integer (the only numbers validation lets through); false for null.
    bool number(int64_t &value) {
        if (*at == 'n') { at += 4; return false; }
        value = 0;
        while (*at >= '0' && *at <= '9') value = value * 10 + (*at++ - '0');
        return true;
    }

    bool boolean() {
        bool value = *at == 't';
        at += value ? 4 : *at == 'f' ? 5 : 0;
        return value;
    }

    /// Skips a value of a key the format does not define.
    void skip() {
        if (*at == '"') { string(); return; }
        if (*at != '{' && *at != '[') {
            while (*at != ',' && *at != '}' && *at != ']' && *at != ' ' && *at != '\n' && *at != '\r' && *at != '\t' && *at != 0) at++;
            return;
        }
        size_t depth = 0;
        do {
            if (*at == '"') { string(); continue; }
            if (*at == '{' || *at == '[') depth++;
            else if (*at == '}' || *at == ']') depth--;
            at++;
        } while (depth > 0 && *at != 0);
    }

    /// Calls `field(key)` with the reader at each value, which `field` must read or skip.
    template <typename Field>
    void fields(Field field) {
        at++;
        space();
        while (*at != '}' && *at != 0) {
            const uint8_t *key = ++at;
            while (*at != '"' && *at != 0) at += *at == '\\' ? 2 : 1;
            std::string_view name(reinterpret_cast<const char *>(key), size_t(at - key));
            at++;
            space();
            at++;  // ':'
            space();
            field(name);
            space();
            if (*at == ',') { at++; space(); }
        }
    }
};

Reader begin(const kl_dictionary &dictionary, const kl_span &span, kl_entry &entry) {
    entry = kl_entry{};
    decoder.strings.clear();
    decoder.sense_first.clear();
    decoder.sense_counts.clear();
    decoder.sentences.clear();
    if (decoder.unescaped.size() < span.end - span.start) decoder.unescaped.resize(span.end - span.start);
    decoder.unescaped_used = 0;
    // An image's damaged page decodes as an empty entry (and marks the dictionary damaged).
    static const uint8_t empty_object[] = "{}";
    // So does an empty span: what a span that cannot be believed is replaced with.
    if (span.start >= span.end || !kl_text_intact(dictionary, span.start, span.end)) return Reader{empty_object};
    return Reader{dictionary.read.text + span.start};
}

/// Reads the value of `key` into its field if a row of `table` names it (a list's strings go to
/// decoder.strings, from first[field]); false for a key the table does not have.
bool table_field(Reader &reader, const kl_field_description *table, size_t count, std::string_view key, kl_entry &entry,
                 size_t *first) {
    for (size_t field = 0; field < count; field++) {
        if (key != table[field].key) continue;
        kl_field_value &value = entry.fields[field];
        if (table[field].kind == kl_field_number) {
            value.present = reader.number(value.number);
        } else {
            first[field] = decoder.strings.size();
            value.count = reader.list();
            value.present = true;
        }
        return true;
    }
    return false;
}

/// Lists are collected in one vector whose storage may move while growing, so the entry's
/// pointer to it is set only at the end; the lists are put in their table's order then (each
/// field's `first` pointing there), the senses' lists last.
void finish(kl_entry &entry, size_t field_count, const size_t *first) {
    decoder.ordered.clear();
    auto copy = [](size_t start, size_t count) {
        for (size_t i = 0; i < count; i++) decoder.ordered.push_back(decoder.strings[start + i]);
    };
    for (size_t field = 0; field < field_count; field++) {
        kl_field_value &value = entry.fields[field];
        if (value.count == 0) continue;
        size_t raw = first[field];
        value.first = decoder.ordered.size();
        copy(raw, value.count);
    }
    entry.sense_strings_start = decoder.ordered.size();
    for (size_t i = 0; i < decoder.sense_counts.size(); i++) copy(decoder.sense_first[i], decoder.sense_counts[i]);
    entry.strings = decoder.ordered.data();
    entry.sense_count = decoder.sense_counts.size() / 4;
    entry.sense_list_counts = entry.sense_count ? decoder.sense_counts.data() : nullptr;
}

/// Reads a word's "senses" (at its '['), each as four lists in the bridge's order.
void senses(Reader &reader) {
    reader.at++;
    reader.space();
    while (*reader.at != ']' && *reader.at != 0) {
        size_t first[4] = {}, counts[4] = {};
        const std::string_view lists[4] = {"glosses", "pos", "misc", "field"};
        reader.fields([&](std::string_view key) {
            for (int list = 0; list < 4; list++)
                if (key == lists[list]) { first[list] = decoder.strings.size(); counts[list] = reader.list(); return; }
            reader.skip();
        });
        reader.at++;  // the sense's '}'
        reader.space();
        if (*reader.at == ',') { reader.at++; reader.space(); }
        for (int list = 0; list < 4; list++) {
            decoder.sense_first.push_back(first[list]);
            decoder.sense_counts.push_back(counts[list]);
        }
    }
    reader.at++;
}

/// Reads a word's "sentences" (at its '['): validated non-negative integers.
void sentence_indices(Reader &reader) {
    reader.at++;
    reader.space();
    while (*reader.at != ']' && *reader.at != 0) {
        int64_t sentence = 0;
        reader.number(sentence);
        decoder.sentences.push_back(uint32_t(sentence));
        reader.space();
        if (*reader.at == ',') { reader.at++; reader.space(); }
    }
    reader.at++;
}

}  // namespace

extern "C" void kl_dictionary_decode_kanji(const kl_dictionary *dictionary, size_t index, kl_entry *entry) {
    Reader reader = begin(*dictionary, dictionary->read.kanji[index], *entry);
    const kl_field_description *table = kl_kanji_field_descriptions();
    size_t first[KL_MAX_FIELDS] = {};
    reader.fields([&](std::string_view key) {
        if (key == "character") entry->name = reader.string();
        else if (!table_field(reader, table, kl_kanji_field_count, key, *entry, first)) reader.skip();
    });
    finish(*entry, kl_kanji_field_count, first);
}

extern "C" void kl_dictionary_decode_word(const kl_dictionary *dictionary, size_t index, kl_entry *entry) {
    kl_span span;
    // A span that cannot be believed decodes as an empty entry, as a damaged page does.
    if (!kl_checked_span(*dictionary, false, index, span)) span = kl_span{0, 0};
    Reader reader = begin(*dictionary, span, *entry);
    const kl_field_description *table = kl_word_field_descriptions();
    size_t first[KL_MAX_FIELDS] = {};
    reader.fields([&](std::string_view key) {
        if (key == "word") entry->name = reader.string();
        else if (key == "senses") senses(reader);
        else if (key == "common") entry->common = reader.boolean();
        else if (key == "sentences") sentence_indices(reader);
        else if (!table_field(reader, table, kl_word_field_count, key, *entry, first)) reader.skip();
    });
    finish(*entry, kl_word_field_count, first);
    entry->sentences = decoder.sentences.empty() ? nullptr : decoder.sentences.data();
    entry->sentence_count = decoder.sentences.size();
}

extern "C" void kl_dictionary_decode_sentence(const kl_dictionary *dictionary, size_t index, kl_entry *entry) {
    kl_span span;
    if (!kl_checked_span(*dictionary, true, index, span)) span = kl_span{0, 0};
    Reader reader = begin(*dictionary, span, *entry);
    size_t first[1] = {0};
    reader.fields([&](std::string_view key) {
        if (key == "japanese") entry->name = reader.string();
        else if (key == "english") {
            first[0] = decoder.strings.size();
            decoder.strings.push_back(reader.string());
            entry->fields[0] = kl_field_value{true, 0, 0, 1};
        } else reader.skip();
    });
    finish(*entry, 1, first);
}

namespace {

/// The first place from `from` where `needle` (non-empty) occurs with ASCII case ignored, or
/// nullptr; `text` ends with a NUL. Sixteen bytes at a time: a place is tried only where its first
/// and last bytes match with bit 0x20 set (lowercase for letters; a superset for other bytes).
const char *find_ignoring_case(const char *from, const char *needle) {
    size_t length = std::strlen(needle);
    // Past the NUL the reads below go at most length + 14 bytes, inside simdjson's padding.
    if (length == 1 || length > 32 || uint8_t(needle[0]) >= 0x80) {
        return uint8_t(needle[0]) >= 0x80 ? std::strstr(from, needle) : strcasestr(from, needle);
    }
#ifdef __SSE2__
    const __m128i fold = _mm_set1_epi8(0x20);
    const __m128i first = _mm_set1_epi8(char(needle[0] | 0x20));
    const __m128i last = _mm_set1_epi8(char(needle[length - 1] | 0x20));
    for (const char *at = from;; at += 16) {
        // Stop at the NUL: the padding after the file is long enough for these reads.
        __m128i block = _mm_loadu_si128(reinterpret_cast<const __m128i *>(at));
        __m128i tail = _mm_loadu_si128(reinterpret_cast<const __m128i *>(at + length - 1));
        int zero = _mm_movemask_epi8(_mm_cmpeq_epi8(block, _mm_setzero_si128()));
        int mask = _mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(_mm_or_si128(block, fold), first),
                                                   _mm_cmpeq_epi8(_mm_or_si128(tail, fold), last)));
        if (zero) mask &= (zero & -zero) - 1;
        while (mask) {
            int bit = __builtin_ctz(mask);
            if (strncasecmp(at + bit, needle, length) == 0) return at + bit;
            mask &= mask - 1;
        }
        if (zero) return nullptr;
    }
#else
    return strcasestr(from, needle);
#endif
}

}  // namespace

extern "C" size_t kl_dictionary_words_with_text(
    const kl_dictionary *dictionary, const char *const *needles, size_t needle_count, uint32_t *out) {
    const auto &words = dictionary->read.words;
    // The search below needs every span in order inside the text.
    if (!kl_word_spans_intact(*dictionary)) return 0;
    std::vector<uint8_t> marked(words.size(), 0);
    // The file has no NUL (JSON text cannot) and is followed by zero padding: one C string.
    const char *text = reinterpret_cast<const char *>(dictionary->read.text);
    auto mark_all = [&](auto find) {
        const char *at = text;
        while ((at = find(at)) != nullptr) {
            uint32_t offset = uint32_t(at - text);
            auto after = std::upper_bound(words.begin(), words.end(), offset,
                                          [](uint32_t value, const kl_span &span) { return value < span.start; });
            if (after == words.begin() || offset >= (after - 1)->end) { at++; continue; }
            marked[size_t(after - words.begin()) - 1] = 1;
            at = text + (after - 1)->end;
        }
    };
    for (size_t n = 0; n < needle_count; n++) {
        if (needles[n][0] == 0) continue;
        mark_all([&](const char *from) { return find_ignoring_case(from, needles[n]); });
    }
    mark_all([](const char *from) { return std::strchr(from, '\\'); });
    size_t count = 0;
    for (size_t index = 0; index < marked.size(); index++)
        if (marked[index]) out[count++] = uint32_t(index);
    return count;
}

extern "C" void kl_dictionary_decode_tags(const kl_dictionary *dictionary, kl_entry *entry) {
    *entry = kl_entry{};
    if (!dictionary->has_tags) return;
    Reader reader = begin(*dictionary, dictionary->tags, *entry);
    reader.fields([&](std::string_view code) {
        decoder.strings.push_back({code.data(), code.size()});
        decoder.strings.push_back(reader.string());
    });
    size_t first[1] = {0};
    entry->fields[0] = kl_field_value{true, 0, 0, decoder.strings.size()};
    finish(*entry, 1, first);
}
