// Writing an image (through a temporary file renamed over the old one), and the two tools that
// read only its header or rewrite its hashes: `cache status` and the tests' reseal.

#include "ImageLayout.hpp"

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace kl_image;

namespace {

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

/// The header's fields but the sections' places and the checksum.
void start_header(Layout &layout, const kl_contents &read, const kl_image_extras &extras) {
    Header &header = layout.header;
    std::memcpy(header.magic, image_magic, sizeof image_magic);
    header.layout = image_layout;
    header.header_size = sizeof(Header);
    header.identity = extras.identity;
    header.json_length = read.length;
    header.content_hash = hash_bytes(read.text, read.length, 0);
    if (extras.has_source) header.flags |= has_source_flag;
    if (extras.has_tags) {
        header.flags |= has_tags_flag;
        header.tags_start = extras.tags.start;
        header.tags_end = extras.tags.end;
    }
}

/// The text's page hashes and its zero tail; returns the text section's length.
size_t hash_text(Layout &layout, const kl_contents &read) {
    size_t text_length = round_up(read.length + kl_text_padding, text_page);
    layout.padding.assign(text_length - read.length, '\0');
    for (size_t offset = 0; offset < text_length; offset += text_page) {
        // The text's last page is partly the zero tail, which lives in `padding`.
        uint8_t page[text_page] = {};
        size_t from_file = offset < read.length ? std::min(text_page, read.length - offset) : 0;
        std::memcpy(page, read.text + offset, from_file);
        layout.page_hashes.push_back(hash_bytes(page, text_page, offset / text_page));
    }
    return text_length;
}

/// The attachments' directory (each from a page boundary, so every one is 8-byte aligned where
/// it is mapped) and page hashes; returns the attached section's length (0, with `error` set, for
/// a key too long).
size_t place_attachments(Layout &layout, const kl_attachment *attachments, size_t count, std::string &error) {
    size_t attached_length = 0;
    for (size_t a = 0; a < count; a++) {
        AttachmentEntry entry{};
        size_t key_length = std::strlen(attachments[a].key);
        if (key_length > KL_ATTACHMENT_KEY_MAX) {
            error = std::string("the attachment name \"") + attachments[a].key + "\" is too long";
            return 0;
        }
        std::memcpy(entry.key, attachments[a].key, key_length);
        entry.offset = attached_length;
        entry.length = attachments[a].length;
        layout.directory.push_back(entry);
        attached_length = round_up(attached_length + attachments[a].length, text_page);
    }
    for (size_t offset = 0; offset < attached_length; offset += text_page) {
        uint8_t page[text_page] = {};
        for (size_t a = 0; a < count; a++) {
            size_t start = size_t(layout.directory[a].offset), length = attachments[a].length;
            if (start <= offset && offset < start + length)
                std::memcpy(page, static_cast<const uint8_t *>(attachments[a].bytes) + (offset - start),
                            std::min(text_page, start + length - offset));
        }
        layout.attached_hashes.push_back(hash_bytes(page, text_page, offset / text_page));
    }
    return attached_length;
}

/// Every section but the text and the attachments, with the hashes of the paged tables.
void put_tables(Layout &layout, const kl_contents &read, const kl_image_extras &extras, const char *origin) {
    for (const auto &[name, strokes] : extras.component_strokes) {
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
    put(layout, source_section, kl_view<char>{extras.source.data(), extras.source.size()});
    put(layout, component_section, kl_view_of(layout.components));
    put(layout, name_section, kl_view<char>{layout.names.data(), layout.names.size()});
    put(layout, origin_section, kl_view<char>{origin, std::strlen(origin)});
    put(layout, attached_hash_section, kl_view_of(layout.attached_hashes));
    layout.word_hashes = page_hashes_of(read.words.data, read.words.size() * sizeof(kl_span));
    layout.sentence_hashes = page_hashes_of(read.sentences.data, read.sentences.size() * sizeof(kl_span));
    layout.word_index_hashes = page_hashes_of(read.word_index.data, read.word_index.size() * sizeof(uint32_t));
    put(layout, word_hash_section, kl_view_of(layout.word_hashes));
    put(layout, sentence_hash_section, kl_view_of(layout.sentence_hashes));
    put(layout, word_index_hash_section, kl_view_of(layout.word_index_hashes));
    put(layout, directory_section, kl_view_of(layout.directory));
}

/// Each section's offset, in the order written (the paged ones on page boundaries), then the checksum.
void place_sections(Layout &layout) {
    Header &header = layout.header;
    size_t offset = sizeof(Header);
    for (Section s : write_order) {
        offset = round_up(offset, is_paged(s) ? text_page : 8);
        header.sections[s].offset = offset;
        offset += header.sections[s].length;
    }
    header.checksum = image_checksum(header, [&](Section s) { return static_cast<const uint8_t *>(layout.data[s]); });
}

/// Zero bytes, a page at most at a time.
bool write_zeros(int descriptor, size_t length) {
    static const char zeros[text_page] = {};
    for (size_t gap; length > 0; length -= gap) {
        gap = std::min(text_page, length);
        if (!write_all(descriptor, zeros, gap)) return false;
    }
    return true;
}

/// The attached section: each attachment at its place, zeros between and after.
bool write_attachments(int descriptor, const Layout &layout, const kl_attachment *attachments, size_t count) {
    size_t in_section = 0;
    for (size_t a = 0; a < count; a++) {
        size_t start = size_t(layout.directory[a].offset);
        if (!write_zeros(descriptor, start - in_section) || !write_all(descriptor, attachments[a].bytes, attachments[a].length))
            return false;
        in_section = start + attachments[a].length;
    }
    return write_zeros(descriptor, size_t(layout.header.sections[attached_section].length) - in_section);
}

/// The header and every section at its place.
bool write_layout(int descriptor, const Layout &layout, const kl_contents &read, const kl_attachment *attachments, size_t count) {
    const Header &header = layout.header;
    bool written = write_all(descriptor, &header, sizeof(Header));
    size_t at = sizeof(Header);
    for (Section s : write_order) {
        if (!written) break;
        size_t place = size_t(header.sections[s].offset), length = size_t(header.sections[s].length);
        written = write_zeros(descriptor, place - at);
        if (s == text_section)
            written = written && write_all(descriptor, read.text, read.length) && write_all(descriptor, layout.padding.data(), layout.padding.size());
        else if (s == attached_section) written = written && write_attachments(descriptor, layout, attachments, count);
        else written = written && write_all(descriptor, layout.data[s], length);
        at = place + length;
    }
    return written;
}

}  // namespace

bool kl_image_write(const kl_contents &read, const kl_image_extras &extras, const char *path, const char *origin,
                    const kl_attachment *attachments, size_t attachment_count, std::string &error) {
    Layout layout;
    start_header(layout, read, extras);
    size_t text_length = hash_text(layout, read);
    size_t attached_length = place_attachments(layout, attachments, attachment_count, error);
    if (!error.empty()) return false;
    put_tables(layout, read, extras, origin);
    layout.data[text_section] = read.text;
    layout.header.sections[text_section].length = text_length;
    layout.header.sections[attached_section].length = attached_length;
    place_sections(layout);

    // A temporary file of its own beside the image (mkstemp: created exclusively, never through a
    // link), renamed over it when whole: a reader sees the old image or the new, and two
    // processes building at once each rename a whole one.
    std::string temporary = std::string(path) + ".XXXXXX";
    int descriptor = mkostemp(temporary.data(), O_CLOEXEC);
    if (descriptor < 0) {
        error = std::string("cannot create a file in its folder: ") + std::strerror(errno);
        return false;
    }
    bool written = write_layout(descriptor, layout, read, attachments, attachment_count);
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
        error = std::strerror(write_error);
        return false;
    }
    return true;
}

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
