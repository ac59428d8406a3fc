#ifndef TESSERA_DIAGNOSTICS_H
#define TESSERA_DIAGNOSTICS_H

// Internal to CImageCodecs: the storage behind the opaque tessera_diagnostics.

#include "CImageCodecs.h"

#define TESSERA_MESSAGE_LENGTH 256
#define TESSERA_MAX_WARNINGS 8

struct tessera_diagnostics {
    char message[TESSERA_MESSAGE_LENGTH];
    char warnings[TESSERA_MAX_WARNINGS][TESSERA_MESSAGE_LENGTH];
    int warning_count;
    int warning_total;
};

/// Empties the message and the warnings.
void tessera_diagnostics_reset(tessera_diagnostics *diagnostics);

/// Records the fatal error's text (truncated to fit; NULL counts as "").
void tessera_diagnostics_set_message(tessera_diagnostics *diagnostics, const char *text);

/// Counts a warning and keeps its text, unless 8 are kept or it repeats the previous one.
void tessera_diagnostics_add_warning(tessera_diagnostics *diagnostics, const char *text);

#endif
