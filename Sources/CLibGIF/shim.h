// giflib's decoding interface (the low-level record reader: DGifOpen, DGifGetRecordType,
// DGifGetImageDesc, DGifGetLine), called only by CImageCodecs' gif_decode.c.
#include <gif_lib.h>
