// The in-memory form of a loaded dictionary: the file's bytes (padded as simdjson needs) and flat
// arrays over them, a few bytes per entry instead of millions of small strings and arrays.
#pragma once

#include "DictionaryBridge.h"

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

struct kl_span {
    uint32_t start;  // byte offset of the entry's '{'
    uint32_t end;    // byte offset just past its '}' (and any whitespace before the next token)
};

struct kl_text {
    uint32_t offset;
    uint32_t length;
};

struct kl_dictionary {
    std::unique_ptr<uint8_t[]> bytes;  // the file, followed by SIMDJSON_PADDING zero bytes
    size_t length = 0;                 // the file's length, without the padding
    bool has_source = false;
    std::string source;

    std::vector<kl_span> kanji;
    std::vector<uint32_t> kanji_scalars;
    std::unordered_map<uint32_t, uint32_t> kanji_by_scalar;

    std::vector<kl_span> words;
    std::vector<uint8_t> word_common;
    /// Each word's written form: offset and length in `bytes`, or, when the offset has its top bit
    /// set, in `unescaped_words` (a form written with JSON escapes).
    std::vector<kl_text> word_text;
    std::string unescaped_words;

    /// Compressed rows: the words of kanji k are word_index[word_index_start[k] ..< word_index_start[k + 1]].
    std::vector<uint32_t> word_index_start;
    std::vector<uint32_t> word_index;
};

/// Validates the bytes of `dictionary` and fills its arrays; on failure returns the message.
bool kl_scan(kl_dictionary &dictionary, std::string &error);

/// Fills word_index from the scanned words and kanji.
void kl_build_word_index(kl_dictionary &dictionary);

constexpr uint32_t kl_unescaped_flag = 0x80000000u;
