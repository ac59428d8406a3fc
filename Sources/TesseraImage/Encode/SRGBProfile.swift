internal import CImageCodecs

/// The sRGB ICC profile Tessera embeds in the JPEGs and PDFs it writes: made by Little CMS from
/// the sRGB definition (IEC 61966-2-1) as a version 2 profile of under 3 KB, described as
/// `sRGB IEC61966-2.1`, the same bytes on every run. PNGs say sRGB with an `sRGB` chunk instead.
///
/// ```swift
/// print(SRGBProfile.bytes.count < 3_000, SRGBProfile.bytes[36..<40].map { Character(UnicodeScalar($0)) })
/// // true ["a", "c", "s", "p"]
/// ```
package enum SRGBProfile {
    /// The profile's bytes.
    package static let bytes: [UInt8] = {
        var pointer: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = tessera_srgb_profile(&pointer, &size)
        guard status == TESSERA_STATUS_OK, let pointer else {
            // Little CMS builds it from constants: only a machine out of memory gets here.
            preconditionFailure("Little CMS could not build the sRGB profile")
        }
        defer { tessera_free(pointer) }
        return Array(UnsafeBufferPointer(start: pointer, count: size))
    }()
}
