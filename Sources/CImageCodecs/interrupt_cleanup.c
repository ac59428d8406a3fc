// Removes unfinished output files when the process is interrupted (SIGINT, SIGTERM, SIGHUP):
// the temporary files AtomicFile writes are registered here, and the signal handler unlinks
// them before the signal takes its default course. Only async-signal-safe calls (unlink,
// sigaction, raise) happen in the handler; slots are claimed under a mutex outside it.

#include "CImageCodecs.h"

#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#define TESSERA_TEMP_SLOTS 64
#define TESSERA_TEMP_PATH_MAX 4096

static char temp_paths[TESSERA_TEMP_SLOTS][TESSERA_TEMP_PATH_MAX];
static volatile sig_atomic_t temp_used[TESSERA_TEMP_SLOTS];
static pthread_mutex_t temp_lock = PTHREAD_MUTEX_INITIALIZER;

int tessera_temp_register(const char *path) {
    size_t length = strlen(path);
    if (length >= TESSERA_TEMP_PATH_MAX) return -1;
    pthread_mutex_lock(&temp_lock);
    int slot = -1;
    for (int i = 0; i < TESSERA_TEMP_SLOTS; i++) {
        if (!temp_used[i]) { slot = i; break; }
    }
    if (slot >= 0) {
        memcpy(temp_paths[slot], path, length + 1);
        temp_used[slot] = 1;
    }
    pthread_mutex_unlock(&temp_lock);
    return slot;
}

void tessera_temp_unregister(int slot) {
    if (slot < 0 || slot >= TESSERA_TEMP_SLOTS) return;
    pthread_mutex_lock(&temp_lock);
    temp_used[slot] = 0;
    pthread_mutex_unlock(&temp_lock);
}

static void cleanup_and_reraise(int signal_number) {
    for (int i = 0; i < TESSERA_TEMP_SLOTS; i++) {
        if (temp_used[i]) unlink(temp_paths[i]);
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
