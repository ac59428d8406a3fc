#ifndef TESSERA_FILE_INPUT_H
#define TESSERA_FILE_INPUT_H

// Internal to CImageCodecs: how the decoders read a file in chunks.

#include <stdio.h>

/// A stream of its own over `descriptor` (a duplicate, so closing it leaves the caller's open),
/// positioned at the start of the file: the descriptor may have been read with pread only.
/// NULL when it cannot be made.
FILE *tessera_open_input(int descriptor);

#endif
