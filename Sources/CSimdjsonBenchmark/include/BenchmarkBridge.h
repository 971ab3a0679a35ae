#ifndef BENCHMARK_BRIDGE_H
#define BENCHMARK_BRIDGE_H

// What kanji-benchmark needs of simdjson besides the loader: the plain-simdjson baseline it
// compares the loader with, and larger files made from a real one.

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Counts from walking a dictionary file.
typedef struct {
    size_t kanji;
    size_t words;
    size_t meanings;
    size_t meaning_bytes;
} kl_benchmark_walk_counts;

/// The baseline: simdjson's DOM parser parses the file, then every kanji, word and meaning is
/// visited. False if the file cannot be read or parsed.
bool kl_benchmark_parse_and_walk(const char *_Nonnull path, kl_benchmark_walk_counts *_Nonnull counts);

/// Writes a copy of the dictionary file at `input` whose "words" array holds its words `times`
/// times over, everything else unchanged. False (and a message in *error, to free()) on failure.
bool kl_benchmark_write_repeated_words(const char *_Nonnull input, const char *_Nonnull output, size_t times, char *_Nullable *_Nonnull error);

#ifdef __cplusplus
}
#endif

#endif
