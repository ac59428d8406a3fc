import CImageCodecs

/// Decodes a TIFF's first page with libtiff through the `CImageCodecs` shim: 8- and 16-bit RGB,
/// grey, palette, CMYK (with a CMYK ICC profile: its raw inks through the profile; without one,
/// libtiff's conversion, the plain formula) and YCbCr, in strips or tiles,
/// uncompressed, LZW, deflate, PackBits or JPEG, with alpha; an ICC profile converts the pixels
/// to sRGB (``ColorTransform``); the Orientation tag is applied by ``ImageDecoder``.
///
/// Rows are read in bands of ``bandRows``; when the picture is at least four times larger than
/// needed, each band is averaged in k × k blocks as it arrives (as a PNG is), so the full-size
/// picture never exists. Rows libtiff cannot read (a damaged strip) are a warning, the picture
/// kept as far as it went.
enum TIFFDecoder {
    /// Rows read from libtiff at a time.
    static let bandRows = 64

    static func decode(_ input: CodecInput, minimum: PixelSize?, options: DecodeOptions) throws(DecodeError) -> RawDecode {
        try input.withHandle(memory: { tessera_tiff_decoder_create($0, $1) },
                             file: { tessera_tiff_decoder_create_file($0) }) { handle throws(DecodeError) in
            defer { tessera_tiff_decoder_destroy(handle) }
            return try decode(handle, minimum: minimum, options: options)
        }
    }

    private static func decode(_ handle: OpaquePointer, minimum: PixelSize?, options: DecodeOptions) throws(DecodeError) -> RawDecode {
        var w: Int32 = 0, h: Int32 = 0
        var warnings: [String] = []
        // A CMYK page with a CMYK profile: raw inks through the profile, not libtiff's formula.
        let inks = cmykTransform(handle, warnings: &warnings)
        if inks != nil {
            _ = tessera_tiff_decoder_start_cmyk(handle, &w, &h)   // started by cmykTransform: gives the size
        } else {
            try check(tessera_tiff_decoder_start(handle, &w, &h), handle, size: PixelSize(width: 0, height: 0))
        }
        let size = PixelSize(width: Int(w), height: Int(h))
        try options.limits.check(width: size.width, height: size.height)
        let k = PNGDecoder.blockFactor(stored: size, minimum: minimum)
        var pixels = PixelBuffer(width: (size.width + k - 1) / k, height: (size.height + k - 1) / k)
        var band = [UInt8](repeating: 0, count: size.width * 4 * min(bandRows, size.height))
        var sums = [UInt32](repeating: 0, count: pixels.width * 4)
        var top = 0
        while top < size.height {
            let rows = min(bandRows, size.height - top)
            let status = band.withUnsafeMutableBufferPointer { buffer in
                guard let inks else { return tessera_tiff_decoder_read_rows(handle, Int32(top), Int32(rows), buffer.baseAddress) }
                let status = tessera_tiff_decoder_read_cmyk_rows(handle, Int32(top), Int32(rows), buffer.baseAddress)
                for y in 0..<rows {
                    _ = tessera_color_transform_cmyk_row(inks.handle, buffer.baseAddress.map { $0 + y * size.width * 4 }, size.width)
                }
                return status
            }
            let outcome = CodecStatus(status)
            if outcome == .damaged {
                let message = CodecDiagnostics(tessera_tiff_decoder_diagnostics(handle)).message
                if options.strict || top == 0 { throw .corrupt(format: .tiff, message: message) }
                warnings.append("TIFF data damaged after row \(top) of \(size.height): \(message)")
            } else {
                try check(status, handle, size: size)
            }
            let rowBytes = size.width * 4
            for y in 0..<rows {
                let row = Array(band[(y * rowBytes)..<((y + 1) * rowBytes)])
                let stored = top + y
                if k == 1 {
                    let start = stored * pixels.bytesPerRow
                    pixels.withUnsafeMutableBytes { target in
                        target[start..<(start + rowBytes)].copyBytes(from: row)
                    }
                } else {
                    PNGDecoder.accumulate(row, into: &sums, width: size.width, factor: k)
                    if (stored + 1) % k == 0 || stored + 1 == size.height {
                        PNGDecoder.emit(&sums, into: &pixels, outRow: stored / k, rows: stored % k + 1, width: size.width, factor: k)
                    }
                }
            }
            if outcome == .damaged { break }
            top += rows
        }
        warnings += CodecDiagnostics(tessera_tiff_decoder_diagnostics(handle)).warnings
        var profile: UnsafePointer<UInt8>?
        var count: UInt32 = 0
        if inks == nil, tessera_tiff_decoder_icc_profile(handle, &profile, &count) != 0, let profile {
            let bytes = UnsafeRawBufferPointer(start: profile, count: Int(count))
            let input: ColorTransform.Input = ICCProfileReader.isGrey(bytes) ? .gray : .rgb
            switch ColorTransform.make(profile: bytes, input: input, shared: true) {
            case .success(let transform): transform.convert(&pixels)
            case .failure(let problem): warnings.append(problem.warning)
            }
        }
        if options.strict, let first = warnings.first { throw .strictWarning(format: .tiff, message: first) }
        return RawDecode(pixels: pixels, scale: DecodeScale(numerator: 1, denominator: k), warnings: warnings)
    }

    /// The transform for a CMYK page whose ICC profile is a CMYK one (raw CMYK reading is then
    /// started by the caller); nil for any other page, or when the profile cannot be used (a
    /// warning, and libtiff's formula).
    private static func cmykTransform(_ handle: OpaquePointer, warnings: inout [String]) -> ColorTransform? {
        var profile: UnsafePointer<UInt8>?
        var count: UInt32 = 0
        guard tessera_tiff_decoder_icc_profile(handle, &profile, &count) != 0, let profile, count >= 24 else { return nil }
        let bytes = UnsafeRawBufferPointer(start: profile, count: Int(count))
        guard Array(bytes[16..<20]) == Array("CMYK".utf8) else { return nil }
        var probeWidth: Int32 = 0, probeHeight: Int32 = 0
        // Only pages libtiff can give as raw inks; the others keep the formula, with a warning.
        guard tessera_tiff_decoder_start_cmyk(handle, &probeWidth, &probeHeight) != 0 else {
            warnings.append(ColorTransform.ProfileProblem(reason: "the CMYK page is not 8-bit CMYK in strips").warning)
            return nil
        }
        switch ColorTransform.make(profile: bytes, input: .cmyk(inverted: false)) {
        case .success(let transform): return transform
        case .failure(let problem):
            warnings.append(problem.warning)
            return nil
        }
    }

    private static func check(_ status: tessera_status, _ handle: OpaquePointer, size: PixelSize) throws(DecodeError) {
        let outcome = CodecStatus(status)
        if outcome == .ok { return }
        let message = CodecDiagnostics(tessera_tiff_decoder_diagnostics(handle)).message
        throw outcome.decodeError(format: .tiff, message: message, size: size) ?? .corrupt(format: .tiff, message: message)
    }
}
