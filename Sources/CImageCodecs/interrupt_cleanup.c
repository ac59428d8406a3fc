// Removes unfinished output files when a signal ends the process (SIGINT, SIGTERM, SIGHUP, and
// every other signal whose default action ends it and that can be caught: SIGQUIT, SIGPIPE,
// SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSYS,
// SIGTRAP, SIGSTKFLT, the real-time signals, and the crash signals SIGABRT, SIGSEGV, SIGBUS,
// SIGFPE, SIGILL): the temporary files AtomicFile writes are registered here, and the signal
// handler unlinks them before the signal takes its default course, or before the handler that was
// there first runs (Swift's backtracer for SIGQUIT and the crash signals). Only async-signal-safe
// calls (unlink, sigaction, raise, lock-free atomics) happen in the handler; slots are claimed
// under a mutex outside it.

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

/// What each signal did before: a handler someone installed first (Swift's backtracer takes
/// SIGQUIT and the crash signals, a sanitizer takes the crash signals) runs after the cleanup.
static struct sigaction previous_actions[NSIG];

static void cleanup_and_chain(int signal_number, siginfo_t *info, void *context) {
    atomic_store(&temp_cleaning, 1);
    for (int i = 0; i < TESSERA_TEMP_SLOTS; i++) {
        char *path = atomic_load(&temp_paths[i]);
        if (path != NULL) unlink(path);
    }
    const struct sigaction *previous = &previous_actions[signal_number];
    if ((previous->sa_flags & SA_SIGINFO) != 0 && previous->sa_sigaction != NULL) {
        previous->sa_sigaction(signal_number, info, context);
        return;
    }
    if ((previous->sa_flags & SA_SIGINFO) == 0 && previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN) {
        previous->sa_handler(signal_number);
        return;
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(signal_number, &action, NULL);
    raise(signal_number);
}

/// Signals whose default action ends the process, apart from the real-time ones. SIGKILL and
/// SIGSTOP cannot be caught; SIGCHLD, SIGCONT, SIGURG, SIGWINCH, SIGTSTP, SIGTTIN and SIGTTOU do
/// not end it.
static const int terminating_signals[] = {
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU, SIGXFSZ,
    SIGVTALRM, SIGPROF, SIGIO, SIGSYS, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL,
#ifdef SIGPWR
    SIGPWR,
#endif
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
};

/// Signals handed down blocked that are unblocked: those sent to end a process (by a user, a
/// supervisor, a timer, a resource limit). A parent's blocked mask is inherited by accident more
/// often than by design (libdispatch's worker threads block them all, and so do the children
/// they start), and a signal left blocked would neither end the run nor let it clean up.
static const int unblocked_signals[] = {
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF,
};

static void catch_signal(int signal_number) {
    struct sigaction current;
    // Leave alone a signal the caller ignores; one that already has a handler gets ours first.
    if (signal_number <= 0 || signal_number >= NSIG || sigaction(signal_number, NULL, &current) != 0 ||
        ((current.sa_flags & SA_SIGINFO) == 0 && current.sa_handler == SIG_IGN)) {
        return;
    }
    previous_actions[signal_number] = current;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = cleanup_and_chain;
    // As the handler before: on its alternate stack (a stack overflow), with its mask.
    action.sa_flags = SA_SIGINFO | (current.sa_flags & (SA_ONSTACK | SA_RESTART | SA_NODEFER));
    action.sa_mask = current.sa_mask;
    sigaction(signal_number, &action, NULL);
}

static void install(void) {
    // A parent may hand down these signals blocked (test runners do): unblock them, so that an
    // interruption is acted on. Threads started later inherit the mask.
    sigset_t unblock;
    sigemptyset(&unblock);
    for (size_t i = 0; i < sizeof unblocked_signals / sizeof unblocked_signals[0]; i++) sigaddset(&unblock, unblocked_signals[i]);
    pthread_sigmask(SIG_UNBLOCK, &unblock, NULL);
    for (size_t i = 0; i < sizeof terminating_signals / sizeof terminating_signals[0]; i++) {
        catch_signal(terminating_signals[i]);
    }
#if defined(SIGRTMIN) && defined(SIGRTMAX)
    for (int signal_number = SIGRTMIN; signal_number <= SIGRTMAX; signal_number++) catch_signal(signal_number);
#endif
}

void tessera_install_interrupt_cleanup(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, install);
}
