internal import CImageCodecs

extension DecodePlan {
    /// A camera RAW's plan, from what its header says of its largest preview:
    /// - a JPEG: decoded at the DCT scale covering `minimum` mapped onto the preview, by the JPEG
    ///   plan (``jpeg(_:stored:orientation:minimum:scans:options:)``) of a sequential 4:2:0 file
    ///   of the declared size (what cameras write; the decoder plans again from the preview's
    ///   real header, ``RAWPreviewCheck``), with the preview's bytes held three times (LibRaw's
    ///   buffer, the shim's copy and Swift's) and libjpeg's rows;
    /// - an 8-bit bitmap: its RGB bytes and the picture at its size;
    /// - none: the sensor data developed at half size (LibRaw's own estimate of its buffers).
    static func raw(_ raw: RAWDetails, stored: PixelSize, orientation: ExifOrientation, minimum: PixelSize?,
                    options: DecodeOptions) -> DecodePlan {
        let preview = PixelSize(width: raw.previewWidth, height: raw.previewHeight)
        let share = { (decoded: Int) in DecodeScale(numerator: max(1, decoded), denominator: max(1, stored.width)) }
        switch raw.preview {
        case .jpeg where !preview.isEmpty:
            let sampling = [JPEGSampling(horizontal: 2, vertical: 2), JPEGSampling(horizontal: 1, vertical: 1),
                            JPEGSampling(horizontal: 1, vertical: 1)]
            let details = JPEGDetails(frameType: 0, components: 3, bitDepth: 8, adobeTransform: nil, samplesPerPixel: 1.5,
                                      sampling: sampling)
            let jpeg = Self.jpeg(details, stored: preview, orientation: orientation,
                                 minimum: previewMinimum(minimum ?? stored, preview: preview, stored: stored), scans: nil, options: options)
            return rawPreview(jpeg, stored: stored, previewBytes: raw.previewBytes)
        case .bitmap where !preview.isEmpty:
            return DecodePlan(stored: stored, scale: share(preview.width), decoded: preview, path: .bitmapPreview,
                              codecBytes: preview.width * preview.height * 3, pictureBytes: pictureBytes(preview, orientation: orientation))
        default:
            let half = PixelSize(width: max(1, stored.width / 2), height: max(1, stored.height / 2))
            let codec = Int(tessera_raw_half_size_bytes(Int32(clamping: raw.rawWidth), Int32(clamping: raw.rawHeight),
                                                        Int32(clamping: raw.colors)))
            return DecodePlan(stored: stored, scale: share(half.width), decoded: half, path: .halfSize, codecBytes: codec,
                              pictureBytes: pictureBytes(half, orientation: orientation))
        }
    }

    /// A RAW's plan around its JPEG preview's plan `jpeg`: the preview's `previewBytes` held
    /// three times (LibRaw's buffer, the shim's copy and Swift's) and libjpeg's rows on top of
    /// the JPEG's own; the scale is the decoded preview's share of the RAW's `stored` size.
    static func rawPreview(_ jpeg: DecodePlan, stored: PixelSize, previewBytes: Int) -> DecodePlan {
        let scale = DecodeScale(numerator: jpeg.scale.numerator * max(1, jpeg.stored.width),
                                denominator: jpeg.scale.denominator * max(1, stored.width))
        return DecodePlan(stored: stored, scale: scale, decoded: jpeg.decoded, path: .jpegPreview(jpeg),
                          codecBytes: previewBytes * 3 + jpeg.stored.width * 16 + jpeg.codecBytes, pictureBytes: jpeg.pictureBytes)
    }

    /// `minimum` (in the RAW's stored pixels) in the pixels of a `preview` of the RAW's
    /// `stored` size: what the preview's DCT scale must cover.
    static func previewMinimum(_ minimum: PixelSize, preview: PixelSize, stored: PixelSize) -> PixelSize {
        let factor = Double(preview.width) / Double(max(1, stored.width))
        return PixelSize(width: min(preview.width, max(1, Int((Double(minimum.width) * factor).rounded(.up)))),
                         height: min(preview.height, max(1, Int((Double(minimum.height) * factor).rounded(.up)))))
    }
}
