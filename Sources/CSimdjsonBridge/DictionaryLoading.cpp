// The C entry points: reading the file into a padded buffer (inflating it when it is gzip, as the
// bundled dictionary is), scanning it, and the accessors.

#include "Dictionary.hpp"

#include <simdjson.h>
#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

char *copy_message(const std::string &message) {
    char *copy = static_cast<char *>(std::malloc(message.size() + 1));
    if (copy) std::memcpy(copy, message.c_str(), message.size() + 1);
    return copy;
}

std::string read_failure(int error) {
    switch (error) {
    case ENOENT: return "not found";
    case EACCES: return "not readable: permission denied";
    case EISDIR: return "is a directory, not a dictionary file";
    default: return std::string("not readable: ") + std::strerror(error);
    }
}

/// Why a path that is not a regular file is refused.
std::string not_regular(mode_t mode) {
    if (S_ISDIR(mode)) return read_failure(EISDIR);
    if (S_ISFIFO(mode)) return "is a FIFO, not a regular file";
    if (S_ISSOCK(mode)) return "is a socket, not a regular file";
    if (S_ISCHR(mode)) return "is a character device, not a regular file";
    if (S_ISBLK(mode)) return "is a block device, not a regular file";
    return "is not a regular file";
}

/// Regular files only (after symlinks), and no larger than the scanner's offsets reach: checked
/// from the file's metadata, before anything is opened or read, so a FIFO cannot block the open
/// and a huge sparse file is refused without reading it.
bool check_file(const struct stat &status, std::string &error) {
    if (!S_ISREG(status.st_mode)) { error = not_regular(status.st_mode); return false; }
    if (uint64_t(status.st_size) >= kl_unescaped_flag) { error = "too large (2 GiB at most)"; return false; }
    return true;
}

/// gzip's magic bytes: no JSON document starts with them.
bool is_gzip(const uint8_t *bytes, size_t length) { return length >= 2 && bytes[0] == 0x1f && bytes[1] == 0x8b; }

/// Replaces `bytes` (a gzip file of `length` bytes) by what it inflates to, with simdjson's padding
/// after it. The buffer starts at the size the gzip trailer gives (the size modulo 4 GiB: only a
/// hint) and doubles as needed, up to the 2 GiB the scanner's offsets reach. Concatenated gzip
/// members are read one after another, as gunzip does.
bool inflate_gzip(std::unique_ptr<uint8_t[]> &bytes, size_t &length, std::string &error) {
    constexpr size_t most = kl_unescaped_flag - 1;
    size_t hint = length >= 18 ? size_t(bytes[length - 4]) | size_t(bytes[length - 3]) << 8 |
                                     size_t(bytes[length - 2]) << 16 | size_t(bytes[length - 1]) << 24 : 0;
    size_t capacity = std::clamp<size_t>(hint, 4096, most);
    std::unique_ptr<uint8_t[]> output(new (std::nothrow) uint8_t[capacity + simdjson::SIMDJSON_PADDING]);
    z_stream stream{};
    if (!output || inflateInit2(&stream, 16 + MAX_WBITS) != Z_OK) { error = "too large to load"; return false; }
    size_t produced = 0, consumed = 0;
    int status = Z_OK;
    while (true) {
        if (produced == capacity) {
            if (capacity == most) { status = Z_MEM_ERROR; break; }
            size_t grown = std::min(capacity * 2, most);
            std::unique_ptr<uint8_t[]> larger(new (std::nothrow) uint8_t[grown + simdjson::SIMDJSON_PADDING]);
            if (!larger) { status = Z_MEM_ERROR; break; }
            std::memcpy(larger.get(), output.get(), produced);
            output = std::move(larger);
            capacity = grown;
        }
        stream.next_in = bytes.get() + consumed;
        stream.avail_in = uInt(std::min<size_t>(length - consumed, UINT32_MAX));
        stream.next_out = output.get() + produced;
        stream.avail_out = uInt(std::min<size_t>(capacity - produced, UINT32_MAX));
        uInt offered_in = stream.avail_in, offered_out = stream.avail_out;
        status = inflate(&stream, Z_NO_FLUSH);
        consumed += offered_in - stream.avail_in;
        produced += offered_out - stream.avail_out;
        if (status == Z_STREAM_END && consumed < length) { status = inflateReset(&stream); continue; }
        if (status == Z_STREAM_END || (status != Z_OK && status != Z_BUF_ERROR)) break;
        if (consumed == length && produced < capacity) { status = Z_BUF_ERROR; break; }  // input ran out mid-stream
    }
    std::string reason = stream.msg ? stream.msg : "";
    inflateEnd(&stream);
    if (status == Z_STREAM_END) {
        bytes = std::move(output);
        length = produced;
        return true;
    }
    if (status == Z_MEM_ERROR) error = capacity == most ? "gzip: inflates to more than 2 GiB" : "too large to load";
    else if (status == Z_BUF_ERROR) error = "gzip: ends before its compressed data does (truncated?)";
    else error = "gzip: damaged at byte " + std::to_string(consumed) + (reason.empty() ? "" : " (" + reason + ")");
    return false;
}

/// Reads the whole file into a buffer with simdjson's padding after it; on failure returns the message.
bool read_file(const char *path, kl_dictionary &dictionary, std::string &error) {
    struct stat status;
    if (stat(path, &status) != 0) { error = read_failure(errno); return false; }
    if (!check_file(status, error)) return false;
    // O_NONBLOCK: should the path become a FIFO after the check, open still returns at once.
    int descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (descriptor < 0) { error = read_failure(errno); return false; }
    if (fstat(descriptor, &status) != 0) { error = read_failure(errno); close(descriptor); return false; }
    if (!check_file(status, error)) { close(descriptor); return false; }
    size_t capacity = status.st_size > 0 ? size_t(status.st_size) : 0;
    std::unique_ptr<uint8_t[]> bytes(new (std::nothrow) uint8_t[capacity + simdjson::SIMDJSON_PADDING]);
    if (!bytes) { error = "too large to load"; close(descriptor); return false; }
    size_t length = 0;
    while (length < capacity) {
        ssize_t count = read(descriptor, bytes.get() + length, capacity - length);
        if (count < 0 && errno == EINTR) continue;
        if (count < 0) { error = read_failure(errno); close(descriptor); return false; }
        if (count == 0) break;
        length += size_t(count);
    }
    close(descriptor);
    if (is_gzip(bytes.get(), length) && !inflate_gzip(bytes, length, error)) return false;
    std::memset(bytes.get() + length, 0, simdjson::SIMDJSON_PADDING);
    // The identity of what was read, from the open descriptor: an image made from these bytes
    // then names this file even if the path was replaced meanwhile.
    dictionary.identity = kl_identity_of(status);
    dictionary.has_identity = true;
    dictionary.bytes = std::move(bytes);
    dictionary.length = length;
    return true;
}

kl_dictionary *finish(std::unique_ptr<kl_dictionary> dictionary, char **error) {
    std::string message;
    if (!kl_scan(*dictionary, message)) { *error = copy_message(message); return nullptr; }
    kl_build_word_index(*dictionary);
    kl_publish(*dictionary);
    return dictionary.release();
}

}  // namespace

extern "C" kl_dictionary *kl_dictionary_load_file(const char *path, char **error) {
    *error = nullptr;
    auto dictionary = std::make_unique<kl_dictionary>();
    std::string message;
    if (!read_file(path, *dictionary, message)) { *error = copy_message(message); return nullptr; }
    return finish(std::move(dictionary), error);
}

extern "C" kl_dictionary *kl_dictionary_load_bytes(const void *bytes, size_t length, char **error) {
    *error = nullptr;
    auto dictionary = std::make_unique<kl_dictionary>();
    dictionary->bytes.reset(new uint8_t[length + simdjson::SIMDJSON_PADDING]());
    if (length > 0) std::memcpy(dictionary->bytes.get(), bytes, length);
    dictionary->length = length;
    return finish(std::move(dictionary), error);
}

extern "C" void kl_dictionary_free(kl_dictionary *dictionary) { delete dictionary; }

extern "C" kl_string kl_dictionary_source(const kl_dictionary *dictionary) {
    if (!dictionary->has_source) return {nullptr, 0};
    return {dictionary->source.data(), dictionary->source.size()};
}

extern "C" size_t kl_dictionary_component_stroke_count(const kl_dictionary *dictionary) {
    return dictionary->component_strokes.size();
}

extern "C" kl_string kl_dictionary_component(const kl_dictionary *dictionary, size_t index, int64_t *strokes) {
    const auto &[component, count] = dictionary->component_strokes[index];
    *strokes = count;
    return {component.data(), component.size()};
}

extern "C" size_t kl_dictionary_kanji_count(const kl_dictionary *dictionary) { return dictionary->read.kanji.size(); }

extern "C" size_t kl_dictionary_word_count(const kl_dictionary *dictionary) { return dictionary->read.words.size(); }

extern "C" size_t kl_dictionary_sentence_count(const kl_dictionary *dictionary) { return dictionary->read.sentences.size(); }

extern "C" uint32_t kl_dictionary_kanji_scalar(const kl_dictionary *dictionary, size_t index) {
    return dictionary->read.kanji_scalars[index];
}

extern "C" int64_t kl_dictionary_kanji_index(const kl_dictionary *dictionary, uint32_t scalar) {
    return kl_contents_lookup(dictionary->read, scalar);
}

extern "C" const uint32_t *kl_dictionary_words_containing(const kl_dictionary *dictionary, size_t kanji_index, size_t *count) {
    const uint32_t *words;
    kl_checked_words_of(*dictionary, kanji_index, words, *count);
    return words;
}
