// The words containing each kanji, built once after the scan as compressed rows: two passes
// (count, then fill), common words before the others, each group in file order.

#include "Dictionary.hpp"

namespace {

/// Calls `visit(kanji_index)` once for each distinct dictionary kanji in the UTF-8 `text`.
template <typename Visit>
void each_kanji(const kl_dictionary &dictionary, const uint8_t *text, size_t length, Visit visit) {
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
        if (scalar < 0x2E80) continue;  // below the CJK blocks: no kanji there
        auto found = dictionary.kanji_by_scalar.find(scalar);
        if (found == dictionary.kanji_by_scalar.end()) continue;
        bool repeated = false;
        for (size_t s = 0; s < seen_count; s++) repeated |= seen[s] == found->second;
        if (repeated) continue;
        if (seen_count < 64) seen[seen_count++] = found->second;
        visit(found->second);
    }
}

const uint8_t *word_bytes(const kl_dictionary &dictionary, const kl_text &text) {
    if (text.offset & kl_unescaped_flag)
        return reinterpret_cast<const uint8_t *>(dictionary.unescaped_words.data()) + (text.offset & ~kl_unescaped_flag);
    return dictionary.bytes.get() + text.offset;
}

}  // namespace

void kl_build_word_index(kl_dictionary &dictionary) {
    size_t kanji_count = dictionary.kanji.size();
    std::vector<uint32_t> &start = dictionary.word_index_start;
    start.assign(kanji_count + 1, 0);
    for (const kl_text &text : dictionary.word_text)
        each_kanji(dictionary, word_bytes(dictionary, text), text.length, [&](uint32_t k) { start[k + 1]++; });
    for (size_t k = 0; k < kanji_count; k++) start[k + 1] += start[k];
    dictionary.word_index.assign(start[kanji_count], 0);
    std::vector<uint32_t> next(start.begin(), start.end() - 1);
    for (int pass = 0; pass < 2; pass++) {
        bool want_common = pass == 0;
        for (size_t w = 0; w < dictionary.word_text.size(); w++) {
            if (bool(dictionary.word_common[w]) != want_common) continue;
            const kl_text &text = dictionary.word_text[w];
            each_kanji(dictionary, word_bytes(dictionary, text), text.length,
                       [&](uint32_t k) { dictionary.word_index[next[k]++] = uint32_t(w); });
        }
    }
}
