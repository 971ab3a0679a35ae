// Mapping an image and checking it: every section's place, the checksum and every span and index
// before anything is believed; then each page of the text, the attachments and the growing tables
// the first time it is read.

#include "ImageLayout.hpp"

#include <cerrno>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace kl_image;

namespace {

[[noreturn]] void damage(const std::string &reason) { throw Damage{reason}; }

/// How many elements of `size` bytes section `s` holds; a partial one is damage.
size_t elements(const Header &header, Section s, size_t size) {
    if (header.sections[s].length % size != 0) damage(std::string("section \"") + section_names[s] + "\" has a partial element");
    return size_t(header.sections[s].length / size);
}

/// Every section inside the file, aligned, the paged ones on page boundaries; then the checksum.
void check_places(const uint8_t *base, size_t file_length, const Header &header) {
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
    // The checksum, before anything inside the sections is believed.
    if (image_checksum(header, [&](Section s) { return base + header.sections[s].offset; }) != header.checksum)
        damage("its checksum does not match");
}

/// The text: as long as the dictionary, with a zero tail that ends every scan of it as a C
/// string and gives simdjson its padding.
void check_text(const uint8_t *base, const Header &header) {
    const Place &text = header.sections[text_section];
    if (header.json_length >= kl_longest_text || header.json_length + kl_text_padding > text.length)
        damage("its text is shorter than the dictionary");
    const uint8_t *text_bytes = base + text.offset;
    for (size_t at = size_t(header.json_length); at < text.length; at++)
        if (text_bytes[at] != 0) damage("its text's padding is not zero");
}

/// Each table's size against the others'.
void check_sizes(const Header &header) {
    size_t kanji_count = elements(header, kanji_section, sizeof(kl_span));
    elements(header, word_section, sizeof(kl_span));
    elements(header, sentence_section, sizeof(kl_span));
    if (elements(header, scalar_section, 4) != kanji_count) damage("it has a scalar for each kanji no more");
    size_t table = elements(header, table_section, 2);
    size_t sorted = elements(header, sorted_section, sizeof(kl_scalar_index));
    if (table != 0 && (table != kl_table_scalars || sorted != 0)) damage("its kanji table has the wrong size");
    if (table == 0 && sorted != kanji_count) damage("its kanji lookup has the wrong size");
    if (elements(header, word_start_section, 4) != kanji_count + 1) damage("its word index has the wrong size");
    size_t pages = elements(header, page_hash_section, 8);
    if (pages != round_up(size_t(header.sections[text_section].length), text_page) / text_page)
        damage("it has the wrong number of page hashes");
    elements(header, word_index_section, 4);
    elements(header, component_section, sizeof(ComponentStroke));
}

/// Points `read` at the sections.
void point_contents(const uint8_t *base, const Header &header, kl_contents &read) {
    read.text = base + header.sections[text_section].offset;
    read.length = size_t(header.json_length);
    read.kanji = section_view<kl_span>(base, header, kanji_section);
    read.kanji_scalars = section_view<uint32_t>(base, header, scalar_section);
    read.kanji_table = section_view<uint16_t>(base, header, table_section);
    read.kanji_sorted = section_view<kl_scalar_index>(base, header, sorted_section);
    read.words = section_view<kl_span>(base, header, word_section);
    read.sentences = section_view<kl_span>(base, header, sentence_section);
    read.word_index_start = section_view<uint32_t>(base, header, word_start_section);
    read.word_index = section_view<uint32_t>(base, header, word_index_section);
}

/// The kanji's spans in order and inside the text (the decoder relies on both), the kanji lookup
/// naming only kanji there are, and the word index's starts adding up.
void check_kanji(const kl_contents &read) {
    // Each loop gathers its verdict without a branch an entry, so that the compiler vectorizes it:
    // this runs at every start, over the 196,608 entries of the kanji table among others, and
    // stopping at the first fault cost 1.2M instructions of `lookup 日`'s 12M.
    size_t kanji_count = read.kanji.size();
    bool disordered = false;
    for (size_t k = 0; k < kanji_count; k++) {
        const kl_span &span = read.kanji[k];
        uint32_t previous_end = k > 0 ? read.kanji[k - 1].end : 0;
        disordered |= (span.start < previous_end) | (span.start >= span.end) | (span.end > read.length);
    }
    if (disordered) damage("a span of its kanji lies outside the text or out of order");
    uint16_t largest = 0;
    for (uint16_t entry : read.kanji_table) largest = entry > largest ? entry : largest;
    if (largest > kanji_count) damage("its kanji table names a kanji it does not have");
    bool misplaced = false;
    for (size_t k = 0; k < read.kanji_sorted.size(); k++) {
        const kl_scalar_index &entry = read.kanji_sorted[k];
        misplaced |= (entry.index >= kanji_count) | (k > 0 && read.kanji_sorted[k - 1].scalar >= entry.scalar);
    }
    if (misplaced) damage("its kanji lookup is out of order or names a kanji it does not have");
    const kl_view<uint32_t> &starts = read.word_index_start;
    if (starts[0] != 0 || starts[kanji_count] != read.word_index.size()) damage("its word index does not add up");
    bool descending = false;
    for (size_t k = 0; k < kanji_count; k++) descending |= starts[k] > starts[k + 1];
    if (descending) damage("its word index is out of order");
}

/// The top-level values beside the contents: tags, source, the components' stroke counts.
void read_extras(const uint8_t *base, const Header &header, size_t text_length, kl_image_extras &extras) {
    if (header.flags & has_tags_flag) {
        if (header.tags_start >= header.tags_end || header.tags_end > text_length) damage("its tags lie outside the text");
        extras.has_tags = true;
        extras.tags = {header.tags_start, header.tags_end};
    }
    kl_view<char> source = section_view<char>(base, header, source_section);
    if (header.flags & has_source_flag) {
        extras.has_source = true;
        extras.source.assign(source.data, source.size());
    }
    kl_view<char> names = section_view<char>(base, header, name_section);
    for (const ComponentStroke &component : section_view<ComponentStroke>(base, header, component_section)) {
        if (component.offset > names.size() || component.length > names.size() - component.offset)
            damage("a component's name lies outside its section");
        extras.component_strokes.emplace_back(std::string(names.data + component.offset, component.length), component.strokes);
    }
    extras.identity = header.identity;
}

/// The attachments' directory, and every paged section's hashes set up to be checked as read.
void set_up_pages(const uint8_t *base, const Header &header, size_t kanji_count, kl_image_mapping &image) {
    const Place &attached = header.sections[attached_section];
    size_t attached_pages = elements(header, attached_hash_section, 8);
    if (attached_pages != size_t(attached.length) / text_page) damage("it has the wrong number of attachment page hashes");
    for (const AttachmentEntry &entry : section_view<AttachmentEntry>(base, header, directory_section)) {
        if (entry.offset % text_page != 0 || entry.offset > attached.length || entry.length > attached.length - entry.offset)
            damage("an attachment lies outside its section");
        size_t key_length = strnlen(entry.key, sizeof entry.key);
        if (key_length == sizeof entry.key) damage("an attachment's name has no end");
        image.attachments.push_back({std::string(entry.key, key_length), size_t(entry.offset), size_t(entry.length)});
    }
    elements(header, directory_section, sizeof(AttachmentEntry));
    const Place &text = header.sections[text_section];
    image.text.reset(base + text.offset, size_t(text.length), section_view<uint64_t>(base, header, page_hash_section).data);
    image.attached.reset(base + attached.offset, size_t(attached.length), section_view<uint64_t>(base, header, attached_hash_section).data);
    // The words' and sentences' spans and the word index are checked as they are read.
    auto paged_table = [&](kl_checked_pages &pages, Section section, Section hashes) {
        const Place &place = header.sections[section];
        if (elements(header, hashes, 8) != round_up(size_t(place.length), text_page) / text_page)
            damage(std::string("it has the wrong number of ") + section_names[hashes]);
        pages.reset(base + place.offset, size_t(place.length), section_view<uint64_t>(base, header, hashes).data);
    };
    paged_table(image.words, word_section, word_hash_section);
    paged_table(image.sentences, sentence_section, sentence_hash_section);
    paged_table(image.word_index, word_index_section, word_index_hash_section);
    image.kanji_words_checked.reset(new std::atomic<uint8_t>[kanji_count]);
    for (size_t k = 0; k < kanji_count; k++) image.kanji_words_checked[k].store(0, std::memory_order_relaxed);
}

/// Maps the image file at `path` read-only, or says why not.
kl_image_status map_file(const char *path, kl_image_mapping &image, std::string &error) {
    int descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
    if (descriptor < 0) {
        // No image yet, or no cache folder (or something else where it should be): build it.
        bool missing = errno == ENOENT || errno == ENOTDIR;
        if (!missing) error = std::string("cannot be opened: ") + std::strerror(errno);
        return missing ? kl_image_missing : kl_image_damaged;
    }
    struct stat status;
    if (fstat(descriptor, &status) != 0 || !S_ISREG(status.st_mode)) {
        close(descriptor);
        error = "not a regular file";
        return kl_image_damaged;
    }
    size_t length = size_t(status.st_size);
    if (length < sizeof(Header)) {
        close(descriptor);
        error = "shorter than its header: truncated";
        return kl_image_damaged;
    }
    void *address = mmap(nullptr, length, PROT_READ, MAP_PRIVATE, descriptor, 0);
    if (address == MAP_FAILED) {
        error = std::string("cannot be mapped: ") + std::strerror(errno);
        close(descriptor);
        return kl_image_damaged;
    }
    // Kept open to see the file cut short under the mapping (kl_image_mapping::cut_short).
    image.descriptor = descriptor;
    // A start reads a few scattered pages (binary searches, a few entries): no huge pages or
    // read-ahead, which would make whole megabytes of the file resident for each page read.
    madvise(address, length, MADV_NOHUGEPAGE);
    madvise(address, length, MADV_RANDOM);
    image.address = address;
    image.length = length;
    return kl_image_loaded;
}

}  // namespace

kl_image_status kl_image_map(const char *path, const char *json_path, std::unique_ptr<kl_image_mapping> &mapping,
                             kl_contents &read, kl_image_extras &extras, std::string &error) {
    struct stat json;
    if (stat(json_path, &json) != 0) return kl_image_stale;
    auto image = std::make_unique<kl_image_mapping>();
    kl_image_status status = map_file(path, *image, error);
    if (status != kl_image_loaded) return status;
    const uint8_t *base = static_cast<const uint8_t *>(image->address);
    Header header;
    std::memcpy(&header, base, sizeof(Header));
    if (std::memcmp(header.magic, image_magic, sizeof image_magic) != 0) {
        error = "not a kanji-list image";
        return kl_image_damaged;
    }
    if (header.layout != image_layout || !kl_same_identity(header.identity, kl_identity_of(json))) return kl_image_stale;
    try {
        check_places(base, image->length, header);
        check_text(base, header);
        check_sizes(header);
        point_contents(base, header, read);
        check_kanji(read);
        read_extras(base, header, read.length, extras);
        set_up_pages(base, header, read.kanji.size(), *image);
    } catch (const Damage &damage) {
        error = damage.reason;
        return kl_image_damaged;
    } catch (const std::bad_alloc &) {
        error = "not enough memory to read it";
        return kl_image_damaged;
    }
    kl_image_guard(*image);
    mapping = std::move(image);
    return kl_image_loaded;
}

kl_image_mapping::~kl_image_mapping() {
    kl_image_unguard(*this);
    if (address) munmap(address, length);
    if (descriptor >= 0) close(descriptor);
}

bool kl_image_mapping::cut_short() const {
    if (faulted.load(std::memory_order_relaxed)) return true;
    struct stat status;
    return descriptor >= 0 && fstat(descriptor, &status) == 0 && uint64_t(status.st_size) < uint64_t(length);
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
    if (!keeps_read.load(std::memory_order_relaxed) &&
        read_since_release.fetch_add(pages, std::memory_order_relaxed) + pages >= resident_budget_pages) {
        read_since_release.store(0, std::memory_order_relaxed);
        madvise(const_cast<uint8_t *>(bytes), round_up(length, text_page), MADV_DONTNEED);
    }
    return true;
}

void kl_image_mapping::keep_read_pages() {
    for (kl_checked_pages *pages : {&text, &attached, &words, &sentences, &word_index}) pages->keeps_read.store(true, std::memory_order_relaxed);
}

bool kl_image_mapping::text_intact(size_t start, size_t end) {
    if (!faulted.load(std::memory_order_relaxed) && text.intact(start, end)) return true;
    damaged.store(true, std::memory_order_relaxed);
    return false;
}

bool kl_image_mapping::span_intact(const kl_contents &read, bool sentence, size_t index) {
    const kl_view<kl_span> &spans = sentence ? read.sentences : read.words;
    kl_checked_pages &pages = sentence ? sentences : words;
    size_t first = index > 0 ? index - 1 : 0;
    bool believed = !faulted.load(std::memory_order_relaxed) && pages.intact(first * sizeof(kl_span), (index + 1) * sizeof(kl_span)) && spans[index].start < spans[index].end &&
                    spans[index].end <= read.length && (index == 0 || spans[index - 1].end <= spans[index].start);
    if (believed) return true;
    damaged.store(true, std::memory_order_relaxed);
    return false;
}

bool kl_image_mapping::word_spans_intact(const kl_contents &read) {
    uint8_t known = word_spans_checked.load(std::memory_order_acquire);
    if (known != 0) return known == 1;
    bool intact = true;
    for (size_t index = 0; intact && index < read.words.size(); index++) intact = span_intact(read, false, index);
    word_spans_checked.store(intact ? 1 : 2, std::memory_order_release);
    return intact;
}

bool kl_image_mapping::words_of_intact(const kl_contents &read, size_t kanji_index) {
    std::atomic<uint8_t> &checked = kanji_words_checked[kanji_index];
    uint8_t state = faulted.load(std::memory_order_relaxed) ? 2 : checked.load(std::memory_order_acquire);
    if (state == 0) {
        // The starts were checked at load (in order, ending at the index's size).
        uint32_t start = read.word_index_start[kanji_index], end = read.word_index_start[kanji_index + 1];
        bool good = word_index.intact(size_t(start) * 4, size_t(end) * 4) &&
                    std::all_of(read.word_index.data + start, read.word_index.data + end, [&](uint32_t word) { return word < read.words.size(); });
        state = good ? 1 : 2;
        checked.store(state, std::memory_order_release);
    }
    if (state == 1) return true;
    damaged.store(true, std::memory_order_relaxed);
    return false;
}

const void *kl_image_mapping::attachment(const char *key, size_t &found_length) const {
    found_length = 0;
    for (const kl_attached &entry : attachments)
        if (entry.key == key) {
            found_length = entry.length;
            return attached.bytes + entry.offset;
        }
    return nullptr;
}

bool kl_image_mapping::attachment_intact(const void *start, size_t bytes_length) {
    const uint8_t *first = static_cast<const uint8_t *>(start);
    bool inside = first >= attached.bytes && size_t(first - attached.bytes) <= attached.count * text_page;
    size_t offset = inside ? size_t(first - attached.bytes) : 0;
    if (inside && !faulted.load(std::memory_order_relaxed) && attached.intact(offset, offset + bytes_length)) return true;
    damaged.store(true, std::memory_order_relaxed);
    return false;
}
