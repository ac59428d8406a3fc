// Removes unfinished output files when the process is interrupted (SIGINT, SIGTERM, SIGHUP):
// the temporary files AtomicFile writes are registered here, and the signal handler unlinks
// them before the signal takes its default course. Only async-signal-safe calls (unlink,
// sigaction, raise, lock-free atomics) happen in the handler; slots are claimed under a mutex
// outside it.

#include "CImageCodecs.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// 65,536 slots: a run of print pages keeps every page's temporary file until the last page is
// done (then renames them all), so the table must hold more than a handful. Each slot holds a
// pointer to a copy of the path; the table is 512 KiB of zeroed memory, touched only as used.
#define TESSERA_TEMP_SLOTS 65536

static char *_Atomic temp_paths[TESSERA_TEMP_SLOTS];
static pthread_mutex_t temp_lock = PTHREAD_MUTEX_INITIALIZER;
static int temp_next; // where the search for a free slot starts (under temp_lock)
// Set by the handler before it reads any slot: from then on a path taken out of the table is
// not freed, since the handler may be reading it.
static atomic_int temp_cleaning;

int tessera_temp_register(const char *path) {
    size_t length = strlen(path);
    char *copy = malloc(length + 1);
    if (copy == NULL) return -1;
    memcpy(copy, path, length + 1);
    pthread_mutex_lock(&temp_lock);
    int slot = -1;
    for (int k = 0; k < TESSERA_TEMP_SLOTS; k++) {
        int i = (temp_next + k) % TESSERA_TEMP_SLOTS;
        if (atomic_load(&temp_paths[i]) == NULL) { slot = i; break; }
    }
    if (slot >= 0) {
        atomic_store(&temp_paths[slot], copy);
        temp_next = (slot + 1) % TESSERA_TEMP_SLOTS;
    }
    pthread_mutex_unlock(&temp_lock);
    if (slot < 0) free(copy);
    return slot;
}

void tessera_temp_unregister(int slot) {
    if (slot < 0 || slot >= TESSERA_TEMP_SLOTS) return;
    char *path = atomic_exchange(&temp_paths[slot], NULL);
    // The handler sets temp_cleaning before it loads a slot, and this load follows the exchange
    // (both sequentially consistent): either the handler sees NULL, or this sees the flag.
    if (path != NULL && !atomic_load(&temp_cleaning)) free(path);
}

static void cleanup_and_reraise(int signal_number) {
    atomic_store(&temp_cleaning, 1);
    for (int i = 0; i < TESSERA_TEMP_SLOTS; i++) {
        char *path = atomic_load(&temp_paths[i]);
        if (path != NULL) unlink(path);
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(signal_number, &action, NULL);
    raise(signal_number);
}

static void install(void) {
    int signals[] = {SIGINT, SIGTERM, SIGHUP};
    // A parent may hand down these signals blocked (test runners do): unblock them, so that an
    // interruption is acted on. Threads started later inherit the mask.
    sigset_t unblock;
    sigemptyset(&unblock);
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) sigaddset(&unblock, signals[i]);
    pthread_sigmask(SIG_UNBLOCK, &unblock, NULL);
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct sigaction current;
        // Leave a signal the caller chose to ignore ignored.
        if (sigaction(signals[i], NULL, &current) == 0 && current.sa_handler == SIG_IGN) continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = cleanup_and_reraise;
        sigemptyset(&action.sa_mask);
        sigaction(signals[i], &action, NULL);
    }
}

void tessera_install_interrupt_cleanup(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, install);
}
