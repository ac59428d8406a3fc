internal import CImageCodecs

/// The CMYK profile a CMYK photo without an embedded one is read through: libvips's fallback,
/// "Chemical proof" (Graeme W. Gill, public domain), rebuilt by Little CMS from a 9-point grid
/// (`cmyk_fallback_profile.c`). libvips, and so vipsthumbnail, reads untagged CMYK through the
/// same profile; the plain formula (R = 255 − C − K …) it replaces is 15 ΔE2000 from it on
/// average and 32 on saturated cyan.
enum CMYKFallbackProfile {
    /// The profile's bytes, made once; empty if Little CMS could not make it (then the formula is used).
    static let bytes: [UInt8] = {
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard tessera_cmyk_fallback_profile(&data, &size) == TESSERA_STATUS_OK, let data else { return [] }
        defer { tessera_free(data) }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }()
}
