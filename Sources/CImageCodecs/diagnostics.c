#include "diagnostics.h"
#include <stdlib.h>
#include <string.h>

static void copy_text(char *destination, const char *text) {
    if (text == NULL) {
        text = "";
    }
    strncpy(destination, text, TESSERA_MESSAGE_LENGTH - 1);
    destination[TESSERA_MESSAGE_LENGTH - 1] = '\0';
}

void tessera_diagnostics_reset(tessera_diagnostics *diagnostics) {
    memset(diagnostics, 0, sizeof(*diagnostics));
}

void tessera_diagnostics_set_message(tessera_diagnostics *diagnostics, const char *text) {
    copy_text(diagnostics->message, text);
}

void tessera_diagnostics_add_warning(tessera_diagnostics *diagnostics, const char *text) {
    diagnostics->warning_total += 1;
    int count = diagnostics->warning_count;
    if (count >= TESSERA_MAX_WARNINGS) {
        return;
    }
    char candidate[TESSERA_MESSAGE_LENGTH];
    copy_text(candidate, text);
    if (count > 0 && strcmp(diagnostics->warnings[count - 1], candidate) == 0) {
        return;
    }
    memcpy(diagnostics->warnings[count], candidate, TESSERA_MESSAGE_LENGTH);
    diagnostics->warning_count = count + 1;
}

const char *tessera_diagnostics_message(const tessera_diagnostics *diagnostics) {
    return diagnostics->message;
}

int tessera_diagnostics_warning_total(const tessera_diagnostics *diagnostics) {
    return diagnostics->warning_total;
}

int tessera_diagnostics_warning_count(const tessera_diagnostics *diagnostics) {
    return diagnostics->warning_count;
}

const char *tessera_diagnostics_warning(const tessera_diagnostics *diagnostics, int index) {
    if (index < 0 || index >= diagnostics->warning_count) {
        return "";
    }
    return diagnostics->warnings[index];
}

tessera_diagnostics *tessera_diagnostics_create(void) {
    return calloc(1, sizeof(tessera_diagnostics));
}

void tessera_diagnostics_destroy(tessera_diagnostics *diagnostics) {
    free(diagnostics);
}
