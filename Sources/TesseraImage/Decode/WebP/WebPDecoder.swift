internal import CImageCodecs

/// Decodes a WebP with libwebp through the `CImageCodecs` shim: lossy and lossless, with alpha,
/// the first frame of an animation (at its place on a transparent canvas; an animation with a
/// frame outside its canvas is refused naming it, ``WebPFrameCheck``).
///
/// A still picture larger than needed is scaled down by libwebp while it decodes (to
/// 1/k of each side, k as for a PNG: ``PNGDecoder/blockFactor(stored:minimum:)``), so the
/// full-size picture never exists; an animation's frame is decoded at full size. libwebp needs
/// the whole file in memory: it is read whole (within ``DecodeLimits/maxFileBytes``). An `ICCP`
/// profile converts the pixels to sRGB (``ColorTransform``), as for JPEG and PNG.
enum WebPDecoder {
    /// The picture, scaled as `plan` says (``DecodePlan/webp(_:stored:orientation:minimum:fileBytes:)``).
    static func decode(_ input: CodecInput, info: ImageInfo, plan: DecodePlan) throws(DecodeError) -> RawDecode {
        let bytes = try input.wholeFile()
        let stored = PixelSize(width: info.width, height: info.height)
        var animated = false
        if case .webp(let details) = info.details { animated = details.isAnimated }
        if animated { try WebPFrameCheck.check(bytes, canvas: stored) }
        let factor = plan.scale.denominator, size = plan.decoded
        var pixels = PixelBuffer(width: size.width, height: size.height)
        guard let diagnostics = tessera_diagnostics_create() else { throw .outOfMemory(width: size.width, height: size.height) }
        defer { tessera_diagnostics_destroy(diagnostics) }
        let stride = pixels.bytesPerRow
        let status = bytes.withUnsafeBufferPointer { data in
            pixels.withUnsafeMutableBytes { raw in
                tessera_webp_decode(data.baseAddress, data.count, Int32(size.width), Int32(size.height),
                                    raw.bindMemory(to: UInt8.self).baseAddress, stride, diagnostics)
            }
        }
        let outcome = CodecStatus(status)
        let message = CodecDiagnostics(diagnostics).message
        if outcome == .truncated { throw .corrupt(format: .webp, message: message) }
        if let error = outcome.decodeError(format: .webp, message: message, size: size) { throw error }

        var warnings: [String] = []
        if let profile = try? iccProfile(bytes) {
            let made = profile.withUnsafeBytes { ColorTransform.make(profile: $0, input: .rgb, shared: true) }
            switch made {
            case .success(let transform): transform.convert(&pixels)
            case .failure(let problem): warnings.append(problem.warning)
            }
        }
        return RawDecode(pixels: pixels, scale: DecodeScale(numerator: 1, denominator: factor), warnings: warnings)
    }

    /// The `ICCP` chunk's profile, or nil when there is none.
    private static func iccProfile(_ bytes: [UInt8]) throws(ProbeError) -> [UInt8]? {
        let source = MemoryByteSource(bytes)
        var reader = ByteReader(source)
        let container = try WebPContainer(&reader)
        guard let chunk = container.first("ICCP"),
              let data = try WebPContainer.data(of: chunk, in: source, limit: ICCProfileReader.maximumSize) else { return nil }
        return data
    }
}
