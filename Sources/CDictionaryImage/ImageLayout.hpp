// The image's layout, shared by its writer and its reader: the header, the sections in the order
// written, the page hashes and the checksum. The header names the JSON file the image was made
// from (device, inode, size, change time) and carries a checksum of every section but the paged
// ones; the text's, the attachments' and the growing tables' pages are hashed (the hashes are in
// the checksum) and each page is checked the first time it is read.
#pragma once

#include "DictionaryImage.h"

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

namespace kl_image {

constexpr char image_magic[8] = {'K', 'L', 'I', 'M', 'A', 'G', 'E', '\n'};
/// Raised whenever the layout changes, so an image of an older layout is rebuilt, not misread.
constexpr uint32_t image_layout = 4;
constexpr size_t text_page = 4096;
/// Pages of a section read (a page read twice counts twice) after which its pages are handed back:
/// at most 1 MB of them resident, or more where the page cache holds the file in large folios.
constexpr size_t resident_budget_pages = 256;

enum Section : uint32_t {
    text_section,        // the JSON file's bytes, then zero bytes to a page boundary (at least SIMDJSON_PADDING)
    page_hash_section,   // one 64-bit hash per text page
    kanji_section,       // kl_span per kanji
    scalar_section,      // uint32_t per kanji
    table_section,       // uint16_t per scalar below kl_table_scalars, or empty
    sorted_section,      // kl_scalar_index per kanji when there is no table
    word_section,        // kl_span per word
    word_start_section,  // uint32_t per kanji, plus one
    word_index_section,  // uint32_t per (kanji, word) pair
    source_section,      // the "source" string's bytes
    component_section,   // ComponentStroke per component of "componentStrokes"
    name_section,        // the components' names, which ComponentStroke points into
    origin_section,      // the JSON file's path when the image was made, for `cache status`
    sentence_section,    // kl_span per example sentence (format /3)
    attached_section,    // the attachments' bytes, each from a page boundary, in whole pages
    attached_hash_section,  // one 64-bit hash per attached page
    directory_section,   // AttachmentEntry per attachment
    word_hash_section,   // one 64-bit hash per page of the words' spans
    sentence_hash_section,    // one 64-bit hash per page of the sentences' spans
    word_index_hash_section,  // one 64-bit hash per page of the word index
    section_count
};

const char *const section_names[section_count] = {
    "text", "page hashes", "kanji", "kanji scalars", "kanji table", "kanji lookup", "words",
    "word index starts", "word index", "source", "component strokes", "component names", "origin", "sentences",
    "attachments", "attachment page hashes", "attachment directory", "word page hashes", "sentence page hashes",
    "word index page hashes",
};

struct Place {
    uint64_t offset;
    uint64_t length;
};

/// Where an attachment lies in the attached pages; its key NUL-terminated.
struct AttachmentEntry {
    char key[KL_ATTACHMENT_KEY_MAX + 1];
    uint64_t offset;
    uint64_t length;
};

struct ComponentStroke {
    uint32_t offset;
    uint32_t length;
    int64_t strokes;
};

struct Header {
    char magic[8];
    uint32_t layout;
    uint32_t header_size;
    kl_file_identity identity;
    uint64_t content_hash;
    uint64_t checksum;  // of the header with this field zero, then every section but the text
    uint64_t json_length;
    uint32_t flags;
    uint32_t tags_start;
    uint32_t tags_end;
    uint32_t reserved;
    Place sections[section_count];
};

constexpr uint32_t has_source_flag = 1;
constexpr uint32_t has_tags_flag = 2;

inline uint64_t rotate(uint64_t value, int bits) { return (value << bits) | (value >> (64 - bits)); }

constexpr uint64_t prime1 = 0x9E3779B185EBCA87ull;
constexpr uint64_t prime2 = 0xC2B2AE3D27D4EB4Full;

/// A fast 64-bit hash (four independent lanes of multiply-rotate rounds, then an avalanche): it
/// catches damage, it is no defence against a forger.
inline uint64_t hash_bytes(const uint8_t *bytes, size_t length, uint64_t seed) {
    uint64_t lanes[4] = {seed + prime1 + prime2, seed + prime2, seed, seed - prime1};
    size_t at = 0;
    for (; at + 32 <= length; at += 32) {
        for (int lane = 0; lane < 4; lane++) {
            uint64_t word;
            std::memcpy(&word, bytes + at + lane * 8, 8);
            lanes[lane] = rotate(lanes[lane] + word * prime2, 31) * prime1;
        }
    }
    uint64_t hash = rotate(lanes[0], 1) + rotate(lanes[1], 7) + rotate(lanes[2], 12) + rotate(lanes[3], 18) + length;
    for (; at < length; at++) hash = rotate(hash ^ (bytes[at] * prime1), 11) * prime2;
    hash ^= hash >> 33;
    hash *= prime2;
    hash ^= hash >> 29;
    hash *= prime1;
    hash ^= hash >> 32;
    return hash;
}

inline size_t round_up(size_t value, size_t multiple) { return (value + multiple - 1) / multiple * multiple; }

/// Sections in the order written: the small ones first and together, the text last on a page
/// boundary (its pages are then the mapping's pages).
constexpr Section write_order[section_count] = {
    page_hash_section, kanji_section, scalar_section, table_section, sorted_section, word_start_section, source_section,
    component_section, name_section, origin_section, attached_hash_section, directory_section, word_hash_section,
    sentence_hash_section, word_index_hash_section, word_section, sentence_section, word_index_section, text_section,
    attached_section,
};

/// The sections read in place page by page, each page checked against its hash (in the section
/// beside it, which the checksum covers) when first read, and the sections of those hashes.
constexpr Section paged_sections[5][2] = {
    {text_section, page_hash_section},   {attached_section, attached_hash_section}, {word_section, word_hash_section},
    {sentence_section, sentence_hash_section}, {word_index_section, word_index_hash_section},
};

inline bool is_paged(Section section) {
    for (const auto &pair : paged_sections)
        if (pair[0] == section) return true;
    return false;
}

/// The hashes of `length` bytes' pages, the last one partial as it is.
inline std::vector<uint64_t> page_hashes_of(const void *bytes, size_t length) {
    std::vector<uint64_t> hashes;
    for (size_t offset = 0; offset < length; offset += text_page)
        hashes.push_back(hash_bytes(static_cast<const uint8_t *>(bytes) + offset, std::min(text_page, length - offset), offset / text_page));
    return hashes;
}

/// An image's checksum: its header with the checksum field zero, then every section but the
/// paged ones (whose page hashes it covers), in the order written; `bytes(section)` says where a section's bytes are (nullptr for
/// an empty section or, in a hostile image, one outside the file).
template <typename SectionBytes>
uint64_t image_checksum(Header header, SectionBytes bytes) {
    header.checksum = 0;
    uint64_t checksum = hash_bytes(reinterpret_cast<const uint8_t *>(&header), sizeof(Header), 0);
    for (Section s : write_order) {
        const uint8_t *start = bytes(s);
        size_t length = size_t(header.sections[s].length);
        if (is_paged(s) || (start == nullptr && length > 0)) continue;
        checksum = hash_bytes(start, length, checksum);
    }
    return checksum;
}

/// Why an image cannot be read; says which section is at fault.
struct Damage {
    std::string reason;
};

template <typename T>
kl_view<T> section_view(const uint8_t *base, const Header &header, Section section) {
    const Place &place = header.sections[section];
    return {reinterpret_cast<const T *>(base + place.offset), size_t(place.length / sizeof(T))};
}

}  // namespace kl_image
