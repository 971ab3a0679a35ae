// The derived image of a dictionary: what a scan of the JSON file finds (the file's bytes, each
// entry's span, the kanji lookup, the words of each kanji) written once in the layout the
// accessors read, so that a later start maps it instead of scanning again; and beside it the
// named attachments a layer above derives from the dictionary (the search index), which the
// bridge keeps and checks without knowing what they hold. The image is a cache
// and is never trusted: the header names the JSON file it was made from (device, inode, size,
// change time) and carries a checksum of every section but the text and the attachments; each
// section's place and every span and index in it are checked against the file before use; the
// text's and the attachments' pages are hashed (the hashes are in the checksum) and each page is
// checked the first time it is read, so a start touches only the pages it reads.

#include "Dictionary.hpp"

#include <simdjson.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

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
uint64_t hash_bytes(const uint8_t *bytes, size_t length, uint64_t seed) {
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

char *copy_message(const std::string &message) {
    char *copy = static_cast<char *>(std::malloc(message.size() + 1));
    if (copy) std::memcpy(copy, message.c_str(), message.size() + 1);
    return copy;
}

size_t round_up(size_t value, size_t multiple) { return (value + multiple - 1) / multiple * multiple; }

/// The image's bytes, section by section, as they will be written.
struct Layout {
    Header header{};
    const void *data[section_count] = {};
    std::vector<uint64_t> page_hashes;
    std::vector<uint64_t> attached_hashes;
    std::vector<uint64_t> word_hashes, sentence_hashes, word_index_hashes;
    std::vector<AttachmentEntry> directory;
    std::vector<ComponentStroke> components;
    std::string names;
    std::string padding;  // the text's zero tail
};

template <typename T>
void put(Layout &layout, Section section, kl_view<T> values) {
    layout.data[section] = values.data;
    layout.header.sections[section].length = values.size() * sizeof(T);
}

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

bool is_paged(Section section) {
    for (const auto &pair : paged_sections)
        if (pair[0] == section) return true;
    return false;
}

/// The hashes of `length` bytes' pages, the last one partial as it is.
std::vector<uint64_t> page_hashes_of(const void *bytes, size_t length) {
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

bool write_all(int descriptor, const void *bytes, size_t length) {
    const uint8_t *at = static_cast<const uint8_t *>(bytes);
    while (length > 0) {
        ssize_t written = write(descriptor, at, length);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return false;
        at += written;
        length -= size_t(written);
    }
    return true;
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

/// Checks every section's place, the checksum and every span and index, then points `read` at
/// the mapping.
void check_and_read(const uint8_t *base, size_t file_length, kl_dictionary &dictionary, const Header &header) {
    auto damage = [](const std::string &reason) { throw Damage{reason}; };
    if (header.header_size != sizeof(Header)) damage("its header has the wrong size");
    for (uint32_t s = 0; s < section_count; s++) {
        const Place &place = header.sections[s];
        std::string name = section_names[s];
        if (place.offset > file_length || place.length > file_length - place.offset)
            damage("section \"" + name + "\" lies outside the file (truncated?)");
        if (place.offset % 8 != 0 || place.offset < sizeof(Header)) damage("section \"" + name + "\" is misplaced");
        if (is_paged(Section(s)) && place.offset % text_page != 0) damage("section \"" + name + "\" is not on a page boundary");
        if ((s == text_section || s == attached_section) && place.length % text_page != 0)
            damage("section \"" + name + "\" is not in whole pages");
    }
    auto elements = [&](Section s, size_t size) {
        if (header.sections[s].length % size != 0) damage(std::string("section \"") + section_names[s] + "\" has a partial element");
        return size_t(header.sections[s].length / size);
    };
    // The checksum, before anything inside the sections is believed.
    if (image_checksum(header, [&](Section s) { return base + header.sections[s].offset; }) != header.checksum)
        damage("its checksum does not match");

    const Place &text = header.sections[text_section];
    if (header.json_length >= kl_unescaped_flag || header.json_length + simdjson::SIMDJSON_PADDING > text.length)
        damage("its text is shorter than the dictionary");
    const uint8_t *text_bytes = base + text.offset;
    // The zero tail ends every scan of the text as a C string and gives simdjson its padding.
    for (size_t at = size_t(header.json_length); at < text.length; at++)
        if (text_bytes[at] != 0) damage("its text's padding is not zero");

    size_t kanji_count = elements(kanji_section, sizeof(kl_span));
    size_t word_count = elements(word_section, sizeof(kl_span));
    elements(sentence_section, sizeof(kl_span));
    size_t length = size_t(header.json_length);
    if (elements(scalar_section, 4) != kanji_count) damage("it has a scalar for each kanji no more");
    size_t table = elements(table_section, 2);
    size_t sorted = elements(sorted_section, sizeof(kl_scalar_index));
    if (table != 0 && (table != kl_table_scalars || sorted != 0)) damage("its kanji table has the wrong size");
    if (table == 0 && sorted != kanji_count) damage("its kanji lookup has the wrong size");
    if (elements(word_start_section, 4) != kanji_count + 1) damage("its word index has the wrong size");
    size_t pages = elements(page_hash_section, 8);
    if (pages != round_up(size_t(text.length), text_page) / text_page) damage("it has the wrong number of page hashes");
    elements(word_index_section, 4);
    elements(component_section, sizeof(ComponentStroke));

    kl_contents &read = dictionary.read;
    read.text = text_bytes;
    read.length = length;
    read.kanji = section_view<kl_span>(base, header, kanji_section);
    read.kanji_scalars = section_view<uint32_t>(base, header, scalar_section);
    read.kanji_table = section_view<uint16_t>(base, header, table_section);
    read.kanji_sorted = section_view<kl_scalar_index>(base, header, sorted_section);
    read.words = section_view<kl_span>(base, header, word_section);
    read.sentences = section_view<kl_span>(base, header, sentence_section);
    read.word_index_start = section_view<uint32_t>(base, header, word_start_section);
    read.word_index = section_view<uint32_t>(base, header, word_index_section);

    // Spans in order and inside the text: the decoder and the text scan rely on both.
    auto check_spans = [&](kl_view<kl_span> spans, const char *what) {
        uint32_t previous_end = 0;
        for (const kl_span &span : spans)
            if (span.start < previous_end || span.start >= span.end || span.end > length)
                damage(std::string("a span of its ") + what + " lies outside the text or out of order");
            else previous_end = span.end;
    };
    check_spans(read.kanji, "kanji");
    for (uint16_t entry : read.kanji_table)
        if (entry > kanji_count) damage("its kanji table names a kanji it does not have");
    for (size_t k = 0; k < read.kanji_sorted.size(); k++) {
        const kl_scalar_index &entry = read.kanji_sorted[k];
        if (entry.index >= kanji_count || (k > 0 && read.kanji_sorted[k - 1].scalar >= entry.scalar))
            damage("its kanji lookup is out of order or names a kanji it does not have");
    }
    const kl_view<uint32_t> &starts = read.word_index_start;
    if (starts[0] != 0 || starts[kanji_count] != read.word_index.size()) damage("its word index does not add up");
    for (size_t k = 0; k < kanji_count; k++)
        if (starts[k] > starts[k + 1]) damage("its word index is out of order");

    if (header.flags & has_tags_flag) {
        if (header.tags_start >= header.tags_end || header.tags_end > length) damage("its tags lie outside the text");
        dictionary.has_tags = true;
        dictionary.tags = {header.tags_start, header.tags_end};
    }
    kl_view<char> source = section_view<char>(base, header, source_section);
    if (header.flags & has_source_flag) {
        dictionary.has_source = true;
        dictionary.source.assign(source.data, source.size());
    }
    kl_view<char> names = section_view<char>(base, header, name_section);
    for (const ComponentStroke &component : section_view<ComponentStroke>(base, header, component_section)) {
        if (component.offset > names.size() || component.length > names.size() - component.offset)
            damage("a component's name lies outside its section");
        if (component.strokes < 1 || component.strokes > kl_max_strokes) damage("a component's stroke count is out of range");
        dictionary.component_strokes.emplace_back(std::string(names.data + component.offset, component.length), component.strokes);
    }

    const Place &attached = header.sections[attached_section];
    size_t attached_pages = elements(attached_hash_section, 8);
    if (attached_pages != size_t(attached.length) / text_page) damage("it has the wrong number of attachment page hashes");
    auto &image = *dictionary.image;
    for (const AttachmentEntry &entry : section_view<AttachmentEntry>(base, header, directory_section)) {
        if (entry.offset % text_page != 0 || entry.offset > attached.length || entry.length > attached.length - entry.offset)
            damage("an attachment lies outside its section");
        size_t key_length = strnlen(entry.key, sizeof entry.key);
        if (key_length == sizeof entry.key) damage("an attachment's name has no end");
        image.attachments.push_back({std::string(entry.key, key_length), size_t(entry.offset), size_t(entry.length)});
    }
    elements(directory_section, sizeof(AttachmentEntry));

    image.text.reset(text_bytes, size_t(text.length), section_view<uint64_t>(base, header, page_hash_section).data);
    image.attached.reset(base + attached.offset, size_t(attached.length), section_view<uint64_t>(base, header, attached_hash_section).data);
    // The words' and sentences' spans and the word index are checked as they are read.
    auto paged_table = [&](kl_checked_pages &pages, Section section, Section hashes) {
        const Place &place = header.sections[section];
        if (elements(hashes, 8) != round_up(size_t(place.length), text_page) / text_page)
            damage(std::string("it has the wrong number of ") + section_names[hashes]);
        pages.reset(base + place.offset, size_t(place.length), section_view<uint64_t>(base, header, hashes).data);
    };
    paged_table(image.words, word_section, word_hash_section);
    paged_table(image.sentences, sentence_section, sentence_hash_section);
    paged_table(image.word_index, word_index_section, word_index_hash_section);
    image.kanji_words_checked.reset(new std::atomic<uint8_t>[kanji_count]);
    for (size_t k = 0; k < kanji_count; k++) image.kanji_words_checked[k].store(0, std::memory_order_relaxed);
}

}  // namespace

kl_image_mapping::~kl_image_mapping() {
    if (address) munmap(address, length);
}

void kl_checked_pages::reset(const uint8_t *first, size_t bytes_length, const uint64_t *page_hashes) {
    bytes = first;
    length = bytes_length;
    hashes = page_hashes;
    count = round_up(bytes_length, text_page) / text_page;
    checked.reset(new std::atomic<uint8_t>[count]);
    for (size_t p = 0; p < count; p++) checked[p].store(0, std::memory_order_relaxed);
}

bool kl_checked_pages::intact(size_t start, size_t end) {
    if (end > length || start > end) return false;
    size_t pages = 0;
    for (size_t page = start / text_page; page * text_page < end; page++, pages++) {
        uint8_t state = checked[page].load(std::memory_order_acquire);
        if (state == 0) {
            size_t size = std::min(text_page, length - page * text_page);
            state = hash_bytes(bytes + page * text_page, size, page) == hashes[page] ? 1 : 2;
            checked[page].store(state, std::memory_order_release);
        }
        if (state == 2) return false;
    }
    // Before the caller reads the bytes, so it does not lose the pages it is about to read. The
    // pages are page-aligned (every paged section starts on a page boundary).
    if (read_since_release.fetch_add(pages, std::memory_order_relaxed) + pages >= resident_budget_pages) {
        read_since_release.store(0, std::memory_order_relaxed);
        madvise(const_cast<uint8_t *>(bytes), round_up(length, text_page), MADV_DONTNEED);
    }
    return true;
}

bool kl_text_intact(const kl_dictionary &dictionary, size_t start, size_t end) {
    if (!dictionary.image) return true;
    kl_image_mapping &image = *dictionary.image;
    if (image.text.intact(start, end)) return true;
    image.damaged.store(true, std::memory_order_relaxed);
    return false;
}

bool kl_checked_span(const kl_dictionary &dictionary, bool sentence, size_t index, kl_span &span) {
    const kl_view<kl_span> &spans = sentence ? dictionary.read.sentences : dictionary.read.words;
    span = spans[index];
    if (!dictionary.image) return true;
    kl_image_mapping &image = *dictionary.image;
    kl_checked_pages &pages = sentence ? image.sentences : image.words;
    size_t first = index > 0 ? index - 1 : 0;
    bool believed = pages.intact(first * sizeof(kl_span), (index + 1) * sizeof(kl_span)) && span.start < span.end &&
                    span.end <= dictionary.read.length && (index == 0 || spans[index - 1].end <= span.start);
    if (believed) return true;
    image.damaged.store(true, std::memory_order_relaxed);
    return false;
}

bool kl_word_spans_intact(const kl_dictionary &dictionary) {
    if (!dictionary.image) return true;
    std::atomic<uint8_t> &state = dictionary.image->word_spans_checked;
    uint8_t known = state.load(std::memory_order_acquire);
    if (known != 0) return known == 1;
    kl_span span;
    bool intact = true;
    for (size_t index = 0; intact && index < dictionary.read.words.size(); index++)
        intact = kl_checked_span(dictionary, false, index, span);
    state.store(intact ? 1 : 2, std::memory_order_release);
    return intact;
}

bool kl_checked_words_of(const kl_dictionary &dictionary, size_t kanji_index, const uint32_t *&words, size_t &count) {
    const kl_contents &read = dictionary.read;
    uint32_t start = read.word_index_start[kanji_index];
    words = read.word_index.data + start;
    count = read.word_index_start[kanji_index + 1] - start;
    if (!dictionary.image) return true;
    kl_image_mapping &image = *dictionary.image;
    std::atomic<uint8_t> &checked = image.kanji_words_checked[kanji_index];
    uint8_t state = checked.load(std::memory_order_acquire);
    if (state == 0) {
        // The starts were checked at load (in order, ending at the index's size).
        bool good = image.word_index.intact(size_t(start) * 4, (size_t(start) + count) * 4) &&
                    std::all_of(words, words + count, [&](uint32_t word) { return word < read.words.size(); });
        state = good ? 1 : 2;
        checked.store(state, std::memory_order_release);
    }
    if (state == 1) return true;
    image.damaged.store(true, std::memory_order_relaxed);
    count = 0;
    return false;
}

extern "C" const void *kl_dictionary_attachment(const kl_dictionary *dictionary, const char *key, size_t *length) {
    *length = 0;
    if (!dictionary->image) return nullptr;
    for (const kl_attached &attachment : dictionary->image->attachments)
        if (attachment.key == key) {
            *length = attachment.length;
            return dictionary->image->attached.bytes + attachment.offset;
        }
    return nullptr;
}

extern "C" bool kl_dictionary_attachment_intact(const kl_dictionary *dictionary, const void *start, size_t length) {
    if (!dictionary->image) return true;
    kl_image_mapping &image = *dictionary->image;
    const uint8_t *first = static_cast<const uint8_t *>(start);
    bool inside = first >= image.attached.bytes && size_t(first - image.attached.bytes) <= image.attached.count * text_page;
    size_t offset = inside ? size_t(first - image.attached.bytes) : 0;
    if (inside && image.attached.intact(offset, offset + length)) return true;
    image.damaged.store(true, std::memory_order_relaxed);
    return false;
}

extern "C" bool kl_dictionary_file_identity(const kl_dictionary *dictionary, kl_file_identity *identity) {
    *identity = dictionary->identity;
    return dictionary->has_identity;
}

extern "C" bool kl_dictionary_write_image(const kl_dictionary *dictionary, const char *path, const char *origin,
                                          const kl_attachment *attachments, size_t attachment_count, char **error) {
    *error = nullptr;
    if (!dictionary->has_identity || dictionary->image) {
        *error = copy_message("only a dictionary read from a file can be written as an image");
        return false;
    }
    const kl_contents &read = dictionary->read;
    Layout layout;
    Header &header = layout.header;
    std::memcpy(header.magic, image_magic, sizeof image_magic);
    header.layout = image_layout;
    header.header_size = sizeof(Header);
    header.identity = dictionary->identity;
    header.json_length = read.length;
    header.content_hash = hash_bytes(read.text, read.length, 0);
    if (dictionary->has_source) header.flags |= has_source_flag;
    if (dictionary->has_tags) {
        header.flags |= has_tags_flag;
        header.tags_start = dictionary->tags.start;
        header.tags_end = dictionary->tags.end;
    }
    size_t text_length = round_up(read.length + simdjson::SIMDJSON_PADDING, text_page);
    layout.padding.assign(text_length - read.length, '\0');
    for (size_t offset = 0; offset < text_length; offset += text_page) {
        // The text's last page is partly the zero tail, which lives in `padding`.
        uint8_t page[text_page] = {};
        size_t from_file = offset < read.length ? std::min(text_page, read.length - offset) : 0;
        std::memcpy(page, read.text + offset, from_file);
        layout.page_hashes.push_back(hash_bytes(page, text_page, offset / text_page));
    }
    // Each attachment from a page boundary, so every one is 8-byte aligned where it is mapped.
    size_t attached_length = 0;
    for (size_t a = 0; a < attachment_count; a++) {
        AttachmentEntry entry{};
        size_t key_length = std::strlen(attachments[a].key);
        if (key_length > KL_ATTACHMENT_KEY_MAX) {
            *error = copy_message(std::string("the attachment name \"") + attachments[a].key + "\" is too long");
            return false;
        }
        std::memcpy(entry.key, attachments[a].key, key_length);
        entry.offset = attached_length;
        entry.length = attachments[a].length;
        layout.directory.push_back(entry);
        attached_length = round_up(attached_length + attachments[a].length, text_page);
    }
    for (size_t offset = 0; offset < attached_length; offset += text_page) {
        uint8_t page[text_page] = {};
        for (size_t a = 0; a < attachment_count; a++) {
            size_t start = size_t(layout.directory[a].offset), length = attachments[a].length;
            if (start <= offset && offset < start + length)
                std::memcpy(page, static_cast<const uint8_t *>(attachments[a].bytes) + (offset - start),
                            std::min(text_page, start + length - offset));
        }
        layout.attached_hashes.push_back(hash_bytes(page, text_page, offset / text_page));
    }
    for (const auto &[name, strokes] : dictionary->component_strokes) {
        layout.components.push_back({uint32_t(layout.names.size()), uint32_t(name.size()), strokes});
        layout.names += name;
    }
    put(layout, page_hash_section, kl_view_of(layout.page_hashes));
    put(layout, kanji_section, read.kanji);
    put(layout, scalar_section, read.kanji_scalars);
    put(layout, table_section, read.kanji_table);
    put(layout, sorted_section, read.kanji_sorted);
    put(layout, word_section, read.words);
    put(layout, sentence_section, read.sentences);
    put(layout, word_start_section, read.word_index_start);
    put(layout, word_index_section, read.word_index);
    put(layout, source_section, kl_view<char>{dictionary->source.data(), dictionary->source.size()});
    put(layout, component_section, kl_view_of(layout.components));
    put(layout, name_section, kl_view<char>{layout.names.data(), layout.names.size()});
    size_t origin_length = std::strlen(origin);
    put(layout, origin_section, kl_view<char>{origin, origin_length});
    put(layout, attached_hash_section, kl_view_of(layout.attached_hashes));
    layout.word_hashes = page_hashes_of(read.words.data, read.words.size() * sizeof(kl_span));
    layout.sentence_hashes = page_hashes_of(read.sentences.data, read.sentences.size() * sizeof(kl_span));
    layout.word_index_hashes = page_hashes_of(read.word_index.data, read.word_index.size() * sizeof(uint32_t));
    put(layout, word_hash_section, kl_view_of(layout.word_hashes));
    put(layout, sentence_hash_section, kl_view_of(layout.sentence_hashes));
    put(layout, word_index_hash_section, kl_view_of(layout.word_index_hashes));
    put(layout, directory_section, kl_view_of(layout.directory));
    layout.data[text_section] = read.text;
    header.sections[text_section].length = text_length;
    header.sections[attached_section].length = attached_length;

    size_t offset = sizeof(Header);
    for (Section s : write_order) {
        offset = round_up(offset, is_paged(s) ? text_page : 8);
        header.sections[s].offset = offset;
        offset += header.sections[s].length;
    }
    header.checksum = image_checksum(header, [&](Section s) { return static_cast<const uint8_t *>(layout.data[s]); });

    // A temporary file of its own beside the image (mkstemp: created exclusively, never through a
    // link), renamed over it when whole: a reader sees the old image or the new, and two
    // processes building at once each rename a whole one.
    std::string temporary = std::string(path) + ".XXXXXX";
    int descriptor = mkostemp(temporary.data(), O_CLOEXEC);
    if (descriptor < 0) {
        *error = copy_message(std::string("cannot create a file in its folder: ") + std::strerror(errno));
        return false;
    }
    bool written = write_all(descriptor, &header, sizeof(Header));
    size_t at = sizeof(Header);
    static const char zeros[text_page] = {};
    for (Section s : write_order) {
        if (!written) break;
        size_t place = size_t(header.sections[s].offset);
        written = write_all(descriptor, zeros, place - at);
        size_t length = size_t(header.sections[s].length);
        if (s == text_section) {
            written = written && write_all(descriptor, read.text, read.length) &&
                      write_all(descriptor, layout.padding.data(), layout.padding.size());
        } else if (s == attached_section) {
            size_t in_section = 0;
            for (size_t a = 0; a < attachment_count && written; a++) {
                size_t start = size_t(layout.directory[a].offset);
                while (written && in_section < start) {
                    size_t gap = std::min(text_page, start - in_section);
                    written = write_all(descriptor, zeros, gap);
                    in_section += gap;
                }
                written = written && write_all(descriptor, attachments[a].bytes, attachments[a].length);
                in_section += attachments[a].length;
            }
            while (written && in_section < length) {
                size_t gap = std::min(text_page, length - in_section);
                written = write_all(descriptor, zeros, gap);
                in_section += gap;
            }
        } else {
            written = written && write_all(descriptor, layout.data[s], length);
        }
        at = place + length;
    }
    // On disk before it is renamed into place (a crash leaves the old image or the whole new one),
    // then out of the page cache: the pages writing left there are large folios, and a start that
    // maps the image would have whole megabytes of them made resident for each page it reads;
    // read back one page at a time (MADV_RANDOM) they come in alone.
    if (written && fsync(descriptor) != 0) written = false;
    int write_error = errno;
    if (written) posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED);
    if (close(descriptor) != 0 && written) {
        written = false;
        write_error = errno;
    }
    if (!written || rename(temporary.c_str(), path) != 0) {
        if (written) write_error = errno;
        unlink(temporary.c_str());
        *error = copy_message(std::strerror(write_error));
        return false;
    }
    return true;
}

extern "C" kl_dictionary *kl_dictionary_load_image(const char *path, const char *json_path, kl_image_status *status, char **error) {
    *error = nullptr;
    struct stat json;
    if (stat(json_path, &json) != 0) {
        *status = kl_image_stale;
        return nullptr;
    }
    int descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
    if (descriptor < 0) {
        // No image yet, or no cache folder (or something else where it should be): build it.
        bool missing = errno == ENOENT || errno == ENOTDIR;
        *status = missing ? kl_image_missing : kl_image_damaged;
        if (!missing) *error = copy_message(std::string("cannot be opened: ") + std::strerror(errno));
        return nullptr;
    }
    struct stat image;
    if (fstat(descriptor, &image) != 0 || !S_ISREG(image.st_mode)) {
        close(descriptor);
        *status = kl_image_damaged;
        *error = copy_message("not a regular file");
        return nullptr;
    }
    size_t length = size_t(image.st_size);
    if (length < sizeof(Header)) {
        close(descriptor);
        *status = kl_image_damaged;
        *error = copy_message("shorter than its header: truncated");
        return nullptr;
    }
    void *address = mmap(nullptr, length, PROT_READ, MAP_PRIVATE, descriptor, 0);
    close(descriptor);
    if (address == MAP_FAILED) {
        *status = kl_image_damaged;
        *error = copy_message(std::string("cannot be mapped: ") + std::strerror(errno));
        return nullptr;
    }
    // A start reads a few scattered pages (binary searches, a few entries): no huge pages or
    // read-ahead, which would make whole megabytes of the file resident for each page read.
    madvise(address, length, MADV_NOHUGEPAGE);
    madvise(address, length, MADV_RANDOM);
    auto dictionary = std::make_unique<kl_dictionary>();
    dictionary->image = std::make_unique<kl_image_mapping>();
    dictionary->image->address = address;
    dictionary->image->length = length;
    const uint8_t *base = static_cast<const uint8_t *>(address);
    Header header;
    std::memcpy(&header, base, sizeof(Header));
    if (std::memcmp(header.magic, image_magic, sizeof image_magic) != 0) {
        *status = kl_image_damaged;
        *error = copy_message("not a kanji-list image");
        return nullptr;
    }
    if (header.layout != image_layout) {
        *status = kl_image_stale;
        return nullptr;
    }
    const kl_file_identity &made_from = header.identity;
    if (!kl_same_identity(made_from, kl_identity_of(json))) {
        *status = kl_image_stale;
        return nullptr;
    }
    try {
        check_and_read(base, length, *dictionary, header);
    } catch (const Damage &damage) {
        *status = kl_image_damaged;
        *error = copy_message(damage.reason);
        return nullptr;
    } catch (const std::bad_alloc &) {
        *status = kl_image_damaged;
        *error = copy_message("not enough memory to read it");
        return nullptr;
    }
    dictionary->identity = made_from;
    dictionary->has_identity = true;
    *status = kl_image_loaded;
    return dictionary.release();
}

extern "C" bool kl_dictionary_is_damaged(const kl_dictionary *dictionary) {
    return dictionary->image && dictionary->image->damaged.load(std::memory_order_relaxed);
}

extern "C" void kl_dictionary_mark_damaged(const kl_dictionary *dictionary) {
    if (dictionary->image) dictionary->image->damaged.store(true, std::memory_order_relaxed);
}

extern "C" bool kl_dictionary_is_image(const kl_dictionary *dictionary) { return dictionary->image != nullptr; }

extern "C" bool kl_image_reseal(const char *path) {
    int descriptor = open(path, O_RDWR | O_CLOEXEC | O_NOFOLLOW);
    if (descriptor < 0) return false;
    struct stat image;
    std::vector<uint8_t> bytes;
    bool read_whole = fstat(descriptor, &image) == 0 && S_ISREG(image.st_mode) && size_t(image.st_size) >= sizeof(Header);
    if (read_whole) {
        bytes.resize(size_t(image.st_size));
        read_whole = pread(descriptor, bytes.data(), bytes.size(), 0) == ssize_t(bytes.size());
    }
    Header header;
    if (read_whole) std::memcpy(&header, bytes.data(), sizeof(Header));
    bool sealed = read_whole && std::memcmp(header.magic, image_magic, sizeof image_magic) == 0;
    auto inside = [&](const Place &place) { return place.offset <= bytes.size() && place.length <= bytes.size() - place.offset; };
    // Each paged section's page hashes, where both lie inside the file, then the checksum.
    for (const auto &[pages, hashes] : paged_sections) {
        const Place &from = header.sections[pages], &to = header.sections[hashes];
        if (!sealed || !inside(from) || !inside(to)) continue;
        std::vector<uint64_t> made = page_hashes_of(bytes.data() + from.offset, size_t(from.length));
        std::memcpy(bytes.data() + to.offset, made.data(), std::min<size_t>(to.length, made.size() * 8));
        sealed = pwrite(descriptor, bytes.data() + to.offset, to.length, off_t(to.offset)) == ssize_t(to.length);
    }
    if (sealed) {
        header.checksum = image_checksum(header, [&](Section s) -> const uint8_t * {
            return inside(header.sections[s]) ? bytes.data() + header.sections[s].offset : nullptr;
        });
        sealed = pwrite(descriptor, &header, sizeof(Header), 0) == ssize_t(sizeof(Header));
    }
    close(descriptor);
    return sealed;
}

extern "C" bool kl_image_describe(const char *path, kl_image_description *description) {
    *description = kl_image_description{};
    int descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
    if (descriptor < 0) return false;
    Header header;
    struct stat image;
    bool read_whole = fstat(descriptor, &image) == 0 && S_ISREG(image.st_mode) &&
                      pread(descriptor, &header, sizeof(Header), 0) == ssize_t(sizeof(Header)) &&
                      std::memcmp(header.magic, image_magic, sizeof image_magic) == 0 && header.layout == image_layout;
    if (read_whole) {
        description->identity = header.identity;
        description->content_hash = header.content_hash;
        const Place &origin = header.sections[origin_section];
        size_t length = std::min<uint64_t>(origin.length, sizeof description->origin - 1);
        if (origin.offset <= uint64_t(image.st_size) && length <= uint64_t(image.st_size) - origin.offset &&
            pread(descriptor, description->origin, length, off_t(origin.offset)) == ssize_t(length))
            description->origin[length] = 0;
        else description->origin[0] = 0;
        struct stat origin_status;
        description->is_current = description->origin[0] != 0 && stat(description->origin, &origin_status) == 0 &&
                                  kl_same_identity(header.identity, kl_identity_of(origin_status));
    }
    close(descriptor);
    return read_whole;
}
