#include "file_input.h"

#include <unistd.h>

FILE *tessera_open_input(int descriptor) {
    int copy = dup(descriptor);
    if (copy < 0) return NULL;
    FILE *file = fdopen(copy, "rb");
    if (file == NULL) {
        close(copy);
        return NULL;
    }
    if (fseek(file, 0, SEEK_SET) != 0) {
        fclose(file);
        return NULL;
    }
    return file;
}
