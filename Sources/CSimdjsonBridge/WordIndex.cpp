// The words containing each kanji, built once after the scan as compressed rows (count, then
// fill) in file order, names (format /5) left out; the learner order within each row is Swift's (KanjiWordOrder), which hands
// the bridge one sort key a word (kl_dictionary_order_words).

#include "Dictionary.hpp"

#include <algorithm>

namespace {

/// Calls `visit(kanji_index)` once for each distinct dictionary kanji in the UTF-8 `text`;
/// returns the number of characters in `text`.
template <typename Visit>
size_t each_kanji(const kl_dictionary &dictionary, const uint8_t *text, size_t length, Visit visit) {
    size_t characters = 0;
    uint32_t seen[64];
    size_t seen_count = 0;
    size_t i = 0;
    while (i < length) {
        uint32_t lead = text[i];
        uint32_t scalar;
        size_t width;
        if (lead < 0x80) { scalar = lead; width = 1; }
        else if (lead < 0xE0) { scalar = lead & 0x1F; width = 2; }
        else if (lead < 0xF0) { scalar = lead & 0x0F; width = 3; }
        else { scalar = lead & 0x07; width = 4; }
        for (size_t k = 1; k < width && i + k < length; k++) scalar = (scalar << 6) | (text[i + k] & 0x3F);
        i += width;
        characters++;
        if (scalar < 0x2E80) continue;  // below the CJK blocks: no kanji there
        int64_t found = kl_kanji_lookup(dictionary, scalar);
        if (found < 0) continue;
        uint32_t kanji = uint32_t(found);
        bool repeated = false;
        for (size_t s = 0; s < seen_count; s++) repeated |= seen[s] == kanji;
        if (repeated) continue;
        if (seen_count < 64) seen[seen_count++] = kanji;
        visit(kanji);
    }
    return characters;
}

const uint8_t *word_bytes(const kl_dictionary &dictionary, const kl_text &text) {
    if (text.offset & kl_unescaped_flag)
        return reinterpret_cast<const uint8_t *>(dictionary.unescaped_words.data()) + (text.offset & ~kl_unescaped_flag);
    return dictionary.bytes.get() + text.offset;
}

}  // namespace

void kl_build_word_index(kl_dictionary &dictionary) {
    size_t kanji_count = dictionary.kanji.size();
    bool fits = kanji_count < 0xFFFF;
    for (uint32_t scalar : dictionary.kanji_scalars) fits &= scalar < kl_table_scalars;
    if (fits) {
        dictionary.kanji_table.assign(kl_table_scalars, 0);
        for (size_t k = 0; k < kanji_count; k++) dictionary.kanji_table[dictionary.kanji_scalars[k]] = uint16_t(k + 1);
    }
    // One pass over the words' text (scattered through the file) into a dense list of each
    // word's kanji; counting and filling then read only that.
    size_t word_count = dictionary.word_text.size();
    std::vector<uint32_t> word_kanji, word_kanji_start(word_count + 1, 0);
    word_kanji.reserve(word_count * 2);
    std::vector<uint32_t> &start = dictionary.word_index_start;
    start.assign(kanji_count + 1, 0);
    dictionary.word_characters.assign(word_count, 0);
    for (size_t w = 0; w < word_count; w++) {
        const kl_text &text = dictionary.word_text[w];
        bool name = w < dictionary.word_is_name.size() && dictionary.word_is_name[w];
        dictionary.word_characters[w] = uint32_t(each_kanji(dictionary, word_bytes(dictionary, text), text.length, [&](uint32_t k) {
            if (name) return;
            word_kanji.push_back(k);
            start[k + 1]++;
        }));
        word_kanji_start[w + 1] = uint32_t(word_kanji.size());
    }
    for (size_t k = 0; k < kanji_count; k++) start[k + 1] += start[k];
    dictionary.word_index.assign(start[kanji_count], 0);
    std::vector<uint32_t> next(start.begin(), start.end() - 1);
    for (uint32_t w = 0; w < word_count; w++) {
        for (uint32_t i = word_kanji_start[w]; i < word_kanji_start[w + 1]; i++)
            dictionary.word_index[next[word_kanji[i]]++] = w;
    }
    // What only the index needed; the rest of the process's life is shorter without it.
    std::vector<kl_text>().swap(dictionary.word_text);
    std::string().swap(dictionary.unescaped_words);
}

extern "C" kl_word_facts kl_dictionary_word_facts(const kl_dictionary *dictionary) {
    kl_word_facts facts{};
    if (dictionary->word_characters.size() != dictionary->words.size()) return facts;
    facts.count = dictionary->word_characters.size();
    for (size_t field = 0; field < kl_word_field_count; field++)
        if (!dictionary->word_numbers[field].empty()) facts.numbers[field] = dictionary->word_numbers[field].data();
    facts.common = dictionary->word_common.data();
    facts.characters = dictionary->word_characters.data();
    return facts;
}

extern "C" void kl_dictionary_order_words(kl_dictionary *dictionary, const uint64_t *keys, size_t count) {
    if (count != dictionary->words.size() || dictionary->image) return;
    const std::vector<uint32_t> &start = dictionary->word_index_start;
    for (size_t k = 0; k + 1 < start.size(); k++) {
        std::sort(dictionary->word_index.begin() + start[k], dictionary->word_index.begin() + start[k + 1],
                  [&](uint32_t a, uint32_t b) { return keys[a] != keys[b] ? keys[a] < keys[b] : a < b; });
    }
    std::vector<uint8_t>().swap(dictionary->word_common);
    std::vector<uint8_t>().swap(dictionary->word_is_name);
    std::vector<uint32_t>().swap(dictionary->word_characters);
    for (auto &column : dictionary->word_numbers) std::vector<int64_t>().swap(column);
}
