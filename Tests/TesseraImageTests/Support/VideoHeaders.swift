/// Hand-built headers of the coded streams HEIF carries, written from the syntax tables of
/// ITU-T H.265 (an HEVC sequence parameter set, a slice's first byte) and of the AV1
/// specification (a sequence header OBU, OBU framing), with a bit writer of our own.
enum VideoHeaders {
    /// Writes bits most significant first.
    struct BitWriter {
        private(set) var bytes: [UInt8] = []
        private var used = 8

        mutating func bits(_ value: Int, _ count: Int) {
            for shift in stride(from: count - 1, through: 0, by: -1) {
                if used == 8 {
                    bytes.append(0)
                    used = 0
                }
                if value >> shift & 1 == 1 { bytes[bytes.count - 1] |= 0x80 >> UInt8(used) }
                used += 1
            }
        }

        /// Exp-Golomb: `ue(v)`.
        mutating func expGolomb(_ value: Int) {
            let coded = value + 1
            let length = Int.bitWidth - coded.leadingZeroBitCount
            bits(0, length - 1)
            bits(coded, length)
        }

        /// The RBSP trailing bits: a one, then zeros to the byte's end.
        mutating func trailing() {
            bits(1, 1)
            if used < 8 { bits(0, 8 - used) }
        }
    }

    /// An HEVC SPS NAL unit (type 33) for `width` × `height` luma samples at 4:2:0, cropped by
    /// a conformance window of `crop` chroma samples (left, right, top, bottom) when given;
    /// `subLayers` − 1 sub-layers, each with profile and level, exercise the longer PTL.
    static func sps(width: Int, height: Int, crop: (Int, Int, Int, Int)? = nil, subLayers: Int = 1) -> [UInt8] {
        var writer = BitWriter()
        writer.bits(0, 4)                 // sps_video_parameter_set_id
        writer.bits(subLayers - 1, 3)     // sps_max_sub_layers_minus1
        writer.bits(1, 1)                 // sps_temporal_id_nesting_flag
        writer.bits(0, 3)                 // general_profile_space, general_tier_flag
        writer.bits(1, 5)                 // general_profile_idc: Main
        writer.bits(0x6000_0000, 32)      // general_profile_compatibility_flags 1, 2
        writer.bits(0b1001, 4)            // progressive, interlaced, non-packed, frame-only
        writer.bits(0, 43)
        writer.bits(0, 1)
        writer.bits(93, 8)                // general_level_idc: 3.1
        for _ in 0..<(subLayers - 1) { writer.bits(0b11, 2) }   // profile and level present
        if subLayers > 1 { writer.bits(0, 2 * (8 - (subLayers - 1))) }
        for _ in 0..<(subLayers - 1) {
            writer.bits(0, 32); writer.bits(0, 32); writer.bits(0, 24)   // 88 bits of profile
            writer.bits(93, 8)
        }
        writer.expGolomb(0)               // sps_seq_parameter_set_id
        writer.expGolomb(1)               // chroma_format_idc: 4:2:0
        writer.expGolomb(width)
        writer.expGolomb(height)
        if let crop {
            writer.bits(1, 1)
            for offset in [crop.0, crop.1, crop.2, crop.3] { writer.expGolomb(offset) }
        } else {
            writer.bits(0, 1)
        }
        writer.expGolomb(0)               // bit_depth_luma_minus8 (the rest is never read)
        writer.trailing()
        return [0x42, 0x01] + escaped(writer.bytes)
    }

    /// A slice NAL unit (IDR_W_RADL) whose first bit says whether it starts a picture.
    static func slice(startsPicture: Bool = true) -> [UInt8] { [0x26, 0x01, startsPicture ? 0xAF : 0x2F, 0x80] }

    /// `nal` after a 4-byte length, as a HEIF item's data holds it.
    static func lengthPrefixed(_ nal: [UInt8]) -> [UInt8] { HEIFBoxes.u32(nal.count) + nal }

    /// An `hvcC` box holding `nals` (parameter sets) in one array each.
    static func hvcC(_ nals: [[UInt8]]) -> [UInt8] {
        var payload: [UInt8] = [1, 0x01, 0x60, 0, 0, 0, 0, 0, 0, 0, 0, 0, 93, 0xF0, 0, 0xFC, 0xFD, 0xF8, 0xF8, 0, 0, 0x0F]
        payload.append(UInt8(nals.count))
        for nal in nals {
            payload += [0x80 | (nal[0] >> 1 & 0x3F)] + HEIFBoxes.u16(1) + HEIFBoxes.u16(nal.count) + nal
        }
        return HEIFBoxes.box("hvcC", payload)
    }

    /// An AV1 OBU of `type` with its size field.
    static func obu(type: Int, _ payload: [UInt8]) -> [UInt8] {
        var size: [UInt8] = [], value = payload.count
        repeat {
            size.append(UInt8(value & 0x7F) | (value > 0x7F ? 0x80 : 0))
            value >>= 7
        } while value > 0
        return [UInt8(type << 3 | 2)] + size + payload
    }

    /// An AV1 sequence header OBU for frames of at most `width` × `height`: the reduced still
    /// picture form, or the full form with timing and decoder model information when `timing`.
    static func sequenceHeader(width: Int, height: Int, timing: Bool = false) -> [UInt8] {
        var writer = BitWriter()
        writer.bits(0, 3)                 // seq_profile
        writer.bits(1, 1)                 // still_picture
        if timing {
            writer.bits(0, 1)             // reduced_still_picture_header
            writer.bits(1, 1)             // timing_info_present_flag
            writer.bits(1, 32); writer.bits(25, 32)
            writer.bits(1, 1)             // equal_picture_interval
            writer.expGolomb(0)           // num_ticks_per_picture_minus_1 (uvlc)
            writer.bits(1, 1)             // decoder_model_info_present_flag
            writer.bits(9, 5)             // buffer_delay_length_minus_1: 10-bit delays
            writer.bits(1, 32); writer.bits(0, 5); writer.bits(0, 5)
            writer.bits(1, 1)             // initial_display_delay_present_flag
            writer.bits(1, 5)             // operating_points_cnt_minus_1: two points
            for level in [8, 4] {
                writer.bits(0, 12)
                writer.bits(level, 5)
                if level > 7 { writer.bits(0, 1) }
                writer.bits(1, 1)         // decoder_model_present_for_this_op
                writer.bits(0, 10); writer.bits(0, 10); writer.bits(0, 1)
                writer.bits(1, 1)         // initial_display_delay_present_for_this_op
                writer.bits(3, 4)
            }
        } else {
            writer.bits(1, 1)             // reduced_still_picture_header
            writer.bits(8, 5)             // seq_level_idx[0]
        }
        writer.bits(15, 4); writer.bits(15, 4)   // 16-bit frame sizes
        writer.bits(width - 1, 16); writer.bits(height - 1, 16)
        writer.trailing()
        return obu(type: 1, writer.bytes)
    }

    /// `raw` with HEVC's emulation prevention: a 3 after every two zeros followed by 0 … 3.
    static func escaped(_ raw: [UInt8]) -> [UInt8] {
        var result: [UInt8] = [], zeros = 0
        for byte in raw {
            if zeros >= 2, byte <= 3 {
                result.append(3)
                zeros = 0
            }
            result.append(byte)
            zeros = byte == 0 ? zeros + 1 : 0
        }
        return result
    }
}
