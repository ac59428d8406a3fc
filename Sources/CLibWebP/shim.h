// libwebp's decoder and its demuxer (an animation's first frame, the ICCP and EXIF chunks).
#include <webp/decode.h>
#include <webp/demux.h>
