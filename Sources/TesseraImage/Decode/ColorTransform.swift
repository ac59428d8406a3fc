internal import CImageCodecs

/// An embedded ICC profile's conversion to sRGB (Little CMS: relative colorimetric with
/// black-point compensation), for the decoders. Untagged photos are taken as sRGB and not
/// converted; a profile that cannot be used is a warning, and the photo is drawn as untagged.
///
/// A class because it owns the C transform; one decode uses it, on one thread.
final class ColorTransform {
    /// What the decoded samples are before conversion.
    enum Input {
        case rgb, gray, cmyk(inverted: Bool)

        var code: Int32 {
            switch self {
            case .rgb: Int32(TESSERA_COLOR_INPUT_RGB)
            case .gray: Int32(TESSERA_COLOR_INPUT_GRAY)
            case .cmyk(let inverted): Int32(inverted ? TESSERA_COLOR_INPUT_CMYK_INVERTED : TESSERA_COLOR_INPUT_CMYK)
            }
        }
    }

    let handle: OpaquePointer
    /// Whether this object destroys the transform (false: the thread's cache keeps it).
    private let owned: Bool

    private init(handle: OpaquePointer, owned: Bool) {
        self.handle = handle
        self.owned = owned
    }

    deinit { if owned { tessera_color_transform_destroy(handle) } }

    /// A transform for `profile`, or the warning that says why there is none. With `shared`
    /// the calling thread keeps it for the next photo with the same profile (making one costs
    /// 3 ms for an RGB profile, 30 for a CMYK one); the result MUST then be used on this thread
    /// and dropped before the thread asks for another.
    /// The profile's structure is checked first (``ICCProfileCheck``): Little CMS never sees a
    /// profile whose tables do not fit in it.
    static func make(profile: UnsafeRawBufferPointer, input: Input, shared: Bool = false) -> Result<ColorTransform, ProfileProblem> {
        do {
            try ICCProfileCheck.check(profile)
        } catch {
            return .failure(ProfileProblem(reason: "the embedded ICC profile cannot be read: \(error)"))
        }
        var message = [CChar](repeating: 0, count: 512)
        let handle = message.withUnsafeMutableBufferPointer { text in
            let bytes = profile.bindMemory(to: UInt8.self).baseAddress
            return shared ? tessera_color_transform_shared(bytes, profile.count, input.code, text.baseAddress, text.count)
                : tessera_color_transform_create(bytes, profile.count, input.code, text.baseAddress, text.count)
        }
        guard let handle else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(ProfileProblem(reason: reason.isEmpty ? "out of memory for the colour transform" : reason))
        }
        return .success(ColorTransform(handle: handle, owned: !shared))
    }

    /// Converts premultiplied RGBA pixels in place (RGB or grey input).
    func convert(_ pixels: inout PixelBuffer) {
        let width = pixels.width, height = pixels.height, stride = pixels.bytesPerRow
        pixels.withUnsafeMutableBytes { raw in
            _ = tessera_color_transform_rgba(handle, raw.bindMemory(to: UInt8.self).baseAddress, width, height, stride)
        }
    }

    /// Why an embedded profile was not used, as the decoder's warning says it.
    struct ProfileProblem: Error {
        var reason: String
        /// `ICC profile ignored, colours shown as sRGB: <reason>`.
        var warning: String { "ICC profile ignored, colours shown as sRGB: \(reason)" }
    }
}

extension ColorTransform.Input {
    /// Whether the samples are CMYK (converted row by row while decoding).
    var isCMYK: Bool {
        if case .cmyk = self { return true }
        return false
    }
}
