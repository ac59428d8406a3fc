// libwebp behind status codes: a still picture decoded (scaled by libwebp when asked) straight
// into the caller's premultiplied RGBA rows, an animation's first frame through the demuxer.
// libwebp never longjmps or prints; its VP8StatusCode becomes a tessera_status and a message.

#include "CImageCodecs.h"
#include "diagnostics.h"
#include <stdio.h>
#include <string.h>
#include <webp/decode.h>
#include <webp/demux.h>

static tessera_status fail(tessera_diagnostics *diagnostics, VP8StatusCode code) {
    const char *text;
    tessera_status status = TESSERA_STATUS_ERROR;
    switch (code) {
    case VP8_STATUS_OUT_OF_MEMORY: text = "out of memory"; status = TESSERA_STATUS_NO_MEMORY; break;
    case VP8_STATUS_INVALID_PARAM: text = "invalid parameter"; break;
    case VP8_STATUS_BITSTREAM_ERROR: text = "the bitstream is corrupt"; break;
    case VP8_STATUS_UNSUPPORTED_FEATURE: text = "a feature libwebp does not support"; status = TESSERA_STATUS_UNSUPPORTED; break;
    case VP8_STATUS_SUSPENDED: text = "decoding was suspended"; break;
    case VP8_STATUS_USER_ABORT: text = "decoding was aborted"; break;
    case VP8_STATUS_NOT_ENOUGH_DATA: text = "the file ends inside the image data"; status = TESSERA_STATUS_TRUNCATED; break;
    default: text = "libwebp failed"; break;
    }
    tessera_diagnostics_set_message(diagnostics, text);
    return status;
}

/// Decodes one bitstream (a still file, or a frame's fragment) into `pixels`.
static tessera_status decode_into(const uint8_t *data, size_t size, int out_width, int out_height, int scale,
                                  uint8_t *pixels, size_t stride, size_t capacity, tessera_diagnostics *diagnostics) {
    WebPDecoderConfig config;
    if (!WebPInitDecoderConfig(&config)) {
        tessera_diagnostics_set_message(diagnostics, "libwebp's version does not match its header");
        return TESSERA_STATUS_ERROR;
    }
    VP8StatusCode code = WebPGetFeatures(data, size, &config.input);
    if (code != VP8_STATUS_OK) return fail(diagnostics, code);
    if (scale && (config.input.width != out_width || config.input.height != out_height)) {
        // Only when smaller: libwebp's rescaler skips the fancy chroma upsampling of a plain decode.
        config.options.use_scaling = 1;
        config.options.scaled_width = out_width;
        config.options.scaled_height = out_height;
    } else if (!scale && (config.input.width != out_width || config.input.height != out_height)) {
        tessera_diagnostics_set_message(diagnostics, "the frame's size differs from its header's");
        return TESSERA_STATUS_ERROR;
    }
    config.output.colorspace = MODE_rgbA;   // premultiplied, as PixelBuffer holds it
    config.output.is_external_memory = 1;
    config.output.u.RGBA.rgba = pixels;
    config.output.u.RGBA.stride = (int)stride;
    config.output.u.RGBA.size = capacity;
    code = WebPDecode(data, size, &config);
    WebPFreeDecBuffer(&config.output);
    return code == VP8_STATUS_OK ? TESSERA_STATUS_OK : fail(diagnostics, code);
}

tessera_status tessera_webp_decode(const uint8_t *data, size_t size, int out_width, int out_height,
                                   uint8_t *pixels, size_t stride, tessera_diagnostics *diagnostics) {
    tessera_diagnostics_reset(diagnostics);
    if (out_width <= 0 || out_height <= 0 || stride < (size_t)out_width * 4) {
        tessera_diagnostics_set_message(diagnostics, "bad output size");
        return TESSERA_STATUS_ERROR;
    }
    WebPData whole = {data, size};
    WebPDemuxer *demux = WebPDemux(&whole);
    if (demux == NULL) {
        // A file the demuxer refuses (cut short, say) still gets libwebp's own verdict, but
        // for an animation, which the still decoder only calls "a feature libwebp does not
        // support": the demuxer refuses one whose structure is invalid, and says no more.
        WebPBitstreamFeatures features;
        if (WebPGetFeatures(data, size, &features) == VP8_STATUS_OK && features.has_animation) {
            tessera_diagnostics_set_message(diagnostics, "libwebp's demuxer refuses the animation's structure "
                                                         "(a frame outside the canvas, or an ANMF chunk cut short or without image data)");
            return TESSERA_STATUS_DAMAGED;
        }
        return decode_into(data, size, out_width, out_height, 1, pixels, stride, stride * (size_t)out_height, diagnostics);
    }
    uint32_t flags = WebPDemuxGetI(demux, WEBP_FF_FORMAT_FLAGS);
    tessera_status status;
    if ((flags & ANIMATION_FLAG) == 0) {
        WebPDemuxDelete(demux);
        return decode_into(data, size, out_width, out_height, 1, pixels, stride, stride * (size_t)out_height, diagnostics);
    }
    // An animation: its first frame, at full size, at its place on the (transparent) canvas.
    int canvas_width = (int)WebPDemuxGetI(demux, WEBP_FF_CANVAS_WIDTH);
    int canvas_height = (int)WebPDemuxGetI(demux, WEBP_FF_CANVAS_HEIGHT);
    WebPIterator frame;
    if (canvas_width != out_width || canvas_height != out_height) {
        tessera_diagnostics_set_message(diagnostics, "an animation is decoded at its canvas size");
        status = TESSERA_STATUS_ERROR;
    } else if (!WebPDemuxGetFrame(demux, 1, &frame)) {
        tessera_diagnostics_set_message(diagnostics, "the animation has no frame");
        status = TESSERA_STATUS_ERROR;
    } else {
        if (frame.x_offset < 0 || frame.y_offset < 0 || frame.width <= 0 || frame.height <= 0 ||
            frame.x_offset + frame.width > canvas_width || frame.y_offset + frame.height > canvas_height) {
            tessera_diagnostics_set_message(diagnostics, "the first frame lies outside the canvas");
            status = TESSERA_STATUS_ERROR;
        } else {
            uint8_t *origin = pixels + (size_t)frame.y_offset * stride + (size_t)frame.x_offset * 4;
            size_t capacity = stride * (size_t)(frame.height - 1) + (size_t)frame.width * 4;
            status = decode_into(frame.fragment.bytes, frame.fragment.size, frame.width, frame.height, 0,
                                 origin, stride, capacity, diagnostics);
        }
        WebPDemuxReleaseIterator(&frame);
    }
    WebPDemuxDelete(demux);
    return status;
}
