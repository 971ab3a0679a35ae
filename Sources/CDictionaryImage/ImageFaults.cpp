// Surviving an image cut short under a process that has it mapped (`truncate -s 4096 IMAGE` while
// the browser runs): the next read of a page past the new end is a SIGBUS. A fault inside a
// mapped image is answered by mapping zero pages over the whole image and marking it damaged, so
// the read goes on over zeros (which no check believes and every reader stops at), the command
// falls back to scanning, and the image is removed at exit and rebuilt at the next start.

#include "DictionaryImage.h"

#include <signal.h>
#include <sys/mman.h>

#include <atomic>

namespace {

/// The mapped images, in slots a signal handler can read without a lock: a slot's `start` is set
/// last when taken and cleared first when given back.
struct GuardedImage {
    std::atomic<uintptr_t> start{0};
    std::atomic<size_t> length{0};
    std::atomic<kl_image_mapping *> image{nullptr};
};

constexpr size_t guarded_slots = 64;
GuardedImage guarded[guarded_slots];

}  // namespace

void kl_image_guard(const kl_image_mapping &image) {
    for (GuardedImage &slot : guarded) {
        uintptr_t expected = 0;
        // A slot is taken by writing a placeholder (1) first, then its values, then its start.
        if (!slot.start.compare_exchange_strong(expected, 1)) continue;
        slot.length.store(image.length);
        slot.image.store(const_cast<kl_image_mapping *>(&image));
        slot.start.store(reinterpret_cast<uintptr_t>(image.address));
        return;
    }
}

void kl_image_unguard(const kl_image_mapping &image) {
    for (GuardedImage &slot : guarded) {
        uintptr_t expected = reinterpret_cast<uintptr_t>(image.address);
        if (expected != 0 && slot.start.compare_exchange_strong(expected, 1)) {
            slot.image.store(nullptr);
            slot.length.store(0);
            slot.start.store(0);
            return;
        }
    }
}

extern "C" bool kl_image_handle_fault(int signal, siginfo_t *info) {
    if (signal != SIGBUS || info == nullptr || info->si_code <= 0) return false;
    uintptr_t address = reinterpret_cast<uintptr_t>(info->si_addr);
    for (GuardedImage &slot : guarded) {
        uintptr_t start = slot.start.load();
        size_t length = slot.length.load();
        if (start <= 1 || address < start || address - start >= length) continue;
        // mmap is a system call, safe in a handler; MAP_FIXED replaces the file's pages in place.
        void *zeros = mmap(reinterpret_cast<void *>(start), length, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        if (zeros == MAP_FAILED) return false;
        if (kl_image_mapping *image = slot.image.load()) {
            image->faulted.store(true);
            image->damaged.store(true);
        }
        return true;
    }
    return false;
}
