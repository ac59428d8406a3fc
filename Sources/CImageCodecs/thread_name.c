// Names the calling thread as the system shows it (top -H, perf, /proc/PID/task/TID/comm).

#define _GNU_SOURCE
#include "CImageCodecs.h"
#include <pthread.h>
#include <string.h>

void tessera_name_current_thread(const char *name) {
    char truncated[16];
    strncpy(truncated, name, sizeof truncated - 1);
    truncated[sizeof truncated - 1] = '\0';
    pthread_setname_np(pthread_self(), truncated);
}
