/// The frame size an AV1 sequence header OBU (AV1 specification §5.5) allows its frames:
/// `max_frame_width_minus_1 + 1` × `max_frame_height_minus_1 + 1`. A frame may be smaller but
/// never larger, so it bounds what the decoder allocates for an `av01` item, whatever the
/// item's `ispe` says (issue 36).
enum AV1SequenceHeader {
    /// OBU types (AV1 §6.2.2) the probe tells apart.
    static let sequenceHeaderType = 1, frameHeaderType = 3, frameType = 6

    /// The largest frame the sequence header `payload` (the OBU's data, after its header and
    /// size) allows; nil when it is cut short.
    static func maxFrameSize(_ payload: [UInt8]) -> PixelSize? {
        var reader = BitReader(payload)
        guard reader.skip(4), let reduced = reader.flag() else { return nil }   // seq_profile, still_picture
        if reduced {
            guard reader.skip(5) else { return nil }   // seq_level_idx[0]
        } else {
            guard let timing = reader.flag() else { return nil }
            var decoderModel = false, bufferDelayBits = 0
            if timing {
                // timing_info(): two 32-bit fields, equal_picture_interval, and then uvlc().
                guard reader.skip(64), let equal = reader.flag() else { return nil }
                if equal, reader.uvlc() == nil { return nil }
                guard let present = reader.flag() else { return nil }
                decoderModel = present
                if decoderModel {
                    // decoder_model_info(): buffer_delay_length_minus_1, then 32 + 5 + 5 bits.
                    guard let delay = reader.bits(5), reader.skip(42) else { return nil }
                    bufferDelayBits = delay + 1
                }
            }
            guard let initialDelay = reader.flag(), let points = reader.bits(5) else { return nil }
            for _ in 0...points {
                guard reader.skip(12), let level = reader.bits(5) else { return nil }   // operating_point_idc
                if level > 7, !reader.skip(1) { return nil }   // seq_tier
                if decoderModel {
                    guard let present = reader.flag() else { return nil }
                    if present, !reader.skip(2 * bufferDelayBits + 1) { return nil }
                }
                if initialDelay {
                    guard let present = reader.flag() else { return nil }
                    if present, !reader.skip(4) { return nil }
                }
            }
        }
        guard let widthBits = reader.bits(4), let heightBits = reader.bits(4),
              let width = reader.bits(widthBits + 1), let height = reader.bits(heightBits + 1) else { return nil }
        return PixelSize(width: width + 1, height: height + 1)
    }
}

extension BitReader {
    /// AV1's `uvlc()` (§4.10.3): a run of 32 or more zeros is 2³² − 1, read no further.
    mutating func uvlc() -> Int? {
        var zeros = 0
        while true {
            guard let bit = bits(1) else { return nil }
            if bit == 1 { break }
            zeros += 1
        }
        if zeros >= 32 { return (1 << 32) - 1 }
        guard let rest = bits(zeros) else { return nil }
        return (1 << zeros) - 1 + rest
    }
}
