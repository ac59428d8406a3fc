extension ImageDecoder {
    /// A thumbnail of the file at `path`: decoded at the smallest DCT scale that still covers
    /// the output (a large PNG averaged in blocks as it is read), oriented upright, then
    /// resampled to the exact size.
    ///
    /// - `height` nil: `width` wide, keeping the displayed aspect ratio (height rounded, ≥ 1).
    /// - `mode` ``AspectMode/fill``: exactly `width × height`, the centre cropped to fit.
    /// - `mode` ``AspectMode/fit``: the largest image with the photo's aspect inside `width × height`.
    ///
    /// ``DecodeOptions/minimumSize`` is ignored (the thumbnail size decides); limits and
    /// strictness apply, the limits to the thumbnail's size too. The result's
    /// ``DecodedImage/pixels`` is the thumbnail.
    ///
    /// ```swift
    /// let thumb = try ImageDecoder().thumbnail(fileAt: "SampleImages/Landscapes/sunset.jpg",
    ///                                          width: 256, height: 256, mode: .fill)
    /// print(thumb.pixels.size, thumb.scale)
    /// // 256×256 3/8
    /// ```
    public func thumbnail(fileAt path: String, width: Int, height: Int? = nil, mode: AspectMode = .fill,
                          resampler: Resampler = Resampler()) throws(DecodeError) -> DecodedImage {
        let input = try CodecInput.open(path, limit: options.limits.maxFileBytes)
        return try thumbnail(input, width: width, height: height, mode: mode, resampler: resampler)
    }

    /// A thumbnail of an image held in memory; see ``thumbnail(fileAt:width:height:mode:resampler:)``.
    public func thumbnail(bytes: [UInt8], width: Int, height: Int? = nil, mode: AspectMode = .fill,
                          resampler: Resampler = Resampler()) throws(DecodeError) -> DecodedImage {
        try thumbnail(.memory(bytes), width: width, height: height, mode: mode, resampler: resampler)
    }

    /// The plan this decoder follows for a thumbnail of the file at `path` (see
    /// ``thumbnail(fileAt:width:height:mode:resampler:)``): its header probed and, for a JPEG,
    /// its scans surveyed, nothing decoded. Its ``DecodePlan/peakBytes`` is what a sheet admits
    /// under its memory budget.
    /// - Throws: ``DecodeError``, as the thumbnail would before decoding.
    public func thumbnailPlan(fileAt path: String, width: Int, height: Int? = nil, mode: AspectMode = .fill) throws(DecodeError) -> DecodePlan {
        guard width > 0, (height ?? 1) > 0 else { throw .invalidThumbnailSize(width: width, height: height) }
        let input = try CodecInput.open(path, limit: options.limits.maxFileBytes)
        let info = try Self.probe(input.source)
        let display = PixelSize(width: info.displayWidth, height: info.displayHeight)
        return DecodePlan.thumbnail(of: info, fileBytes: input.source.count ?? 0,
                                    geometry: ThumbnailPlan(display: display, width: width, height: height, mode: mode),
                                    scans: try Self.scans(of: info, in: input.source), options: options)
    }

    /// A thumbnail of `input`; see ``thumbnail(fileAt:width:height:mode:resampler:)``.
    func thumbnail(_ input: CodecInput, width: Int, height: Int?, mode: AspectMode,
                   resampler: Resampler) throws(DecodeError) -> DecodedImage {
        try thumbnailFollowingPlan(input, width: width, height: height, mode: mode, resampler: resampler).image
    }

    /// A thumbnail of `input`, and the plan its decode followed (resampling included).
    func thumbnailFollowingPlan(_ input: CodecInput, width: Int, height: Int?, mode: AspectMode,
                                resampler: Resampler) throws(DecodeError) -> (image: DecodedImage, plan: DecodePlan) {
        guard width > 0, (height ?? 1) > 0 else { throw .invalidThumbnailSize(width: width, height: height) }
        let info = try Self.probe(input.source)
        let display = PixelSize(width: info.displayWidth, height: info.displayHeight)
        var plan = ThumbnailPlan(display: display, width: width, height: height, mode: mode)
        do {
            try options.limits.check(width: plan.output.width, height: plan.output.height)
        } catch {
            if case .tooLarge(let width, let height, let limit) = error {
                throw .thumbnailTooLarge(width: width, height: height, limit: limit, photo: display)
            }
            throw error
        }

        var decoder = self
        decoder.options.minimumSize = plan.minimumDecodeSize
        let (decodedImage, decodePlan) = try decoder.decodeFollowingPlan(input, info: info)
        var image = decodedImage
        let decoded = PixelSize(width: image.pixels.width, height: image.pixels.height)
        if image.scale == .full, decoded != display {
            // A picture decoded at another size than its header said (a HEIF whose coded
            // picture is not its ispe's size; the decoder warned): planned again from the
            // pixels there are, so it is never stretched into the header's shape.
            plan = ThumbnailPlan(display: decoded, width: width, height: height, mode: mode)
        }
        let region = plan.region(scaledBy: image.scale)
        image.pixels = resampler.resample(image.pixels, region: region, to: plan.output)
        return (image, decodePlan.resampled(to: plan.output))
    }
}

/// The geometry of one thumbnail: its output size, the part of the photo it shows, and the
/// smallest decoded size that still covers it (all in displayed orientation).
struct ThumbnailPlan: Equatable {
    let display: PixelSize
    let output: PixelSize
    /// The part of the full-size displayed photo that is shown.
    let shown: PixelRegion
    /// The decoded size whose `shown` part is at least `output`: what DCT scaling must reach.
    let minimumDecodeSize: PixelSize

    init(display: PixelSize, width: Int, height: Int?, mode: AspectMode) {
        self.display = display
        if let height {
            let bounds = PixelSize(width: width, height: height)
            output = mode.outputSize(for: display, in: bounds)
            shown = mode.sourceRegion(for: display, in: bounds)
        } else {
            output = display.scaled(toWidth: width)
            shown = PixelRegion(x: 0, y: 0, width: Double(display.width), height: Double(display.height))
        }
        let scaleX = Double(output.width) / shown.width
        let scaleY = Double(output.height) / shown.height
        // 1e-9 keeps an exact product (300.0000000001) from rounding up a whole pixel.
        let needX = Int((Double(display.width) * scaleX - 1e-9).rounded(.up))
        let needY = Int((Double(display.height) * scaleY - 1e-9).rounded(.up))
        minimumDecodeSize = PixelSize(width: min(display.width, max(1, needX)),
                                      height: min(display.height, max(1, needY)))
    }

    /// `shown`, mapped onto an image decoded at `scale` (n/8 for a JPEG, 1/k for a PNG averaged
    /// in blocks): by the exact factor, not by the decoded size, which DCT scaling and block
    /// averaging round up (their last column and row are partly padding).
    func region(scaledBy scale: DecodeScale) -> PixelRegion {
        let factor = Double(scale.numerator) / Double(scale.denominator)
        return PixelRegion(x: shown.x * factor, y: shown.y * factor, width: shown.width * factor, height: shown.height * factor)
    }
}
