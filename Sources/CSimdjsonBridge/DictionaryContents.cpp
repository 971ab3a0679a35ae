// The read side of a scanned dictionary: its arrays as views, and the kanji lookup both a scanned
// dictionary and a mapped image answer from.

#include "Dictionary.hpp"

#include <algorithm>

void kl_publish(kl_dictionary &dictionary) {
    if (dictionary.kanji_table.empty()) {
        dictionary.kanji_sorted.clear();
        for (size_t k = 0; k < dictionary.kanji_scalars.size(); k++)
            dictionary.kanji_sorted.push_back({dictionary.kanji_scalars[k], uint32_t(k)});
        std::sort(dictionary.kanji_sorted.begin(), dictionary.kanji_sorted.end(),
                  [](const kl_scalar_index &a, const kl_scalar_index &b) { return a.scalar < b.scalar; });
    }
    std::unordered_map<uint32_t, uint32_t>().swap(dictionary.kanji_by_scalar);
    kl_contents &read = dictionary.read;
    read.text = dictionary.bytes.get();
    read.length = dictionary.length;
    read.kanji = kl_view_of(dictionary.kanji);
    read.kanji_scalars = kl_view_of(dictionary.kanji_scalars);
    read.kanji_table = kl_view_of(dictionary.kanji_table);
    read.kanji_sorted = kl_view_of(dictionary.kanji_sorted);
    read.words = kl_view_of(dictionary.words);
    read.sentences = kl_view_of(dictionary.sentences);
    read.word_index_start = kl_view_of(dictionary.word_index_start);
    read.word_index = kl_view_of(dictionary.word_index);
}

int64_t kl_contents_lookup(const kl_contents &contents, uint32_t scalar) {
    if (!contents.kanji_table.empty())
        return scalar < contents.kanji_table.size() ? int64_t(contents.kanji_table[scalar]) - 1 : -1;
    auto found = std::lower_bound(contents.kanji_sorted.begin(), contents.kanji_sorted.end(), scalar,
                                  [](const kl_scalar_index &entry, uint32_t value) { return entry.scalar < value; });
    return found != contents.kanji_sorted.end() && found->scalar == scalar ? int64_t(found->index) : -1;
}
