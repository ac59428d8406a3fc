/// The picture size an HEVC sequence parameter set (SPS, NAL unit type 33; ITU-T H.265
/// §7.3.2.2) gives the pictures that use it: the coded size the decoder allocates
/// (`pic_width_in_luma_samples` × `pic_height_in_luma_samples`, whole coding blocks) and the
/// size shown once its conformance window is cropped away.
///
/// A HEIF `hvc1` item's pictures are decoded at this size whatever its `ispe` says, so the
/// probe reads it to hold libheif to the size the memory budget was made for (issue 36).
struct HEVCSequenceParameterSet: Equatable {
    /// The size the decoder allocates and decodes.
    var coded: PixelSize
    /// ``coded`` less the conformance window: what libheif hands over.
    var cropped: PixelSize

    static let nalUnitType = 33

    /// Parses `nal`, a whole SPS NAL unit (its 2-byte header first, emulation prevention bytes
    /// still in); nil when it is cut short or not an SPS.
    init?(nal: some Collection<UInt8>) {
        guard nal.count > 2, let first = nal.first, Int(first >> 1 & 0x3F) == Self.nalUnitType else { return nil }
        var reader = BitReader(BitReader.unescaped(nal.dropFirst(2)))
        guard reader.skip(4), let maxSubLayersMinus1 = reader.bits(3), reader.skip(1),
              reader.skip(96) else { return nil }   // general profile, tier and level
        var profilePresent: [Bool] = [], levelPresent: [Bool] = []
        for _ in 0..<maxSubLayersMinus1 {
            guard let profile = reader.flag(), let level = reader.flag() else { return nil }
            profilePresent.append(profile)
            levelPresent.append(level)
        }
        if maxSubLayersMinus1 > 0, !reader.skip(2 * (8 - maxSubLayersMinus1)) { return nil }
        for layer in 0..<maxSubLayersMinus1 {
            if profilePresent[layer], !reader.skip(88) { return nil }
            if levelPresent[layer], !reader.skip(8) { return nil }
        }
        guard reader.expGolomb() != nil, let chroma = reader.expGolomb(), chroma <= 3 else { return nil }
        var separatePlanes = false
        if chroma == 3 {
            guard let flag = reader.flag() else { return nil }
            separatePlanes = flag
        }
        guard let width = reader.expGolomb(), let height = reader.expGolomb(), let window = reader.flag() else { return nil }
        coded = PixelSize(width: width, height: height)
        cropped = coded
        if window {
            guard let left = reader.expGolomb(), let right = reader.expGolomb(),
                  let top = reader.expGolomb(), let bottom = reader.expGolomb() else { return nil }
            // Offsets count chroma samples: SubWidthC and SubHeightC of H.265's Table 6-1.
            let subWidth = !separatePlanes && (chroma == 1 || chroma == 2) ? 2 : 1
            let subHeight = !separatePlanes && chroma == 1 ? 2 : 1
            cropped = PixelSize(width: max(0, width - subWidth * (left + right)), height: max(0, height - subHeight * (top + bottom)))
        }
    }
}
