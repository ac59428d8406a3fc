extension DecodePlan {
    /// The plan for decoding the image `info` describes, stored in `fileBytes` bytes, at the
    /// smallest scale covering `minimum` (stored orientation; nil: full size), by a decoder with
    /// `options`. `scans` is a JPEG's scan survey (nil: not read; see
    /// ``jpeg(_:stored:orientation:minimum:scans:options:)``). Each format's rule is in its own
    /// `DecodePlan+<Format>.swift`.
    static func make(for info: ImageInfo, fileBytes: Int, minimum: PixelSize?, scans: JPEGScanSurvey?,
                     options: DecodeOptions) -> DecodePlan {
        let stored = PixelSize(width: info.width, height: info.height)
        let turn = info.orientation
        var plan: DecodePlan = switch info.details {
        case .jpeg(let jpeg): .jpeg(jpeg, stored: stored, orientation: turn, minimum: minimum, scans: scans, options: options)
        case .png(let png): .png(png, stored: stored, orientation: turn, minimum: minimum)
        case .webp(let webp): .webp(webp, stored: stored, orientation: turn, minimum: minimum, fileBytes: fileBytes)
        case .tiff(let tiff): .tiff(tiff, stored: stored, orientation: turn, minimum: minimum, fileBytes: fileBytes)
        case .heif(let heif): .heif(heif, stored: stored, orientation: turn)
        case .gif(let gif): .gif(gif, stored: stored, orientation: turn)
        case .bmp(let bmp): .bmp(bmp, stored: stored, orientation: turn, fileBytes: fileBytes)
        case .raw(let raw): .raw(raw, stored: stored, orientation: turn, minimum: minimum, options: options)
        }
        plan.readBufferBytes = min(max(0, fileBytes), DecodeMemory.readBufferBytes)
        return plan
    }

    /// The plan for a thumbnail whose geometry is `geometry` (displayed orientation): the decode
    /// at the scale covering its ``ThumbnailPlan/minimumDecodeSize``, and the resampling on top
    /// (``DecodeMemory/resampling(decoded:output:)`` and the thumbnail's own pixels).
    static func thumbnail(of info: ImageInfo, fileBytes: Int, geometry: ThumbnailPlan, scans: JPEGScanSurvey?,
                          options: DecodeOptions) -> DecodePlan {
        let minimum = info.orientation.swapsDimensions ? geometry.minimumDecodeSize.transposed : geometry.minimumDecodeSize
        return make(for: info, fileBytes: fileBytes, minimum: minimum, scans: scans, options: options).resampled(to: geometry.output)
    }

    /// This plan with its picture resampled to `output` on top: the resampler's memory
    /// (``DecodeMemory/resampling(decoded:output:)``) and the output's pixels.
    func resampled(to output: PixelSize) -> DecodePlan {
        var plan = self
        plan.resampleBytes = DecodeMemory.resampling(decoded: decoded, output: output) + output.width * output.height * 4
        return plan
    }
}
