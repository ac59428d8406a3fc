// The threads Tessera starts: made with a chosen stack, named for the system's tools (top -H,
// perf, /proc/PID/task/TID/comm), and joined, so that once a pool is shut down none of its
// threads is left running.

#define _GNU_SOURCE
#include "CImageCodecs.h"
#include <pthread.h>
#include <string.h>

void tessera_name_current_thread(const char *name) {
    char truncated[16];
    strncpy(truncated, name, sizeof truncated - 1);
    truncated[sizeof truncated - 1] = '\0';
#if defined(__APPLE__)
    pthread_setname_np(truncated);
#else
    pthread_setname_np(pthread_self(), truncated);
#endif
}

int tessera_thread_start(void *(*body)(void *), void *context, size_t stack_bytes, const char *name, tessera_thread *thread) {
    pthread_attr_t attributes;
    int status = pthread_attr_init(&attributes);
    if (status != 0) return status;
    status = pthread_attr_setstacksize(&attributes, stack_bytes);
    if (status == 0) status = pthread_create(&thread->handle, &attributes, body, context);
    pthread_attr_destroy(&attributes);
#if !defined(__APPLE__)
    // Named before this returns (on Darwin a thread can only name itself: `body` does it).
    if (status == 0) {
        char truncated[16];
        strncpy(truncated, name, sizeof truncated - 1);
        truncated[sizeof truncated - 1] = '\0';
        pthread_setname_np(thread->handle, truncated);
    }
#endif
    return status;
}

int tessera_thread_join(tessera_thread thread) {
    return pthread_join(thread.handle, NULL);
}

int tessera_thread_detach(tessera_thread thread) {
    return pthread_detach(thread.handle);
}
