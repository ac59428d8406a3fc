extension DecodePlan {
    /// A HEIF's plan: libheif decodes the whole canvas at full size — the `ispe` of the primary
    /// item, which for a grid or an overlay the probe has held to the canvas its data describes
    /// (``HEIFDerivedSizes``), and before a clean aperture is cropped from it
    /// (``HEIFDetails/decodedSize``) — holding the coded planes (1.5 bytes a pixel at 4:2:0, two
    /// for 10 bits), its interleaved RGB(A) copy and the premultiplied copy made from it. Deeper
    /// samples double the planes and the interleaved copy (measured: a 12.6 MP 10-bit HEIC peaks
    /// 58 MB above the 8-bit one). The probe has held the coded pictures to this size
    /// (``HEIFCodedSizes``). The decoded picture is the canvas, cropped.
    static func heif(_ heif: HEIFDetails, stored: PixelSize, orientation: ExifOrientation) -> DecodePlan {
        let canvas = heifCanvas(heif, stored: stored)
        let codec = canvas.width * canvas.height * (heif.bitDepth > 8 ? 2 + 4 + 4 + 6 : 2 + 4 + 4)
        return DecodePlan(stored: stored, scale: .full, decoded: stored, path: .whole, codecBytes: codec,
                          pictureBytes: pictureBytes(stored, orientation: orientation))
    }

    /// The picture libheif decodes for an image of `stored` size: its ``HEIFDetails/decodedSize``
    /// when a clean aperture is cropped from it, else the stored size. The decoder holds
    /// libheif's result to it.
    static func heifCanvas(_ heif: HEIFDetails?, stored: PixelSize) -> PixelSize {
        heif?.decodedSize ?? stored
    }
}
