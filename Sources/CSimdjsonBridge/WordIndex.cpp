// The words containing each kanji, built once after the scan as compressed rows (count, then
// fill): by JLPT N-level (N5 first, words of no level last: a learner's own words first), then by
// Zipf frequency (wordfreq's: how often today's Japanese uses the word, the most used first, words
// without one after), then by rank (JMdict's newspaper bands: ranked words first, the most used
// first), then common words before the others,
// shorter words before longer ones (the kanji alone, then its compounds), and otherwise in file
// order.

#include "Dictionary.hpp"

#include <algorithm>

namespace {

/// Words of this many characters or more are ordered among themselves by file order alone.
constexpr size_t kl_longest_ranked_word = 16;

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
    // Each word's place: by level class (N5 … N1, then none), then Zipf class (the most used first,
    // none last), then rank class (its rank, or after all ranks), then common first, then by
    // length, then file order; sorting by it gives the order the rows are filled in.
    constexpr size_t lengths = kl_longest_ranked_word + 1;
    constexpr size_t places_per_zipf = (size_t(kl_lowest_rank) + 1) * 2 * lengths;
    constexpr size_t places_per_level = (size_t(kl_highest_zipf) + 1) * places_per_zipf;
    std::vector<uint32_t> rank(word_count);
    for (size_t w = 0; w < word_count; w++) {
        const kl_text &text = dictionary.word_text[w];
        size_t characters = each_kanji(dictionary, word_bytes(dictionary, text), text.length, [&](uint32_t k) {
            word_kanji.push_back(k);
            start[k + 1]++;
        });
        word_kanji_start[w + 1] = uint32_t(word_kanji.size());
        size_t length = characters < kl_longest_ranked_word ? characters : kl_longest_ranked_word;
        uint8_t word_rank = dictionary.word_rank[w];
        size_t rank_class = word_rank == 0 ? kl_lowest_rank : word_rank - 1u;
        uint8_t level = dictionary.word_level[w];
        size_t level_class = level == 0 ? 5 : 5u - level;
        size_t zipf_class = size_t(kl_highest_zipf) - dictionary.word_zipf[w];
        rank[w] = uint32_t(level_class * places_per_level + zipf_class * places_per_zipf + rank_class * 2 * lengths
                           + (dictionary.word_common[w] ? 0 : lengths) + length);
    }
    std::vector<uint32_t> order(word_count);
    for (size_t w = 0; w < word_count; w++) order[w] = uint32_t(w);
    std::sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) { return rank[a] != rank[b] ? rank[a] < rank[b] : a < b; });
    for (size_t k = 0; k < kanji_count; k++) start[k + 1] += start[k];
    dictionary.word_index.assign(start[kanji_count], 0);
    std::vector<uint32_t> next(start.begin(), start.end() - 1);
    for (uint32_t w : order) {
        for (uint32_t i = word_kanji_start[w]; i < word_kanji_start[w + 1]; i++)
            dictionary.word_index[next[word_kanji[i]]++] = w;
    }
    // What only the index needed; the rest of the process's life is shorter without it.
    std::vector<kl_text>().swap(dictionary.word_text);
    std::string().swap(dictionary.unescaped_words);
    std::vector<uint8_t>().swap(dictionary.word_common);
    std::vector<uint8_t>().swap(dictionary.word_rank);
    std::vector<uint8_t>().swap(dictionary.word_level);
    std::vector<uint16_t>().swap(dictionary.word_zipf);
}
